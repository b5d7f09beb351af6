// syr vendor family: one cublas?syr per item on the queue's stream (complex T: cublasCsyr/Zsyr,
// complex-symmetric). Only the uplo triangle is written.
#include "backends/cublas/api.hh"
#include "backends/cublas/common.hh"
#include "ops/syr/families.hh"

namespace batchlas::ops::syr_family {

template <class T> select::Family<SyrArgs<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const SyrArgs<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const SyrArgs<T>& a) {
            const cublasHandle_t h = cublas::handle(q);
            const cublas::Scalar<T> alpha(a.alpha);
            for (int64_t b = 0; b < a.A.batch; ++b)
              cublas::check(cublas::api::syr(h, cublas::fill(a.uplo), a.n(), alpha.get(),
                                             cublas::ptr(a.x.item(b)), a.x.inc,
                                             cublas::ptr(a.A.item(b)), a.A.ld),
                            "cublas?syr");
          }};
}

template select::Family<SyrArgs<float>> vendor<float>();
template select::Family<SyrArgs<double>> vendor<double>();
template select::Family<SyrArgs<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<SyrArgs<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::syr_family
