// Device-side helpers shared by the common kernels: the CUDA element type of each T, the
// complex arithmetic written out (cuComplex.h's inline functions, never std::complex in device
// code), and the launch shape of a grid-stride loop with 64-bit indices.
#pragma once

#include <cuComplex.h>

#include <complex>
#include <cstdint>
#include <cstring>

namespace batchlas::kernels::device {

template <class T> struct dev { using type = T; };
template <> struct dev<std::complex<float>> { using type = cuFloatComplex; };
template <> struct dev<std::complex<double>> { using type = cuDoubleComplex; };
template <class T> using dev_t = typename dev<T>::type;

/// A host scalar as the kernel's element type (same bytes).
template <class T> dev_t<T> to_dev(T v) {
  dev_t<T> d;
  static_assert(sizeof(d) == sizeof(v));
  std::memcpy(&d, &v, sizeof(v));
  return d;
}

__device__ inline float mul(float a, float b) { return a * b; }
__device__ inline double mul(double a, double b) { return a * b; }
__device__ inline cuFloatComplex mul(cuFloatComplex a, cuFloatComplex b) { return cuCmulf(a, b); }
__device__ inline cuDoubleComplex mul(cuDoubleComplex a, cuDoubleComplex b) { return cuCmul(a, b); }
__device__ inline float add(float a, float b) { return a + b; }
__device__ inline double add(double a, double b) { return a + b; }
__device__ inline cuFloatComplex add(cuFloatComplex a, cuFloatComplex b) { return cuCaddf(a, b); }
__device__ inline cuDoubleComplex add(cuDoubleComplex a, cuDoubleComplex b) { return cuCadd(a, b); }
__device__ inline float conj(float a) { return a; }
__device__ inline double conj(double a) { return a; }
__device__ inline cuFloatComplex conj(cuFloatComplex a) { return cuConjf(a); }
__device__ inline cuDoubleComplex conj(cuDoubleComplex a) { return cuConj(a); }
__device__ inline float real_only(float a) { return a; }
__device__ inline double real_only(double a) { return a; }
__device__ inline cuFloatComplex real_only(cuFloatComplex a) {
  return make_cuFloatComplex(a.x, 0.f);
}
__device__ inline cuDoubleComplex real_only(cuDoubleComplex a) {
  return make_cuDoubleComplex(a.x, 0.0);
}
template <class D> __device__ inline D one();
template <> __device__ inline float one<float>() { return 1.f; }
template <> __device__ inline double one<double>() { return 1.0; }
template <> __device__ inline cuFloatComplex one<cuFloatComplex>() {
  return make_cuFloatComplex(1.f, 0.f);
}
template <> __device__ inline cuDoubleComplex one<cuDoubleComplex>() {
  return make_cuDoubleComplex(1.0, 0.0);
}

inline constexpr int kThreads = 256;

/// Blocks for a grid-stride loop over `total` elements: enough to fill the device, capped so
/// the grid never nears a dimension limit (the loop covers the rest; DESIGN.md §1: no batch
/// ceiling).
inline unsigned blocks_for(int64_t total) {
  const int64_t b = (total + kThreads - 1) / kThreads;
  return static_cast<unsigned>(b < 1 ? 1 : (b > 65536 ? 65536 : b));
}

/// First index and step of a grid-stride loop, in 64 bits.
__device__ inline int64_t first_index() { return blockIdx.x * int64_t(blockDim.x) + threadIdx.x; }
__device__ inline int64_t grid_step() { return int64_t(gridDim.x) * blockDim.x; }

}  // namespace batchlas::kernels::device
