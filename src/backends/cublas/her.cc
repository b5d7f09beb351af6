// her vendor family: one cublas?her per item on the queue's stream (real alpha), then the
// diagonal's imaginary parts set to exactly zero in one pass (DESIGN.md §1).
#include "backends/cublas/api.hh"
#include "backends/cublas/common.hh"
#include "kernels/common/scale.hh"
#include "ops/her/families.hh"

namespace batchlas::ops::her_family {

template <class T> select::Family<SyrArgs<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const SyrArgs<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const SyrArgs<T>& a) {
            const cublasHandle_t h = cublas::handle(q);
            const cublas::Scalar<real_t<T>> alpha(a.alpha.real());
            for (int64_t b = 0; b < a.A.batch; ++b)
              cublas::check(cublas::api::her(h, cublas::fill(a.uplo), a.n(), alpha.get(),
                                             cublas::ptr(a.x.item(b)), a.x.inc,
                                             cublas::ptr(a.A.item(b)), a.A.ld),
                            "cublas?her");
            kernels::real_diagonal(q, a.A);
          }};
}

template select::Family<SyrArgs<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<SyrArgs<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::her_family
