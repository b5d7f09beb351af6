// gerc vendor family: one cublas?gerc (ger for real T) per item on the queue's stream. Negative
// increments go to cuBLAS as BLAS defines them (lowest address, negative inc).
#include "backends/cublas/api.hh"
#include "backends/cublas/common.hh"
#include "ops/gerc/families.hh"

namespace batchlas::ops::gerc_family {

template <class T>
select::Family<GerArgs<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const GerArgs<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const GerArgs<T>& a) {
            const cublasHandle_t h = cublas::handle(q);
            const cublas::Scalar<T> alpha(a.alpha);
            for (int64_t b = 0; b < a.A.batch; ++b)
              cublas::check(
                  cublas::api::gerc(h, a.m(), a.n(), alpha.get(), cublas::ptr(a.x.item(b)), a.x.inc,
                                    cublas::ptr(a.y.item(b)), a.y.inc, cublas::ptr(a.A.item(b)),
                                    a.A.ld),
                  "cublas?gerc");
          }};
}

template select::Family<GerArgs<float>> vendor<float>();
template select::Family<GerArgs<double>> vendor<double>();
template select::Family<GerArgs<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<GerArgs<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::gerc_family
