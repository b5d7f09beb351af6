// trmm vendor family: one cublas?trmm per item on the queue's stream. cuBLAS's trmm is out of
// place (separate B and C since CUDA 4.0's v2 API) and runs in place when C == B with ldc == ldb,
// which is exactly what an aliased call hands over (TrmmArgs::in_place). C is written, not read.
#include "backends/cublas/api.hh"
#include "backends/cublas/common.hh"
#include "ops/trmm/families.hh"

namespace batchlas::ops::trmm_family {

template <class T> select::Family<TrmmArgs<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const TrmmArgs<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const TrmmArgs<T>& a) {
            const cublasHandle_t h = cublas::handle(q);
            const cublas::Scalar<T> alpha(a.alpha);
            for (int64_t b = 0; b < a.C.batch; ++b)
              cublas::check(cublas::api::trmm(h, cublas::side(a.side), cublas::fill(a.uplo),
                                              cublas::op_for<T>(a.transa), cublas::diag(a.diag),
                                              a.m(), a.n(), alpha.get(), cublas::ptr(a.A.item(b)),
                                              a.A.ld, cublas::ptr(a.B.item(b)), a.B.ld,
                                              cublas::ptr(a.C.item(b)), a.C.ld),
                            "cublas?trmm");
          }};
}

template select::Family<TrmmArgs<float>> vendor<float>();
template select::Family<TrmmArgs<double>> vendor<double>();
template select::Family<TrmmArgs<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<TrmmArgs<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::trmm_family
