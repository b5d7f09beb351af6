// syr2k vendor family: one cublas?syr2k per item on the queue's stream. Real T takes ConjTrans
// as Trans. beta == 0: cuBLAS documents that C need not hold valid data.
#include "backends/cublas/api.hh"
#include "backends/cublas/common.hh"
#include "ops/syr2k/families.hh"

namespace batchlas::ops::syr2k_family {

template <class T> select::Family<Syr2kArgs<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const Syr2kArgs<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const Syr2kArgs<T>& a) {
            const cublasHandle_t h = cublas::handle(q);
            const cublas::Scalar<T> alpha(a.alpha), beta(a.beta);
            for (int64_t b = 0; b < a.C.batch; ++b)
              cublas::check(cublas::api::syr2k(h, cublas::fill(a.uplo), cublas::op_for<T>(a.trans),
                                               a.n(), a.k(), alpha.get(), cublas::ptr(a.A.item(b)),
                                               a.A.ld, cublas::ptr(a.B.item(b)), a.B.ld,
                                               beta.get(), cublas::ptr(a.C.item(b)), a.C.ld),
                            "cublas?syr2k");
          }};
}

template select::Family<Syr2kArgs<float>> vendor<float>();
template select::Family<Syr2kArgs<double>> vendor<double>();
template select::Family<Syr2kArgs<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<Syr2kArgs<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::syr2k_family
