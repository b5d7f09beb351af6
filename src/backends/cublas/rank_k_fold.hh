// The gemm_fold expansion of syrk, herk, syr2k and her2k: per chunk of the batch, one
// strided-batched GEMM P_b := alpha*op(A_b)*op(B_b)^{T or H} into scratch (the full n x n
// square), then kernels::fold writes the uplo triangle of C: C := beta*C + P (rank k) or
// beta*C + P + P^{T or H} (rank 2k: (alpha*A*B^H)^H = conj(alpha)*B*A^H, so one GEMM covers
// both products). The GEMM computes the unneeded triangle too (about 2x the flops of the
// triangle); the native families avoid that, this one buys cuBLAS's GEMM speed instead.
#pragma once

#include "backends/cublas/expansion.hh"
#include "backends/cublas/gemm_batched.hh"
#include "kernels/common/fold.hh"

namespace batchlas::cublas {

/// Scratch of the gemm_fold families: one n x n product per item.
template <class T> ScratchPlan fold_plan(int64_t n) { return {0, bytes_of<T>(n, n)}; }

/// C := alpha*op(A)*op(B)^X [+ its transpose X] + beta*C on the uplo triangle, X = H when
/// hermitian (herk, her2k: the diagonal comes out exactly real) else T. trans is NoTrans
/// (A, B n x k) or Trans/ConjTrans (A, B k x n). rank2: add the transpose (syr2k, her2k).
/// beta == 0: C never read. Caller checked fold_plan<T>(n).why_not(q) first.
template <class T>
void rank_k_fold(Queue& q, Uplo uplo, Op trans, bool hermitian, bool rank2, T alpha,
                 MatrixView<const T> A, MatrixView<const T> B, T beta, MatrixView<T> C) {
  const int64_t n = C.rows, k = trans == Op::NoTrans ? A.cols : A.rows, batch = C.batch;
  const ScratchPlan plan = fold_plan<T>(n);
  const int64_t chunk = plan.chunk(q, batch);
  Workspace ws(q, static_cast<std::size_t>(chunk * plan.per_item));
  T* P = ws.as<T>();
  const Op t = hermitian ? Op::ConjTrans : Op::Trans;
  const Scalar<T> a(alpha), zero(T(0));
  for (int64_t b0 = 0; b0 < batch; b0 += chunk) {
    const int64_t nb = std::min(chunk, batch - b0);
    const T* Ab = A.data + b0 * A.stride;
    const T* Bb = B.data + b0 * B.stride;
    if (trans == Op::NoTrans)  // P = alpha * A * B^X, A and B n x k
      gemm_batched<T>(q, Op::NoTrans, t, n, n, k, a, Ab, A.ld, A.stride, Bb, B.ld, B.stride, zero,
                      P, n, n * n, nb);
    else  // P = alpha * A^X * B, A and B k x n
      gemm_batched<T>(q, t, Op::NoTrans, n, n, k, a, Ab, A.ld, A.stride, Bb, B.ld, B.stride, zero,
                      P, n, n * n, nb);
    MatrixView<T> Cb{C.data + b0 * C.stride, n, n, C.ld, C.stride, nb};
    kernels::fold(q, uplo, rank2, hermitian, P, beta, Cb);
  }
}

}  // namespace batchlas::cublas
