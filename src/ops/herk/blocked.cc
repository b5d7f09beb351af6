// herk blocked family (Kind Expansion, CUDA): per block row of C's uplo triangle, the off-diagonal
// panel is one strided-batched GEMM written straight into C with beta, and the diagonal block's
// product goes to scratch and is folded into C's triangle (exactly real diagonal) (kernels::fold). The GEMM
// flops are n^2 k (1 + nb/n) against gemm_fold's 2 n^2 k, and the scratch is n*nb per item
// instead of n^2 (src/ops/common/blocked_plan.hh, src/backends/cublas/blocked.hh). Refuses only
// when BATCHLAS_EXPAND_ROUTE=loop or one item's scratch exceeds the workspace budget.
#ifdef BATCHLAS_HAVE_CUDA
#include "backends/cublas/blocked.hh"
#include "ops/herk/families.hh"

namespace batchlas::ops::herk_family {

namespace {
template <class T> ops::blocked::Plan plan_for(const HerkArgs<T>& a) {
  return ops::blocked::rank_k_plan(a.uplo, a.trans, true, a.n(), a.k(), ops::blocked::block_size(a.n()));
}
}  // namespace

template <class T> select::Family<HerkArgs<T>> blocked() {
  return {"blocked", select::Kind::Expansion, Backend::Cuda,
          [](const HerkArgs<T>& a, const Queue& q) {
            return cublas::blocked_scratch<T>(plan_for(a), false, 0, 0, false).why_not(q);
          },
          [](Queue& q, const HerkArgs<T>& a) {
            cublas::run_rank_k_blocked<T>(q, plan_for(a), a.uplo, true, T(a.alpha), a.A, T(a.beta), a.C);
          }};
}

template select::Family<HerkArgs<std::complex<float>>> blocked<std::complex<float>>();
template select::Family<HerkArgs<std::complex<double>>> blocked<std::complex<double>>();

}  // namespace batchlas::ops::herk_family
#endif
