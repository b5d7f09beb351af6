// trmm expand family (Kind Expansion, CUDA): A's triangle written out with zeros in the other
// triangle (ones on a unit diagonal), then one strided-batched GEMM per chunk into C; in place
// (C aliases B) packs B into scratch first (src/backends/cublas/expand_gemm.hh). Refuses only
// when BATCHLAS_EXPAND_ROUTE=loop or one item's scratch exceeds the workspace budget.
#ifdef BATCHLAS_HAVE_CUDA
#include "backends/cublas/expand_gemm.hh"
#include "ops/trmm/families.hh"

namespace batchlas::ops::trmm_family {

template <class T> select::Family<TrmmArgs<T>> expand() {
  return {"expand", select::Kind::Expansion, Backend::Cuda,
          [](const TrmmArgs<T>& a, const Queue& q) {
            const int64_t na = a.side == Side::Left ? a.m() : a.n();
            return cublas::expand_plan<T>(na, a.A.stride == 0, a.m(), a.n(), a.in_place())
                .why_not(q);
          },
          [](Queue& q, const TrmmArgs<T>& a) {
            cublas::trmm_expand<T>(q, a.side, a.uplo, a.transa, a.diag, a.alpha, a.A, a.B, a.C);
          }};
}

template select::Family<TrmmArgs<float>> expand<float>();
template select::Family<TrmmArgs<double>> expand<double>();
template select::Family<TrmmArgs<std::complex<float>>> expand<std::complex<float>>();
template select::Family<TrmmArgs<std::complex<double>>> expand<std::complex<double>>();

}  // namespace batchlas::ops::trmm_family
#endif
