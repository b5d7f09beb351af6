// Device side of kernels::fold (fold.hh).
#include "core/cuda/check.hh"
#include "kernels/common/device.cuh"
#include "kernels/common/fold.hh"

namespace batchlas::kernels {

namespace {

using namespace device;

template <class D>
__global__ void fold_kernel(bool lower, bool add_transpose, bool hermitian, const D* P, D beta,
                            bool beta_zero, D* C, int64_t n, int64_t ldc, int64_t stride,
                            int64_t batch) {
  const int64_t per_item = n * n, total = per_item * batch;
  for (int64_t t = first_index(); t < total; t += grid_step()) {
    const int64_t b = t / per_item, r = t % per_item;
    const int64_t j = r / n, i = r % n;
    if (lower ? i < j : i > j) continue;  // the other triangle: never touched
    const D* p = P + b * per_item;
    D v = p[i + j * n];
    if (add_transpose) {
      const D pt = p[j + i * n];
      v = add(v, hermitian ? conj(pt) : pt);
    }
    D* c = C + b * stride + i + j * ldc;
    if (!beta_zero) {
      // A Hermitian diagonal's imaginary part is never read (reference zherk: beta*real(C(j,j))),
      // so NaN or Inf there cannot reach the real part.
      const D cv = hermitian && i == j ? real_only(*c) : *c;
      v = add(v, mul(beta, cv));
    }
    if (hermitian && i == j) v = real_only(v);
    *c = v;
  }
}

}  // namespace

template <class T>
void fold(Queue& q, Uplo uplo, bool add_transpose, bool hermitian, const T* P, T beta,
          MatrixView<T> C) {
  using D = dev_t<T>;
  const int64_t total = C.rows * C.rows * C.batch;
  if (total == 0) return;
  fold_kernel<D><<<blocks_for(total), kThreads, 0, cuda::stream(q)>>>(
      uplo == Uplo::Lower, add_transpose, hermitian, reinterpret_cast<const D*>(P), to_dev(beta),
      beta == T(0), reinterpret_cast<D*>(C.data), C.rows, C.ld, C.stride, C.batch);
  cuda::check_launch("fold_kernel");
}

#define BATCHLAS_INSTANTIATE(T) \
  template void fold<T>(Queue&, Uplo, bool, bool, const T*, T, MatrixView<T>);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_INSTANTIATE

}  // namespace batchlas::kernels
