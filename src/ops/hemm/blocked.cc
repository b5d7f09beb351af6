// hemm blocked family (Kind Expansion, CUDA): only the diagonal blocks of A are mirrored into
// scratch (Hermitian (imaginary diagonal dropped)); per block row (Left) or block column (Right) of C, the stored panel and the
// mirrored panel are read in place by strided-batched GEMMs (op N and op C), so every flop
// runs in cuBLAS GEMM and A is copied na*nb elements per item instead of na^2
// (src/ops/common/blocked_plan.hh, src/backends/cublas/blocked.hh). Refuses only when
// BATCHLAS_EXPAND_ROUTE=loop or one item's scratch exceeds the workspace budget.
#ifdef BATCHLAS_HAVE_CUDA
#include "backends/cublas/blocked.hh"
#include "ops/hemm/families.hh"

namespace batchlas::ops::hemm_family {

namespace {
template <class T> ops::blocked::Plan plan_for(const SymmArgs<T>& a) {
  const int64_t na = a.side == Side::Left ? a.m() : a.n();
  return ops::blocked::symm_plan(a.side, a.uplo, true, a.m(), a.n(), ops::blocked::block_size(na));
}
}  // namespace

template <class T> select::Family<SymmArgs<T>> blocked() {
  return {"blocked", select::Kind::Expansion, Backend::Cuda,
          [](const SymmArgs<T>& a, const Queue& q) {
            return cublas::blocked_scratch<T>(plan_for(a), a.A.stride == 0, a.m(), a.n(), false).why_not(q);
          },
          [](Queue& q, const SymmArgs<T>& a) {
            const cublas::Expansion e{true, a.uplo, Diag::NonUnit, true};
            cublas::run_blocked<T>(q, plan_for(a), e, a.alpha, a.A, a.B, a.beta, a.C);
          }};
}

template select::Family<SymmArgs<std::complex<float>>> blocked<std::complex<float>>();
template select::Family<SymmArgs<std::complex<double>>> blocked<std::complex<double>>();

}  // namespace batchlas::ops::hemm_family
#endif
