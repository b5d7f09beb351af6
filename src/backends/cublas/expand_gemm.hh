// The `expand` expansions of symm, hemm and trmm: write A's stored triangle out as a dense
// matrix in scratch (kernels::symmetrize / kernels::triangle), then one strided-batched GEMM
// per chunk of the batch. A broadcast A (stride 0) is expanded once and broadcast to the GEMM.
#pragma once

#include "backends/cublas/expansion.hh"
#include "backends/cublas/gemm_batched.hh"
#include "kernels/common/expand.hh"

namespace batchlas::cublas {

/// Items b0 .. b0+nb-1 of B as a GEMM input: in place (C aliases B) they are first packed into
/// `copy` (leading dimension m, item stride m*n), since a GEMM's output may not alias its input.
template <class T> struct ChunkOfB {
  const T* ptr;
  int64_t ld, stride;
};
template <class T>
ChunkOfB<T> chunk_of_b(Queue& q, MatrixView<const T> B, int64_t b0, int64_t nb, bool in_place, T* copy) {
  const T* Bb = B.data + b0 * B.stride;
  if (!in_place) return {Bb, B.ld, B.stride};
  kernels::pack<T>(q, {Bb, B.rows, B.cols, B.ld, B.stride, nb}, copy);
  return {copy, B.rows, B.rows * B.cols};
}

/// Scratch of symm/hemm/trmm expand: A's na x na expansion (once when A is broadcast, else per
/// item), plus an m x n copy of B per item for in-place trmm.
template <class T>
ScratchPlan expand_plan(int64_t na, bool a_broadcast, int64_t m = 0, int64_t n = 0,
                        bool copy_b = false) {
  ScratchPlan p;
  (a_broadcast ? p.fixed : p.per_item) += bytes_of<T>(na, na);
  if (copy_b) p.per_item += bytes_of<T>(m, n);
  return p;
}

/// symm/hemm: C := alpha*A*B + beta*C (Left) or alpha*B*A + beta*C (Right), A symmetric
/// (hermitian: Hermitian, imaginary diagonal dropped) from its uplo triangle. beta == 0: C not
/// read (cuBLAS gemm). Caller checked the expand_plan's why_not first.
template <class T>
void symm_expand(Queue& q, Side side, Uplo uplo, bool hermitian, T alpha, MatrixView<const T> A,
                 MatrixView<const T> B, T beta, MatrixView<T> C) {
  const int64_t m = C.rows, n = C.cols, na = side == Side::Left ? m : n, batch = C.batch;
  const bool bcast = A.stride == 0;
  const ScratchPlan plan = expand_plan<T>(na, bcast);
  const int64_t chunk = plan.chunk(q, batch);
  Workspace ws(q, static_cast<std::size_t>(plan.fixed + chunk * plan.per_item));
  T* S = ws.as<T>();
  const int64_t sS = bcast ? 0 : na * na;
  if (bcast) kernels::symmetrize<T>(q, uplo, hermitian, {A.data, na, na, A.ld, 0, 1}, S);
  const Scalar<T> a(alpha), b(beta);
  for (int64_t b0 = 0; b0 < batch; b0 += chunk) {
    const int64_t nb = std::min(chunk, batch - b0);
    if (!bcast) {
      const MatrixView<const T> Ab{A.data + b0 * A.stride, na, na, A.ld, A.stride, nb};
      kernels::symmetrize<T>(q, uplo, hermitian, Ab, S);
    }
    const T* Bb = B.data + b0 * B.stride;
    T* Cb = C.data + b0 * C.stride;
    if (side == Side::Left)
      gemm_batched<T>(q, Op::NoTrans, Op::NoTrans, m, n, m, a, S, na, sS, Bb, B.ld, B.stride, b,
                      Cb, C.ld, C.stride, nb);
    else
      gemm_batched<T>(q, Op::NoTrans, Op::NoTrans, m, n, n, a, Bb, B.ld, B.stride, S, na, sS, b,
                      Cb, C.ld, C.stride, nb);
  }
}

/// trmm: C := alpha*op(A)*B (Left) or alpha*B*op(A) (Right), A triangular (uplo, diag). C may
/// alias B exactly: B is then packed into scratch first, since GEMM's output may not alias an
/// input. C is written, never read (GEMM with beta 0).
template <class T>
void trmm_expand(Queue& q, Side side, Uplo uplo, Op transa, Diag diag, T alpha,
                 MatrixView<const T> A, MatrixView<const T> B, MatrixView<T> C) {
  const int64_t m = C.rows, n = C.cols, na = side == Side::Left ? m : n, batch = C.batch;
  const bool bcast = A.stride == 0;
  const bool in_place = static_cast<const void*>(C.data) == B.data;
  const ScratchPlan plan = expand_plan<T>(na, bcast, m, n, in_place);
  const int64_t chunk = plan.chunk(q, batch);
  Workspace ws(q, static_cast<std::size_t>(plan.fixed + chunk * plan.per_item));
  T* S = ws.as<T>();
  T* Bcopy = S + (bcast ? na * na : chunk * na * na);
  const int64_t sS = bcast ? 0 : na * na;
  if (bcast) kernels::triangle<T>(q, uplo, diag, {A.data, na, na, A.ld, 0, 1}, S);
  const Scalar<T> a(alpha), zero(T(0));
  for (int64_t b0 = 0; b0 < batch; b0 += chunk) {
    const int64_t nb = std::min(chunk, batch - b0);
    if (!bcast) {
      const MatrixView<const T> Ab{A.data + b0 * A.stride, na, na, A.ld, A.stride, nb};
      kernels::triangle<T>(q, uplo, diag, Ab, S);
    }
    const ChunkOfB<T> Bc = chunk_of_b<T>(q, B, b0, nb, in_place, Bcopy);
    T* Cb = C.data + b0 * C.stride;
    if (side == Side::Left)
      gemm_batched<T>(q, transa, Op::NoTrans, m, n, m, a, S, na, sS, Bc.ptr, Bc.ld, Bc.stride, zero,
                      Cb, C.ld, C.stride, nb);
    else
      gemm_batched<T>(q, Op::NoTrans, transa, m, n, n, a, Bc.ptr, Bc.ld, Bc.stride, S, na, sS, zero,
                      Cb, C.ld, C.stride, nb);
  }
}

}  // namespace batchlas::cublas
