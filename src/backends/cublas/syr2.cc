// syr2 vendor family: one cublas?syr2 per item on the queue's stream (complex T: cublasCsyr2/Zsyr2,
// complex-symmetric).
#include "backends/cublas/api.hh"
#include "backends/cublas/common.hh"
#include "ops/syr2/families.hh"

namespace batchlas::ops::syr2_family {

template <class T> select::Family<Syr2Args<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const Syr2Args<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const Syr2Args<T>& a) {
            const cublasHandle_t h = cublas::handle(q);
            const cublas::Scalar<T> alpha(a.alpha);
            for (int64_t b = 0; b < a.A.batch; ++b)
              cublas::check(cublas::api::syr2(h, cublas::fill(a.uplo), a.n(), alpha.get(),
                                              cublas::ptr(a.x.item(b)), a.x.inc,
                                              cublas::ptr(a.y.item(b)), a.y.inc,
                                              cublas::ptr(a.A.item(b)), a.A.ld),
                            "cublas?syr2");
          }};
}

template select::Family<Syr2Args<float>> vendor<float>();
template select::Family<Syr2Args<double>> vendor<double>();
template select::Family<Syr2Args<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<Syr2Args<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::syr2_family
