// The `blocked` family of symm (kHerm false) and hemm (kHerm true): only the diagonal blocks of A
// are mirrored into scratch (complex symm: complex-symmetric; hemm: Hermitian, imaginary diagonal
// dropped); the off-diagonal blocks of the stored triangle are read in place, grouped by
// recursion level, each level by two batched GEMMs (op N, and op T for symm or C for hemm), so
// every flop runs in cuBLAS GEMM and A is copied na*nb elements per item instead of na^2
// (src/ops/common/blocked_plan.hh, src/backends/cublas/blocked.hh). Refuses only when
// BATCHLAS_EXPAND_ROUTE=loop or one item's scratch exceeds the workspace budget.
#pragma once
#ifdef BATCHLAS_HAVE_CUDA
#include "backends/cublas/blocked.hh"
#include "ops/symm/args.hh"

namespace batchlas::ops {

/// kG: Grouping::Rows is the `blocked` family, Grouping::Levels the `recursive` one.
template <class T, bool kHerm, blocked::Grouping kG> select::Family<SymmArgs<T>> symm_blocked_family() {
  struct Impl {
    static blocked::Plan plan(const SymmArgs<T>& a) {
      const int64_t na = a.side == Side::Left ? a.m() : a.n();
      return blocked::symm_plan(a.side, a.uplo, kHerm, a.m(), a.n(), cublas::blocked_block_size(na), kG);
    }
  };
  return {kG == blocked::Grouping::Rows ? "blocked" : "recursive", select::Kind::Expansion, Backend::Cuda,
          [](const SymmArgs<T>& a, const Queue& q) {
            return cublas::blocked_scratch<T>(Impl::plan(a), a.A.stride == 0, a.m(), a.n(), false).why_not(q);
          },
          [](Queue& q, const SymmArgs<T>& a) {
            const cublas::Expansion e{true, a.uplo, Diag::NonUnit, kHerm};
            cublas::run_blocked<T>(q, Impl::plan(a), e, a.alpha, a.A, a.B, a.beta, a.C);
          }};
}

}  // namespace batchlas::ops
#endif
