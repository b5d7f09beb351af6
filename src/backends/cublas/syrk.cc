// syrk vendor family: one cublas?syrk per item on the queue's stream (cuBLAS has no batched
// syrk). Launch-bound for small n: the native and gemm_fold families exist for that. Real T
// takes ConjTrans as Trans. beta == 0: cuBLAS documents that C need not hold valid data.
#include "backends/cublas/api.hh"
#include "backends/cublas/common.hh"
#include "ops/syrk/families.hh"

namespace batchlas::ops::syrk_family {

template <class T> select::Family<SyrkArgs<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const SyrkArgs<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const SyrkArgs<T>& a) {
            const cublasHandle_t h = cublas::handle(q);
            const cublas::Scalar<T> alpha(a.alpha), beta(a.beta);
            for (int64_t b = 0; b < a.C.batch; ++b)
              cublas::check(cublas::api::syrk(h, cublas::fill(a.uplo), cublas::op_for<T>(a.trans),
                                              a.n(), a.k(), alpha.get(), cublas::ptr(a.A.item(b)),
                                              a.A.ld, beta.get(), cublas::ptr(a.C.item(b)), a.C.ld),
                            "cublas?syrk");
          }};
}

template select::Family<SyrkArgs<float>> vendor<float>();
template select::Family<SyrkArgs<double>> vendor<double>();
template select::Family<SyrkArgs<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<SyrkArgs<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::syrk_family
