// symm vendor family: one cublas?symm per item on the queue's stream (complex T: cublasCsymm/Zsymm,
// complex-symmetric). beta == 0: cuBLAS documents that C need not hold valid data, so NaN there is
// never read.
#include "backends/cublas/api.hh"
#include "backends/cublas/common.hh"
#include "ops/symm/families.hh"

namespace batchlas::ops::symm_family {

template <class T> select::Family<SymmArgs<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const SymmArgs<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const SymmArgs<T>& a) {
            const cublasHandle_t h = cublas::handle(q);
            const cublas::Scalar<T> alpha(a.alpha), beta(a.beta);
            for (int64_t b = 0; b < a.C.batch; ++b)
              cublas::check(cublas::api::symm(h, cublas::side(a.side), cublas::fill(a.uplo), a.m(),
                                              a.n(), alpha.get(), cublas::ptr(a.A.item(b)), a.A.ld,
                                              cublas::ptr(a.B.item(b)), a.B.ld, beta.get(),
                                              cublas::ptr(a.C.item(b)), a.C.ld),
                            "cublas?symm");
          }};
}

template select::Family<SymmArgs<float>> vendor<float>();
template select::Family<SymmArgs<double>> vendor<double>();
template select::Family<SymmArgs<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<SymmArgs<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::symm_family
