// her2k vendor family: one cublas?her2k per item on the queue's stream (complex alpha, real
// beta), then the diagonal's imaginary parts set to exactly zero in one pass (DESIGN.md §1).
#include "backends/cublas/api.hh"
#include "backends/cublas/common.hh"
#include "kernels/common/scale.hh"
#include "ops/her2k/families.hh"

namespace batchlas::ops::her2k_family {

template <class T> select::Family<Her2kArgs<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const Her2kArgs<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const Her2kArgs<T>& a) {
            const cublasHandle_t h = cublas::handle(q);
            const cublas::Scalar<T> alpha(a.alpha);
            const cublas::Scalar<real_t<T>> beta(a.beta);
            // cublas?her2k lets a NaN/Inf imaginary diagonal of C reach the real part (seen on
            // the H200, cuBLAS 13.1); reference BLAS never reads it, so clear it first.
            if (a.beta != real_t<T>(0)) kernels::real_diagonal(q, a.C);
            for (int64_t b = 0; b < a.C.batch; ++b)
              cublas::check(cublas::api::her2k(h, cublas::fill(a.uplo), cublas::op(a.trans), a.n(),
                                               a.k(), alpha.get(), cublas::ptr(a.A.item(b)),
                                               a.A.ld, cublas::ptr(a.B.item(b)), a.B.ld,
                                               beta.get(), cublas::ptr(a.C.item(b)), a.C.ld),
                            "cublas?her2k");
            kernels::real_diagonal(q, a.C);
          }};
}

template select::Family<Her2kArgs<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<Her2kArgs<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::her2k_family
