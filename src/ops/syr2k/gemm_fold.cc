// syr2k gemm_fold family (Kind Expansion, CUDA): P = alpha*op(A)*op(B)^T by GEMM, then C := beta*C
// + P + P^T on the uplo triangle.
// See src/backends/cublas/rank_k_fold.hh for the method, fold.hh for the fold kernel.
// Refuses only when BATCHLAS_EXPAND_ROUTE=loop or one item's n x n scratch exceeds the
// workspace budget; larger batches run in chunks.
#ifdef BATCHLAS_HAVE_CUDA
#include "backends/cublas/rank_k_fold.hh"
#include "ops/syr2k/families.hh"

namespace batchlas::ops::syr2k_family {

template <class T> select::Family<Syr2kArgs<T>> gemm_fold() {
  return {"gemm_fold", select::Kind::Expansion, Backend::Cuda,
          [](const Syr2kArgs<T>& a, const Queue& q) {
            return cublas::fold_plan<T>(a.n()).why_not(q);
          },
          [](Queue& q, const Syr2kArgs<T>& a) {
            cublas::rank_k_fold<T>(q, a.uplo, a.trans,
                                   false, true, a.alpha, a.A, a.B, a.beta, a.C);
          }};
}

template select::Family<Syr2kArgs<float>> gemm_fold<float>();
template select::Family<Syr2kArgs<double>> gemm_fold<double>();
template select::Family<Syr2kArgs<std::complex<float>>> gemm_fold<std::complex<float>>();
template select::Family<Syr2kArgs<std::complex<double>>> gemm_fold<std::complex<double>>();

}  // namespace batchlas::ops::syr2k_family
#endif
