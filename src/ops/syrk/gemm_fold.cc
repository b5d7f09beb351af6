// syrk gemm_fold family (Kind Expansion, CUDA): P = alpha*op(A)*op(A)^T by GEMM, then the uplo
// triangle folded into C.
// See src/backends/cublas/rank_k_fold.hh for the method, fold.hh for the fold kernel.
// Refuses only when BATCHLAS_EXPAND_ROUTE=loop or one item's n x n scratch exceeds the
// workspace budget; larger batches run in chunks.
#ifdef BATCHLAS_HAVE_CUDA
#include "backends/cublas/rank_k_fold.hh"
#include "ops/syrk/families.hh"

namespace batchlas::ops::syrk_family {

template <class T> select::Family<SyrkArgs<T>> gemm_fold() {
  return {"gemm_fold", select::Kind::Expansion, Backend::Cuda,
          [](const SyrkArgs<T>& a, const Queue& q) {
            return cublas::fold_plan<T>(a.n()).why_not(q);
          },
          [](Queue& q, const SyrkArgs<T>& a) {
            cublas::rank_k_fold<T>(q, a.uplo, a.trans,
                                   false, false, a.alpha, a.A, a.A, a.beta, a.C);
          }};
}

template select::Family<SyrkArgs<float>> gemm_fold<float>();
template select::Family<SyrkArgs<double>> gemm_fold<double>();
template select::Family<SyrkArgs<std::complex<float>>> gemm_fold<std::complex<float>>();
template select::Family<SyrkArgs<std::complex<double>>> gemm_fold<std::complex<double>>();

}  // namespace batchlas::ops::syrk_family
#endif
