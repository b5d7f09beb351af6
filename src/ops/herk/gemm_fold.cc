// herk gemm_fold family (Kind Expansion, CUDA): P = alpha*op(A)*op(A)^H by GEMM, then the uplo
// triangle folded into C with an exactly real diagonal.
// See src/backends/cublas/rank_k_fold.hh for the method, fold.hh for the fold kernel.
// Refuses only when BATCHLAS_EXPAND_ROUTE=loop or one item's n x n scratch exceeds the
// workspace budget; larger batches run in chunks.
#ifdef BATCHLAS_HAVE_CUDA
#include "backends/cublas/rank_k_fold.hh"
#include "ops/herk/families.hh"

namespace batchlas::ops::herk_family {

template <class T> select::Family<HerkArgs<T>> gemm_fold() {
  return {"gemm_fold", select::Kind::Expansion, Backend::Cuda,
          [](const HerkArgs<T>& a, const Queue& q) {
            return cublas::fold_plan<T>(a.n()).why_not(q);
          },
          [](Queue& q, const HerkArgs<T>& a) {
            cublas::rank_k_fold<T>(q, a.uplo, a.trans,
                                   true, false, T(a.alpha), a.A, a.A, T(a.beta), a.C);
          }};
}

template select::Family<HerkArgs<std::complex<float>>> gemm_fold<std::complex<float>>();
template select::Family<HerkArgs<std::complex<double>>> gemm_fold<std::complex<double>>();

}  // namespace batchlas::ops::herk_family
#endif
