// symm expand family (Kind Expansion, CUDA): A's stored triangle mirrored into scratch (complex T:
// complex-symmetric), then one strided-batched GEMM per chunk (src/backends/cublas/expand_gemm.hh).
// Refuses only when BATCHLAS_EXPAND_ROUTE=loop or one item's scratch exceeds the workspace budget.
#ifdef BATCHLAS_HAVE_CUDA
#include "backends/cublas/expand_gemm.hh"
#include "ops/symm/families.hh"

namespace batchlas::ops::symm_family {

template <class T> select::Family<SymmArgs<T>> expand() {
  return {"expand", select::Kind::Expansion, Backend::Cuda,
          [](const SymmArgs<T>& a, const Queue& q) {
            const int64_t na = a.side == Side::Left ? a.m() : a.n();
            return cublas::expand_plan<T>(na, a.A.stride == 0).why_not(q);
          },
          [](Queue& q, const SymmArgs<T>& a) {
            cublas::symm_expand<T>(q, a.side, a.uplo, false, a.alpha, a.A, a.B, a.beta, a.C);
          }};
}

template select::Family<SymmArgs<float>> expand<float>();
template select::Family<SymmArgs<double>> expand<double>();
template select::Family<SymmArgs<std::complex<float>>> expand<std::complex<float>>();
template select::Family<SymmArgs<std::complex<double>>> expand<std::complex<double>>();

}  // namespace batchlas::ops::symm_family
#endif
