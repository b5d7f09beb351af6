// The `recursive_native` family of syrk (kHerm false) and herk (kHerm true): C's uplo triangle
// cut into diagonal blocks of order nb (ops::blocked::native_diagonal_block: a multiple of the
// 64-row tile, 64 to 128, unless one block covers C). The off-diagonal squares go to cuBLAS
// GEMM, level by level as in `recursive` (ops::blocked::rank_k_plan without its diagonal steps;
// a level's squares as one pointer-array GEMM for float types, one strided-batched GEMM each
// for double types); the diagonal blocks go to the `triangular` tile kernel, every full block of
// the batch in one launch (RankkParams::blocks) and a short last block in a second.
//
// Why: the off-diagonal squares are plain GEMMs, which cuBLAS runs near the tensor pipes' peak
// (double: `triangular`'s m16n8k8 engine keeps the FP64 pipe 56-59% busy, docs/PERFORMANCE-LOG.md
// session 23), while `recursive` and `blocked` compute each diagonal block as a full square
// into scratch and fold it (n*nb*k extra flops and a pass over the scratch). Here the GEMMs
// take n*(n - nb)*k flops, the tile kernel the diagonal triangles (n*nb*k plus its diagonal
// tiles' waste); nothing goes through scratch except the float types' pointer arrays.
// Method: the GEMM-based level 3 BLAS (Kagstrom, Ling, Van Loan, ACM TOMS 24(3), 1998) with the
// recursion-level grouping of Elmroth, Gustavson, Jonsson, Kagstrom, SIAM Review 46(1), 2004.
#pragma once
#ifdef BATCHLAS_HAVE_CUDA
#include "backends/cublas/blocked.hh"
#include "kernels/level3/rankk_tiles.cuh"

namespace batchlas::ops {

/// Diagonal block order of `recursive_native` at n (ops::blocked::native_diagonal_block).
inline int64_t recursive_native_nb(int64_t n) {
  return blocked::native_diagonal_block(n, settings().blocked_nb,
                                        batchlas::kernels::level3::kTriangularTile);
}

/// How `recursive_native` runs a level's squares. Double types: one strided-batched GEMM per
/// square (syrk d 1.53-1.66x cuBLAS GEMM against 1.45-1.55x with pointer arrays), no scratch;
/// float types: one pointer-array GEMM per level (syrk s 1.52-1.72x against 1.52-1.62x;
/// complex<float> within 0.03 either way). Session 27, calls 2-3.
template <class T>
inline constexpr cublas::Repeats kNativeRepeats =
    sizeof(real_t<T>) == 8 ? cublas::Repeats::Strided : cublas::Repeats::Pointers;

template <class T, bool kHerm, template <class> class Args>
select::Family<Args<T>> rank_k_recursive_native_family() {
  namespace k3 = batchlas::kernels::level3;
  using D = k3::dev_t<T>;
  struct Impl {
    static blocked::Plan plan(const Args<T>& a, int64_t nb) {
      // By recursion level: block rows (Grouping::Rows) ran 0.85-1.03x of it (session 27).
      // The diagonal blocks go to the tile kernel, straight into C: no scratch.
      return blocked::without_diagonal(
          blocked::rank_k_plan(a.uplo, a.trans, kHerm, a.n(), a.k(), nb, blocked::Grouping::Levels));
    }
    /// The diagonal blocks [start + j*size, + size), j < count, of every item by the tile kernel.
    static void diagonal(Queue& q, const Args<T>& a, int64_t start, int64_t size, int64_t count) {
      const bool notrans = a.trans == Op::NoTrans;
      MatrixView<const T> A0 = a.A;
      A0.data += notrans ? start : start * a.A.ld;
      (notrans ? A0.rows : A0.cols) = size;
      MatrixView<T> C0 = a.C;
      C0.data += start * (a.C.ld + 1);
      C0.rows = C0.cols = size;
      auto p = k3::rankk_params<T>(k3::kTriangularTile, false, a.uplo, a.trans, A0, nullptr, C0,
                                   T(a.alpha), T(a.beta), kHerm && a.trans == Op::ConjTrans);
      k3::rankk_diagonal_blocks(p, count, size, notrans);
      k3::rankk_launch<D, k3::kTriangularTile, false, kHerm, true>(q, p);
    }
  };
  return {"recursive_native", select::Kind::Expansion, Backend::Cuda,
          [](const Args<T>& a, const Queue& q) {
            const std::string why = k3::triangular_why_not<D, false>(q);
            if (!why.empty()) return why;
            return cublas::blocked_scratch<T>(Impl::plan(a, recursive_native_nb(a.n())), false, 0,
                                              0, false, kNativeRepeats<T>)
                .why_not(q);
          },
          [](Queue& q, const Args<T>& a) {
            const int64_t n = a.n(), nb = recursive_native_nb(n);
            const blocked::Plan p = Impl::plan(a, nb);
            if (!p.steps.empty())
              cublas::run_rank_k_blocked<T>(q, p, a.uplo, kHerm, T(a.alpha), a.A, T(a.beta), a.C,
                                            kNativeRepeats<T>);
            // The diagonal blocks after the GEMMs, on the same stream. On a second stream beside
            // them: 1.00-1.04x for double and complex, 0.92-1.00x for float (call 3); not kept.
            const int64_t full = n / nb, rest = n - full * nb;
            if (full > 0) Impl::diagonal(q, a, 0, nb, full);
            if (rest > 0) Impl::diagonal(q, a, full * nb, rest, 1);
          }};
}

}  // namespace batchlas::ops
#endif
