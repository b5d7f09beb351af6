// The `blocked` family of syrk (SyrkArgs, kHerm false) and herk (HerkArgs, kHerm true): the
// off-diagonal blocks of C's uplo triangle are written straight into C with beta, one batched
// GEMM per recursion level, and the diagonal blocks' products go to scratch and are folded into
// C's triangle (kernels::fold; herk: exactly real diagonal). The GEMM flops are n^2 k (1 + nb/n)
// against gemm_fold's 2 n^2 k, and the scratch is n*nb per item instead of n^2
// (src/ops/common/blocked_plan.hh, src/backends/cublas/blocked.hh). Refuses only when
// BATCHLAS_EXPAND_ROUTE=loop or one item's scratch exceeds the workspace budget.
#pragma once
#ifdef BATCHLAS_HAVE_CUDA
#include "backends/cublas/blocked.hh"

namespace batchlas::ops {

/// kG: Grouping::Rows is the `blocked` family, Grouping::Levels the `recursive` one.
template <class T, bool kHerm, template <class> class Args, blocked::Grouping kG>
select::Family<Args<T>> rank_k_blocked_family() {
  struct Impl {
    static blocked::Plan plan(const Args<T>& a) {
      return blocked::rank_k_plan(a.uplo, a.trans, kHerm, a.n(), a.k(), cublas::blocked_block_size(a.n()), kG);
    }
  };
  return {kG == blocked::Grouping::Rows ? "blocked" : "recursive", select::Kind::Expansion, Backend::Cuda,
          [](const Args<T>& a, const Queue& q) {
            return cublas::blocked_scratch<T>(Impl::plan(a), false, 0, 0, false).why_not(q);
          },
          [](Queue& q, const Args<T>& a) {
            cublas::run_rank_k_blocked<T>(q, Impl::plan(a), a.uplo, kHerm, T(a.alpha), a.A, T(a.beta), a.C);
          }};
}

}  // namespace batchlas::ops
#endif
