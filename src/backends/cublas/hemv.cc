// hemv vendor family: one cublas?hemv per item on the queue's stream (complex T; BLAS reads only
// the real part of A's diagonal, and the GPU tests plant imaginary parts there to hold cuBLAS to
// it). beta == 0: cuBLAS documents that y need not hold valid data, so NaN there is never read.
#include "backends/cublas/api.hh"
#include "backends/cublas/common.hh"
#include "ops/hemv/families.hh"

namespace batchlas::ops::hemv_family {

template <class T> select::Family<SymvArgs<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const SymvArgs<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const SymvArgs<T>& a) {
            const cublasHandle_t h = cublas::handle(q);
            const cublas::Scalar<T> alpha(a.alpha), beta(a.beta);
            for (int64_t b = 0; b < a.y.batch; ++b)
              cublas::check(cublas::api::hemv(h, cublas::fill(a.uplo), a.n(), alpha.get(),
                                              cublas::ptr(a.A.item(b)), a.A.ld,
                                              cublas::ptr(a.x.item(b)), a.x.inc, beta.get(),
                                              cublas::ptr(a.y.item(b)), a.y.inc),
                            "cublas?hemv");
          }};
}

template select::Family<SymvArgs<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<SymvArgs<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::hemv_family
