// Device side of kernels::scale: output := beta*output on a region, 64-bit indices, a
// grid-stride loop over the whole batch so no grid dimension limits the batch count.
#include <cuComplex.h>

#include <complex>
#include <cstring>

#include "core/cuda/check.hh"
#include "kernels/common/scale.hh"

namespace batchlas::kernels::cuda {

namespace {

template <class T> struct dev { using type = T; };
template <> struct dev<std::complex<float>> { using type = cuFloatComplex; };
template <> struct dev<std::complex<double>> { using type = cuDoubleComplex; };

__device__ inline float mul(float a, float b) { return a * b; }
__device__ inline double mul(double a, double b) { return a * b; }
__device__ inline cuFloatComplex mul(cuFloatComplex a, cuFloatComplex b) { return cuCmulf(a, b); }
__device__ inline cuDoubleComplex mul(cuDoubleComplex a, cuDoubleComplex b) { return cuCmul(a, b); }
__device__ inline void zero_imag(float&) {}
__device__ inline void zero_imag(double&) {}
__device__ inline void zero_imag(cuFloatComplex& v) { v.y = 0.f; }
__device__ inline void zero_imag(cuDoubleComplex& v) { v.y = 0.0; }

template <class D>
__global__ void scale_matrix(D beta, bool beta_zero, bool beta_one, D* c, int64_t rows,
                             int64_t cols, int64_t ld, int64_t stride, int64_t batch, int region,
                             bool real_diag) {
  const int64_t per_item = rows * cols;
  const int64_t total = per_item * batch;
  for (int64_t t = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; t < total;
       t += int64_t(gridDim.x) * blockDim.x) {
    const int64_t b = t / per_item, r = t % per_item;
    const int64_t j = r / rows, i = r % rows;
    const bool in = region == 0 || (region == 1 && i >= j) || (region == 2 && i <= j) ||
                    (region == 3 && i == j);
    if (!in) continue;
    D* p = c + b * stride + i + j * ld;
    // A Hermitian diagonal drops its imaginary part before beta (reference zherk: beta*real(C)),
    // so a NaN or Inf there cannot reach the real part; and again after.
    if (real_diag && i == j) zero_imag(*p);
    if (beta_zero) *p = D{};
    else if (!beta_one) *p = mul(beta, *p);
    if (real_diag && i == j) zero_imag(*p);
  }
}

template <class D>
__global__ void scale_vector(D beta, bool beta_zero, D* y, int64_t n, int64_t inc,
                             int64_t stride, int64_t batch) {
  const int64_t total = n * batch;
  for (int64_t t = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; t < total;
       t += int64_t(gridDim.x) * blockDim.x) {
    const int64_t b = t / n, i = t % n;
    D* p = y + b * stride + i * inc;
    *p = beta_zero ? D{} : mul(beta, *p);
  }
}

unsigned grid_for(int64_t total) {
  const int64_t blocks = (total + 255) / 256;
  return static_cast<unsigned>(blocks < 65536 ? (blocks > 0 ? blocks : 1) : 65536);
}

}  // namespace

template <class T>
void scale(Queue& q, T beta, MatrixView<T> C, Region region, bool real_diag) {
  using D = typename dev<T>::type;
  D b;
  static_assert(sizeof(D) == sizeof(T));
  std::memcpy(&b, &beta, sizeof(T));
  const int64_t total = C.rows * C.cols * C.batch;
  scale_matrix<D><<<grid_for(total), 256, 0, batchlas::cuda::stream(q)>>>(
      b, beta == T(0), beta == T(1), reinterpret_cast<D*>(C.data), C.rows, C.cols, C.ld,
      C.stride, C.batch, static_cast<int>(region), real_diag);
  batchlas::cuda::check_launch("scale_matrix");
}

template <class T> void scale(Queue& q, T beta, VectorView<T> y) {
  using D = typename dev<T>::type;
  D b;
  std::memcpy(&b, &beta, sizeof(T));
  const int64_t inc = y.inc < 0 ? -y.inc : y.inc;  // every element is scaled: order is moot
  scale_vector<D><<<grid_for(y.size * y.batch), 256, 0, batchlas::cuda::stream(q)>>>(
      b, beta == T(0), reinterpret_cast<D*>(y.data), y.size, inc, y.stride, y.batch);
  batchlas::cuda::check_launch("scale_vector");
}

#define BATCHLAS_INSTANTIATE(T)                                   \
  template void scale<T>(Queue&, T, MatrixView<T>, Region, bool); \
  template void scale<T>(Queue&, T, VectorView<T>);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_INSTANTIATE

}  // namespace batchlas::kernels::cuda
