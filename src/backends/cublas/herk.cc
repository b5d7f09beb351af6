// herk vendor family: one cublas?herk per item on the queue's stream, real alpha and beta.
// Afterwards the diagonal's imaginary parts are set to exactly zero in one pass over the batch
// (reference BLAS does this; cuBLAS does not document it, and the rule is ours: DESIGN.md §1).
#include "backends/cublas/api.hh"
#include "backends/cublas/common.hh"
#include "kernels/common/scale.hh"
#include "ops/herk/families.hh"

namespace batchlas::ops::herk_family {

template <class T> select::Family<HerkArgs<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const HerkArgs<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const HerkArgs<T>& a) {
            const cublasHandle_t h = cublas::handle(q);
            const cublas::Scalar<real_t<T>> alpha(a.alpha), beta(a.beta);
            for (int64_t b = 0; b < a.C.batch; ++b)
              cublas::check(cublas::api::herk(h, cublas::fill(a.uplo), cublas::op(a.trans), a.n(),
                                              a.k(), alpha.get(), cublas::ptr(a.A.item(b)),
                                              a.A.ld, beta.get(), cublas::ptr(a.C.item(b)), a.C.ld),
                            "cublas?herk");
            kernels::real_diagonal(q, a.C);
          }};
}

template select::Family<HerkArgs<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<HerkArgs<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::herk_family
