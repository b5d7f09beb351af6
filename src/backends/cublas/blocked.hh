// The `blocked` families of trmm, symm and hemm: run a step list of ops/common/blocked_plan.hh
// with one kernels::triangle / kernels::symmetrize per diagonal block and one cuBLAS
// strided-batched GEMM per step, each over a whole chunk of the batch. syrk/herk
// (run_rank_k_blocked): the diagonal blocks' products go to scratch and are folded into C.
//
// Scratch, per chunk: the diagonal blocks, block-major (block i of every item of the chunk, item
// stride size_i^2, then block i+1), once when A is broadcast; plus a packed copy of B per item
// when trmm runs in place (a GEMM's output may not alias its input, and block row i of C is
// written while later steps still read block row i of B).
#pragma once

#include <vector>

#include "backends/cublas/expand_gemm.hh"
#include "batchlas/settings.hh"
#include "kernels/common/fold.hh"
#include "ops/common/blocked_plan.hh"

namespace batchlas::cublas {

/// The block size for a structured matrix (or syrk/herk output) of order na:
/// BATCHLAS_BLOCKED_NB when set (capped at na), else ops::blocked::block_size(na).
inline int64_t blocked_block_size(int64_t na) {
  const auto& nb = settings().blocked_nb;
  return nb ? std::max<int64_t>(1, std::min(*nb, na)) : ops::blocked::block_size(na);
}

/// Scratch of a blocked run: the plan's diagonal blocks (once when A is broadcast, else per item)
/// and, for in-place trmm, an m x n copy of B per item.
template <class T>
ScratchPlan blocked_scratch(const ops::blocked::Plan& p, bool a_broadcast, int64_t m, int64_t n,
                            bool copy_b) {
  ScratchPlan s;
  (a_broadcast ? s.fixed : s.per_item) += ops::blocked::diag_elements(p) * int64_t(sizeof(T));
  if (copy_b) s.per_item += bytes_of<T>(m, n);
  return s;
}

/// Where each diagonal block starts in the block-major scratch holding `items` items of every
/// block (item stride size^2); `total` receives the elements of all of them.
inline std::vector<int64_t> block_offsets(const ops::blocked::Plan& p, int64_t items, int64_t& total) {
  std::vector<int64_t> offset;
  total = 0;
  for (const auto& b : p.diag) offset.push_back(total), total += items * b.size * b.size;
  return offset;
}

/// What fills a diagonal block of the scratch: trmm's triangle (uplo, diag) or symm/hemm's
/// mirrored matrix (uplo, hermitian).
struct Expansion {
  bool symmetric;
  Uplo uplo;
  Diag diag;        ///< triangle only
  bool hermitian;   ///< symmetric only
};

/// Runs plan p: C := the plan's product with alpha and beta (trmm passes beta 0). B may be C
/// itself only for trmm (Expansion::symmetric false); it is then copied first. Caller checked
/// blocked_scratch(...).why_not(q).
template <class T>
void run_blocked(Queue& q, const ops::blocked::Plan& p, const Expansion& e, T alpha,
                 MatrixView<const T> A, MatrixView<const T> B, T beta, MatrixView<T> C) {
  using ops::blocked::Src;
  const int64_t m = C.rows, n = C.cols, batch = C.batch;
  const bool bcast = A.stride == 0;
  const bool in_place = static_cast<const void*>(C.data) == B.data;
  const ScratchPlan plan = blocked_scratch<T>(p, bcast, m, n, in_place);
  const int64_t chunk = plan.chunk(q, batch);
  Workspace ws(q, static_cast<std::size_t>(plan.fixed + chunk * plan.per_item));
  T* const S = ws.as<T>();
  int64_t total = 0;  // the diagonal scratch holds one item when A is broadcast
  const std::vector<int64_t> offset = block_offsets(p, bcast ? 1 : chunk, total);
  T* const Bcopy = in_place ? S + total : nullptr;  // only in-place trmm has the copy
  auto expand = [&](const T* a0, int64_t items) {
    for (std::size_t i = 0; i < p.diag.size(); ++i) {
      const auto& b = p.diag[i];
      const MatrixView<const T> blk{a0 + b.start * (A.ld + 1), b.size, b.size, A.ld, A.stride, items};
      if (e.symmetric) kernels::symmetrize<T>(q, e.uplo, e.hermitian, blk, S + offset[i]);
      else kernels::triangle<T>(q, e.uplo, e.diag, blk, S + offset[i]);
    }
  };
  if (bcast) expand(A.data, 1);
  const Scalar<T> a(alpha), b(beta), one(T(1));
  for (int64_t b0 = 0; b0 < batch; b0 += chunk) {
    const int64_t nb = std::min(chunk, batch - b0);
    if (!bcast) expand(A.data + b0 * A.stride, nb);
    const T* Ab = A.data + b0 * A.stride;
    const ChunkOfB<T> Bc = chunk_of_b<T>(q, B, b0, nb, in_place, Bcopy);
    T* Cb = C.data + b0 * C.stride;
    // Pointer, leading dimension and item stride of a step's operand.
    struct Operand {
      const T* ptr;
      int64_t ld, stride;
    };
    auto operand = [&](Src s, int64_t row, int64_t col, int64_t block) -> Operand {
      if (s == Src::A) return {Ab + row + col * A.ld, A.ld, A.stride};
      if (s == Src::B) return {Bc.ptr + row + col * Bc.ld, Bc.ld, Bc.stride};
      const int64_t size = p.diag[std::size_t(block)].size;
      return {S + offset[std::size_t(block)], size, bcast ? 0 : size * size};
    };
    for (const auto& st : p.steps) {
      const Operand x = operand(st.x, st.x_row, st.x_col, st.block);
      const Operand y = operand(st.y, st.y_row, st.y_col, st.block);
      gemm_batched<T>(q, st.opx, st.opy, st.rows, st.cols, st.k, a, x.ptr, x.ld, x.stride, y.ptr,
                      y.ld, y.stride, st.accumulate ? one : b, Cb + st.c_row + st.c_col * C.ld,
                      C.ld, C.stride, nb);
    }
  }
}

/// syrk/herk blocked: C := alpha*op(A)*op(A)^T + beta*C (herk: ^H, alpha and beta real) on the
/// uplo triangle, by plan p (ops::blocked::rank_k_plan). Scratch: the diagonal blocks' products
/// per item (blocked_scratch<T>(p, false, 0, 0, false)). beta == 0: C is not read.
template <class T>
void run_rank_k_blocked(Queue& q, const ops::blocked::Plan& p, Uplo uplo, bool hermitian, T alpha,
                        MatrixView<const T> A, T beta, MatrixView<T> C) {
  const int64_t batch = C.batch;
  const ScratchPlan plan = blocked_scratch<T>(p, false, 0, 0, false);
  const int64_t chunk = plan.chunk(q, batch);
  Workspace ws(q, static_cast<std::size_t>(plan.fixed + chunk * plan.per_item));
  T* const P = ws.as<T>();
  int64_t total = 0;
  const std::vector<int64_t> offset = block_offsets(p, chunk, total);  // block i's products
  const Scalar<T> a(alpha), b(beta), zero(T(0));
  for (int64_t b0 = 0; b0 < batch; b0 += chunk) {
    const int64_t nb = std::min(chunk, batch - b0);
    const T* Ab = A.data + b0 * A.stride;
    T* Cb = C.data + b0 * C.stride;
    for (const auto& st : p.steps) {
      const T* x = Ab + st.x_row + st.x_col * A.ld;
      const T* y = Ab + st.y_row + st.y_col * A.ld;
      if (st.to_scratch) {
        const int64_t size = p.diag[std::size_t(st.block)].size;
        gemm_batched<T>(q, st.opx, st.opy, st.rows, st.cols, st.k, a, x, A.ld, A.stride, y, A.ld,
                        A.stride, zero, P + offset[std::size_t(st.block)], size, size * size, nb);
      } else {
        gemm_batched<T>(q, st.opx, st.opy, st.rows, st.cols, st.k, a, x, A.ld, A.stride, y, A.ld,
                        A.stride, b, Cb + st.c_row + st.c_col * C.ld, C.ld, C.stride, nb);
      }
    }
    for (std::size_t i = 0; i < p.diag.size(); ++i) {
      const auto& blk = p.diag[i];
      const MatrixView<T> Cd{Cb + blk.start * (C.ld + 1), blk.size, blk.size, C.ld, C.stride, nb};
      kernels::fold<T>(q, uplo, false, hermitian, P + offset[i], beta, Cd);
    }
  }
}

}  // namespace batchlas::cublas
