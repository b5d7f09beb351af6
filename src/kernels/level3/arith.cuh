// Device arithmetic of the Level-3 tile kernels (src/kernels/level3/rankk_tiles.cuh).
//
// Element types: float, double, float2 (complex<float>), double2 (complex<double>). The complex
// multiply-add is written out as four fused multiply-adds: std::complex's operator* lowers to a
// C99 Annex G library call with Inf/NaN branches around every product (seed note "the complex
// MAC and return-by-value rules"). `kConj` conjugates the second factor (herk, her2k).
// The FP64 tensor-core product is mma.sync m8n8k4 (PTX ISA, "Matrix fragments for mma.m8n8k4
// with .f64"): A 8x4 row-major, lane l holds A(l/4, l%4); B 4x8 column-major, lane l holds
// B(l%4, l/4); D 8x8, lane l holds D(l/4, 2*(l%4) + q) for q = 0, 1. On sm_90 real double runs
// two such 8-row blocks as one m16n8k4 or m16n8k8 (dmma16, dmma16k8; same fragments).
#pragma once

#include <cuda_runtime.h>

#include <complex>
#include <cstdint>
#include <cstring>

namespace batchlas::kernels::level3 {

template <class T> struct dev { using type = T; };
template <> struct dev<std::complex<float>> { using type = float2; };
template <> struct dev<std::complex<double>> { using type = double2; };
template <class T> using dev_t = typename dev<T>::type;

/// A host scalar as the kernel's element type (same bytes).
template <class T> dev_t<T> to_dev(T v) {
  dev_t<T> d;
  static_assert(sizeof(d) == sizeof(v));
  std::memcpy(&d, &v, sizeof(v));
  return d;
}

template <class D> inline constexpr bool is_cplx = false;
template <> inline constexpr bool is_cplx<float2> = true;
template <> inline constexpr bool is_cplx<double2> = true;

template <class D> __device__ __forceinline__ D zero() {
  if constexpr (is_cplx<D>) return D{0, 0};
  else return D(0);
}
template <class D> __device__ __forceinline__ D one() {
  if constexpr (is_cplx<D>) return D{1, 0};
  else return D(1);
}

__device__ __forceinline__ float mul(float a, float b) { return a * b; }
__device__ __forceinline__ double mul(double a, double b) { return a * b; }
__device__ __forceinline__ float2 mul(float2 a, float2 b) {
  return make_float2(fmaf(a.x, b.x, -a.y * b.y), fmaf(a.x, b.y, a.y * b.x));
}
__device__ __forceinline__ double2 mul(double2 a, double2 b) {
  return make_double2(fma(a.x, b.x, -a.y * b.y), fma(a.x, b.y, a.y * b.x));
}
__device__ __forceinline__ float add(float a, float b) { return a + b; }
__device__ __forceinline__ double add(double a, double b) { return a + b; }
__device__ __forceinline__ float2 add(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ __forceinline__ double2 add(double2 a, double2 b) { return make_double2(a.x + b.x, a.y + b.y); }

template <class D> __device__ __forceinline__ D conj(D a) {
  if constexpr (is_cplx<D>) a.y = -a.y;
  return a;
}
/// Drop the imaginary part (Hermitian diagonal); identity for real types.
template <class D> __device__ __forceinline__ D real_only(D a) {
  if constexpr (is_cplx<D>) a.y = 0;
  return a;
}

/// acc + a*b, or acc + a*conj(b) when kConj; four FMAs for a complex pair (float, double,
/// float2, double2: CUDA declares ::fma for float and double).
template <bool kConj, class D> __device__ __forceinline__ D mac(D acc, D a, D b) {
  if constexpr (!is_cplx<D>) {
    return ::fma(a, b, acc);
  } else {
    if constexpr (kConj) {
      acc.x = ::fma(a.x, b.x, acc.x);
      acc.x = ::fma(a.y, b.y, acc.x);
      acc.y = ::fma(a.y, b.x, acc.y);
      acc.y = ::fma(-a.x, b.y, acc.y);
    } else {
      acc.x = ::fma(a.x, b.x, acc.x);
      acc.x = ::fma(-a.y, b.y, acc.x);
      acc.y = ::fma(a.x, b.y, acc.y);
      acc.y = ::fma(a.y, b.x, acc.y);
    }
    return acc;
  }
}

/// d += a*b on the FP64 tensor cores, one 8x8x4 step (fragment layout in the file comment).
__device__ __forceinline__ void dmma(double (&d)[2], double a, double b) {
  asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, {%0,%1};\n"
               : "+d"(d[0]), "+d"(d[1])
               : "d"(a), "d"(b));
}

/// Two 8x8x4 steps stacked along M, (top, bottom) += (a_top, a_bot) * b, as one m16n8k4 on
/// sm_90 (PTX ISA 7.8: A rows g and g + 8 in a0, a1; C rows g and g + 8 in c0-c1, c2-c3; B as in
/// m8n8k4), so the fragments and accumulators are exactly those of the two m8n8k4 steps.
/// Measured on the H200 (docs/PERFORMANCE-LOG.md, session 22): the rank-k and side kernels ran
/// 1.1-1.8x faster than with two m8n8k4; sm_80 keeps the two m8n8k4.
__device__ __forceinline__ void dmma16(double (&top)[2], double (&bot)[2], double a_top,
                                       double a_bot, double b) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile(
      "mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5}, {%6}, "
      "{%0,%1,%2,%3};\n"
      : "+d"(top[0]), "+d"(top[1]), "+d"(bot[0]), "+d"(bot[1])
      : "d"(a_top), "d"(a_bot), "d"(b));
#else
  dmma(top, a_top, b);
  dmma(bot, a_bot, b);
#endif
}

/// Two m16n8k4 steps (reduction indices q and q + 4 of an 8-wide step) as one m16n8k8 on sm_90
/// (PTX ISA 7.8: A a0/a1 rows g/g+8 column q, a2/a3 the same rows column q + 4; B b0 row q, b1
/// row q + 4, column g; C as m16n8k4).
__device__ __forceinline__ void dmma16k8(double (&top)[2], double (&bot)[2], double a_top0,
                                         double a_bot0, double a_top1, double a_bot1, double b0,
                                         double b1) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile(
      "mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
      "{%0,%1,%2,%3};\n"
      : "+d"(top[0]), "+d"(top[1]), "+d"(bot[0]), "+d"(bot[1])
      : "d"(a_top0), "d"(a_bot0), "d"(a_top1), "d"(a_bot1), "d"(b0), "d"(b1));
#else
  dmma16(top, bot, a_top0, a_bot0, b0);
  dmma16(top, bot, a_top1, a_bot1, b1);
#endif
}

}  // namespace batchlas::kernels::level3
