// gemv vendor family: one cublas?gemvStridedBatched for the whole batch when both increments
// are positive; with a negative increment, one cublas?gemv per item (the single-item routine
// follows BLAS for negative increments; the strided-batched one does not document it).
#include <algorithm>

#include "backends/cublas/gemm_batched.hh"
#include "ops/gemv/families.hh"

namespace batchlas::ops::gemv_family {

template <class T> select::Family<GemvArgs<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const GemvArgs<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const GemvArgs<T>& a) {
            const cublasHandle_t h = cublas::handle(q);
            const cublas::Scalar<T> alpha(a.alpha), beta(a.beta);
            const auto t = cublas::op_for<T>(a.trans);
            if (a.x.inc > 0 && a.y.inc > 0) {
              for (int64_t b0 = 0; b0 < a.y.batch; b0 += cublas::kMaxBatchPerCall) {
                const int64_t nb = std::min(cublas::kMaxBatchPerCall, a.y.batch - b0);
                cublas::check(cublas::api::gemv_strided_batched(
                                  h, t, a.m(), a.n(), alpha.get(), cublas::ptr(a.A.item(b0)),
                                  a.A.ld, a.A.stride, cublas::ptr(a.x.item(b0)), a.x.inc,
                                  a.x.stride, beta.get(), cublas::ptr(a.y.item(b0)), a.y.inc,
                                  a.y.stride, nb),
                              "cublas?gemvStridedBatched");
              }
              return;
            }
            for (int64_t b = 0; b < a.y.batch; ++b)
              cublas::check(cublas::api::gemv(h, t, a.m(), a.n(), alpha.get(),
                                              cublas::ptr(a.A.item(b)), a.A.ld,
                                              cublas::ptr(a.x.item(b)), a.x.inc, beta.get(),
                                              cublas::ptr(a.y.item(b)), a.y.inc),
                            "cublas?gemv");
          }};
}

template select::Family<GemvArgs<float>> vendor<float>();
template select::Family<GemvArgs<double>> vendor<double>();
template select::Family<GemvArgs<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<GemvArgs<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::gemv_family
