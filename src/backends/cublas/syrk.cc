// syrk vendor family: one cublas?syrk per item on the queue's stream (cuBLAS has no batched
// syrk). Launch-bound for small n: the native and gemm_fold families exist for that.
#include <cstring>

#include "backends/cublas/common.hh"
#include "ops/syrk/families.hh"

namespace batchlas::ops::syrk_family {

namespace {
inline cublasStatus_t call(cublasHandle_t h, cublasFillMode_t u, cublasOperation_t t, int n,
                           int k, const float* al, const float* a, int lda, const float* be,
                           float* c, int ldc) {
  return cublasSsyrk(h, u, t, n, k, al, a, lda, be, c, ldc);
}
inline cublasStatus_t call(cublasHandle_t h, cublasFillMode_t u, cublasOperation_t t, int n,
                           int k, const double* al, const double* a, int lda, const double* be,
                           double* c, int ldc) {
  return cublasDsyrk(h, u, t, n, k, al, a, lda, be, c, ldc);
}
inline cublasStatus_t call(cublasHandle_t h, cublasFillMode_t u, cublasOperation_t t, int n,
                           int k, const cuComplex* al, const cuComplex* a, int lda,
                           const cuComplex* be, cuComplex* c, int ldc) {
  return cublasCsyrk(h, u, t, n, k, al, a, lda, be, c, ldc);
}
inline cublasStatus_t call(cublasHandle_t h, cublasFillMode_t u, cublasOperation_t t, int n,
                           int k, const cuDoubleComplex* al, const cuDoubleComplex* a, int lda,
                           const cuDoubleComplex* be, cuDoubleComplex* c, int ldc) {
  return cublasZsyrk(h, u, t, n, k, al, a, lda, be, c, ldc);
}
}  // namespace

template <class T> select::Family<SyrkArgs<T>> vendor() {
  return {"vendor", select::Kind::Vendor, Backend::Cuda,
          [](const SyrkArgs<T>& a, const Queue&) {
            return cublas::int32_limit({a.n(), a.k(), a.A.ld, a.C.ld});
          },
          [](Queue& q, const SyrkArgs<T>& a) {
            cublasHandle_t h = cuda::cublas(q);
            cuda::check(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST), "cublasSetPointerMode");
            const cublas::Scalar<T> alpha(a.alpha), beta(a.beta);
            // cuBLAS rejects ConjTrans for real syrk; for real T it means Trans.
            const Op t = (!is_complex_v<T> && a.trans == Op::ConjTrans) ? Op::Trans : a.trans;
            for (int64_t b = 0; b < a.C.batch; ++b)
              cuda::check(call(h, cublas::fill(a.uplo), cublas::op(t), cuda::to_int(a.n()),
                               cuda::to_int(a.k()), alpha.get(), cublas::ptr(a.A.item(b)),
                               cuda::to_int(a.A.ld), beta.get(), cublas::ptr(a.C.item(b)),
                               cuda::to_int(a.C.ld)),
                          "cublas?syrk");
          }};
}

template select::Family<SyrkArgs<float>> vendor<float>();
template select::Family<SyrkArgs<double>> vendor<double>();
template select::Family<SyrkArgs<std::complex<float>>> vendor<std::complex<float>>();
template select::Family<SyrkArgs<std::complex<double>>> vendor<std::complex<double>>();

}  // namespace batchlas::ops::syrk_family
