// trmv vendor family: one cublas?trmv per item on the queue's stream (x overwritten in place;
// negative increments as BLAS defines them).
#include "backends/cublas/api.hh"
#include "backends/cublas/common.hh"
#include "ops/trmv/families.hh"

namespace batchlas::ops::trmv_family {

template <class T> select::Family<TrmvArgs<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const TrmvArgs<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const TrmvArgs<T>& a) {
            const cublasHandle_t h = cublas::handle(q);
            for (int64_t b = 0; b < a.x.batch; ++b)
              cublas::check(cublas::api::trmv(h, cublas::fill(a.uplo), cublas::op_for<T>(a.trans),
                                              cublas::diag(a.diag), a.n(),
                                              cublas::ptr(a.A.item(b)), a.A.ld,
                                              cublas::ptr(a.x.item(b)), a.x.inc),
                            "cublas?trmv");
          }};
}

template select::Family<TrmvArgs<float>> vendor<float>();
template select::Family<TrmvArgs<double>> vendor<double>();
template select::Family<TrmvArgs<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<TrmvArgs<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::trmv_family
