// her2 vendor family: one cublas?her2 per item on the queue's stream, then the diagonal's
// imaginary parts set to exactly zero in one pass (DESIGN.md §1).
#include "backends/cublas/api.hh"
#include "backends/cublas/common.hh"
#include "kernels/common/scale.hh"
#include "ops/her2/families.hh"

namespace batchlas::ops::her2_family {

template <class T> select::Family<Syr2Args<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const Syr2Args<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const Syr2Args<T>& a) {
            const cublasHandle_t h = cublas::handle(q);
            const cublas::Scalar<T> alpha(a.alpha);
            for (int64_t b = 0; b < a.A.batch; ++b)
              cublas::check(cublas::api::her2(h, cublas::fill(a.uplo), a.n(), alpha.get(),
                                              cublas::ptr(a.x.item(b)), a.x.inc,
                                              cublas::ptr(a.y.item(b)), a.y.inc,
                                              cublas::ptr(a.A.item(b)), a.A.ld),
                            "cublas?her2");
            kernels::real_diagonal(q, a.A);
          }};
}

template select::Family<Syr2Args<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<Syr2Args<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::her2_family
