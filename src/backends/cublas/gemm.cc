// gemm vendor family: one cublas?gemmStridedBatched for the whole batch (broadcast inputs have
// stride 0, which cuBLAS accepts), cut into int-sized chunks by gemm_batched.
#include "backends/cublas/gemm_batched.hh"
#include "ops/gemm/families.hh"

namespace batchlas::ops::gemm_family {

template <class T> select::Family<GemmArgs<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const GemmArgs<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const GemmArgs<T>& a) {
            const cublas::Scalar<T> alpha(a.alpha), beta(a.beta);
            cublas::gemm_batched<T>(q, a.transa, a.transb, a.m(), a.n(), a.k(), alpha, a.A.data,
                                    a.A.ld, a.A.stride, a.B.data, a.B.ld, a.B.stride, beta,
                                    a.C.data, a.C.ld, a.C.stride, a.C.batch);
          }};
}

template select::Family<GemmArgs<float>> vendor<float>();
template select::Family<GemmArgs<double>> vendor<double>();
template select::Family<GemmArgs<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<GemmArgs<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::gemm_family
