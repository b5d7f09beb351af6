// her2k gemm_fold family (Kind Expansion, CUDA): P = alpha*op(A)*op(B)^H by GEMM, then C := beta*C
// + P + P^H on the uplo triangle, diagonal exactly real.
// See src/backends/cublas/rank_k_fold.hh for the method, fold.hh for the fold kernel.
// Refuses only when BATCHLAS_EXPAND_ROUTE=loop or one item's n x n scratch exceeds the
// workspace budget; larger batches run in chunks.
#ifdef BATCHLAS_HAVE_CUDA
#include "backends/cublas/rank_k_fold.hh"
#include "ops/her2k/families.hh"

namespace batchlas::ops::her2k_family {

template <class T> select::Family<Her2kArgs<T>> gemm_fold() {
  return {"gemm_fold", select::Kind::Expansion, Backend::Cuda,
          [](const Her2kArgs<T>& a, const Queue& q) {
            return cublas::fold_plan<T>(a.n()).why_not(q);
          },
          [](Queue& q, const Her2kArgs<T>& a) {
            cublas::rank_k_fold<T>(q, a.uplo, a.trans,
                                   true, true, a.alpha, a.A, a.B, T(a.beta), a.C);
          }};
}

template select::Family<Her2kArgs<std::complex<float>>> gemm_fold<std::complex<float>>();
template select::Family<Her2kArgs<std::complex<double>>> gemm_fold<std::complex<double>>();

}  // namespace batchlas::ops::her2k_family
#endif
