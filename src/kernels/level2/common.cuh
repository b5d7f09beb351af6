// Device helpers shared by the native Level-2 kernels (src/ops/<op>/native.cu).
//
// Element types: float, double, float2 (complex<float>), double2 (complex<double>); the complex
// MAC is written out by hand (std::complex arithmetic in device code is a slow library path,
// DESIGN.md §4). Vectors are passed as a base pointer at logical element 0 and a signed
// increment, so a negative increment (BLAS: data is the lowest address, element i at
// (n-1-i)*|inc|) needs no branch in the kernels. Every index is 64-bit.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <complex>
#include <cstdint>
#include <cstring>

#include "batchlas/queue.hh"
#include "batchlas/views.hh"
#include "core/cuda/check.hh"
#include "core/cuda/occupancy.hh"

namespace batchlas::kernels::level2 {

template <class T> struct dev { using type = T; };
template <> struct dev<std::complex<float>> { using type = float2; };
template <> struct dev<std::complex<double>> { using type = double2; };
template <class T> using dev_t = typename dev<T>::type;

/// Host value -> device representation (same bytes).
template <class T> dev_t<T> to_dev(T v) {
  dev_t<T> d;
  static_assert(sizeof(d) == sizeof(T));
  std::memcpy(&d, &v, sizeof(T));
  return d;
}

// ---- arithmetic --------------------------------------------------------------------------
template <class D> __device__ __forceinline__ D zero();
template <> __device__ __forceinline__ float zero<float>() { return 0.f; }
template <> __device__ __forceinline__ double zero<double>() { return 0.0; }
template <> __device__ __forceinline__ float2 zero<float2>() { return make_float2(0.f, 0.f); }
template <> __device__ __forceinline__ double2 zero<double2>() { return make_double2(0.0, 0.0); }

__device__ __forceinline__ float add(float a, float b) { return a + b; }
__device__ __forceinline__ double add(double a, double b) { return a + b; }
__device__ __forceinline__ float2 add(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ __forceinline__ double2 add(double2 a, double2 b) { return make_double2(a.x + b.x, a.y + b.y); }

__device__ __forceinline__ float mul(float a, float b) { return a * b; }
__device__ __forceinline__ double mul(double a, double b) { return a * b; }
__device__ __forceinline__ float2 mul(float2 a, float2 b) {
  return make_float2(fmaf(a.x, b.x, -a.y * b.y), fmaf(a.x, b.y, a.y * b.x));
}
__device__ __forceinline__ double2 mul(double2 a, double2 b) {
  return make_double2(fma(a.x, b.x, -a.y * b.y), fma(a.x, b.y, a.y * b.x));
}

/// acc + a*b (fused where the type allows).
__device__ __forceinline__ float mac(float acc, float a, float b) { return fmaf(a, b, acc); }
__device__ __forceinline__ double mac(double acc, double a, double b) { return fma(a, b, acc); }
__device__ __forceinline__ float2 mac(float2 acc, float2 a, float2 b) {
  acc.x = fmaf(a.x, b.x, acc.x);
  acc.x = fmaf(-a.y, b.y, acc.x);
  acc.y = fmaf(a.x, b.y, acc.y);
  acc.y = fmaf(a.y, b.x, acc.y);
  return acc;
}
__device__ __forceinline__ double2 mac(double2 acc, double2 a, double2 b) {
  acc.x = fma(a.x, b.x, acc.x);
  acc.x = fma(-a.y, b.y, acc.x);
  acc.y = fma(a.x, b.y, acc.y);
  acc.y = fma(a.y, b.x, acc.y);
  return acc;
}

__device__ __forceinline__ float conj_if(float a, bool) { return a; }
__device__ __forceinline__ double conj_if(double a, bool) { return a; }
__device__ __forceinline__ float2 conj_if(float2 a, bool c) { return c ? make_float2(a.x, -a.y) : a; }
__device__ __forceinline__ double2 conj_if(double2 a, bool c) { return c ? make_double2(a.x, -a.y) : a; }

/// Drop the imaginary part (Hermitian diagonals); identity for real types.
__device__ __forceinline__ float real_only(float a) { return a; }
__device__ __forceinline__ double real_only(double a) { return a; }
__device__ __forceinline__ float2 real_only(float2 a) { return make_float2(a.x, 0.f); }
__device__ __forceinline__ double2 real_only(double2 a) { return make_double2(a.x, 0.0); }

/// Read-only load through the non-coherent path (inputs a kernel never writes).
template <class D> __device__ __forceinline__ D ldg(const D* p) { return __ldg(p); }

// Predicated loads and stores: `c ? load : 0` written in C++ becomes a branch around every
// load, and the branches kept ptxas from issuing a tile's loads back to back (one memory
// latency per element; measured 3x slower). Inline PTX predicates the instruction instead;
// nothing is read or written where the predicate is false.
/// ldg(p) where c, else 0 (non-coherent path: inputs only).
__device__ __forceinline__ float ldg_if(bool c, const float* p) {
  float v = 0.f;
  asm("{ .reg .pred q; setp.ne.b32 q, %2, 0; @q ld.global.nc.f32 %0, [%1]; }"
      : "+f"(v) : "l"(p), "r"(int(c)));
  return v;
}
__device__ __forceinline__ double ldg_if(bool c, const double* p) {
  double v = 0.0;
  asm("{ .reg .pred q; setp.ne.b32 q, %2, 0; @q ld.global.nc.f64 %0, [%1]; }"
      : "+d"(v) : "l"(p), "r"(int(c)));
  return v;
}
__device__ __forceinline__ float2 ldg_if(bool c, const float2* p) {
  float2 v = make_float2(0.f, 0.f);
  asm("{ .reg .pred q; setp.ne.b32 q, %3, 0; @q ld.global.nc.v2.f32 {%0, %1}, [%2]; }"
      : "+f"(v.x), "+f"(v.y) : "l"(p), "r"(int(c)));
  return v;
}
__device__ __forceinline__ double2 ldg_if(bool c, const double2* p) {
  double2 v = make_double2(0.0, 0.0);
  asm("{ .reg .pred q; setp.ne.b32 q, %3, 0; @q ld.global.nc.v2.f64 {%0, %1}, [%2]; }"
      : "+d"(v.x), "+d"(v.y) : "l"(p), "r"(int(c)));
  return v;
}
/// *p where c, else 0 (coherent path: data the kernel also writes).
__device__ __forceinline__ float ld_if(bool c, const float* p) {
  float v = 0.f;
  asm volatile("{ .reg .pred q; setp.ne.b32 q, %2, 0; @q ld.global.f32 %0, [%1]; }"
               : "+f"(v) : "l"(p), "r"(int(c)) : "memory");
  return v;
}
__device__ __forceinline__ double ld_if(bool c, const double* p) {
  double v = 0.0;
  asm volatile("{ .reg .pred q; setp.ne.b32 q, %2, 0; @q ld.global.f64 %0, [%1]; }"
               : "+d"(v) : "l"(p), "r"(int(c)) : "memory");
  return v;
}
__device__ __forceinline__ float2 ld_if(bool c, const float2* p) {
  float2 v = make_float2(0.f, 0.f);
  asm volatile("{ .reg .pred q; setp.ne.b32 q, %3, 0; @q ld.global.v2.f32 {%0, %1}, [%2]; }"
               : "+f"(v.x), "+f"(v.y) : "l"(p), "r"(int(c)) : "memory");
  return v;
}
__device__ __forceinline__ double2 ld_if(bool c, const double2* p) {
  double2 v = make_double2(0.0, 0.0);
  asm volatile("{ .reg .pred q; setp.ne.b32 q, %3, 0; @q ld.global.v2.f64 {%0, %1}, [%2]; }"
               : "+d"(v.x), "+d"(v.y) : "l"(p), "r"(int(c)) : "memory");
  return v;
}
/// *p = v where c.
__device__ __forceinline__ void st_if(bool c, float* p, float v) {
  asm volatile("{ .reg .pred q; setp.ne.b32 q, %2, 0; @q st.global.f32 [%0], %1; }"
               :: "l"(p), "f"(v), "r"(int(c)) : "memory");
}
__device__ __forceinline__ void st_if(bool c, double* p, double v) {
  asm volatile("{ .reg .pred q; setp.ne.b32 q, %2, 0; @q st.global.f64 [%0], %1; }"
               :: "l"(p), "d"(v), "r"(int(c)) : "memory");
}
__device__ __forceinline__ void st_if(bool c, float2* p, float2 v) {
  asm volatile("{ .reg .pred q; setp.ne.b32 q, %3, 0; @q st.global.v2.f32 [%0], {%1, %2}; }"
               :: "l"(p), "f"(v.x), "f"(v.y), "r"(int(c)) : "memory");
}
__device__ __forceinline__ void st_if(bool c, double2* p, double2 v) {
  asm volatile("{ .reg .pred q; setp.ne.b32 q, %3, 0; @q st.global.v2.f64 [%0], {%1, %2}; }"
               :: "l"(p), "d"(v.x), "d"(v.y), "r"(int(c)) : "memory");
}

// ---- warp exchange ----------------------------------------------------------------------
constexpr unsigned kFull = 0xffffffffu;

__device__ __forceinline__ float shfl(float v, int src, int w) { return __shfl_sync(kFull, v, src, w); }
__device__ __forceinline__ double shfl(double v, int src, int w) { return __shfl_sync(kFull, v, src, w); }
__device__ __forceinline__ float2 shfl(float2 v, int src, int w) {
  return make_float2(__shfl_sync(kFull, v.x, src, w), __shfl_sync(kFull, v.y, src, w));
}
__device__ __forceinline__ double2 shfl(double2 v, int src, int w) {
  return make_double2(__shfl_sync(kFull, v.x, src, w), __shfl_sync(kFull, v.y, src, w));
}
__device__ __forceinline__ float shfl_xor(float v, int o) { return __shfl_xor_sync(kFull, v, o); }
__device__ __forceinline__ double shfl_xor(double v, int o) { return __shfl_xor_sync(kFull, v, o); }
__device__ __forceinline__ float2 shfl_xor(float2 v, int o) {
  return make_float2(__shfl_xor_sync(kFull, v.x, o), __shfl_xor_sync(kFull, v.y, o));
}
__device__ __forceinline__ double2 shfl_xor(double2 v, int o) {
  return make_double2(__shfl_xor_sync(kFull, v.x, o), __shfl_xor_sync(kFull, v.y, o));
}

/// Column sums of a W x W register tile held one row per lane (segments of W lanes, W a power
/// of two <= 32): on return lane l of each segment holds sum over the segment's lanes of v[l].
/// Recursive halving: at each step a lane keeps the half of its columns whose index bit matches
/// its own lane bit and sends the other half to its partner, so W-1 exchanges replace the
/// W*log2(W) of one butterfly reduction per column. Destroys v.
/// One halving step over lanes `Bit` apart: a lane keeps the half of v[0..2H) that its lane bit
/// selects and adds its partner's copy of it into v[0..H).
template <int H, int Bit, class D, int N> __device__ __forceinline__ void halve_at(D (&v)[N], int lane) {
  const bool upper = (lane & Bit) != 0;
#pragma unroll
  for (int k = 0; k < H; ++k) {
    const D send = upper ? v[k] : v[k + H];
    const D keep = upper ? v[k + H] : v[k];
    v[k] = add(keep, shfl_xor(send, Bit));
  }
}
template <int Off, class D, int W> __device__ __forceinline__ void halve(D (&v)[W], int lane) {
  halve_at<Off, Off>(v, lane);
  if constexpr (Off > 1) halve<Off / 2>(v, lane);
}
template <int W, class D> __device__ __forceinline__ D transpose_reduce(D (&v)[W], int lane) {
  halve<W / 2>(v, lane);  // compile-time offsets: v stays in registers
  return v[0];
}

/// Shared-memory accumulation (symv's tile contributions from several warps).
__device__ __forceinline__ void atomic_add(float* p, float v) { atomicAdd(p, v); }
__device__ __forceinline__ void atomic_add(double* p, double v) { atomicAdd(p, v); }
__device__ __forceinline__ void atomic_add(float2* p, float2 v) {
  atomicAdd(&p->x, v.x), atomicAdd(&p->y, v.y);
}
__device__ __forceinline__ void atomic_add(double2* p, double2 v) {
  atomicAdd(&p->x, v.x), atomicAdd(&p->y, v.y);
}

// ---- operands ----------------------------------------------------------------------------
/// A batch of column-major matrices: item b element (i, j) at data + b*stride + i + j*ld.
template <class D> struct Mat {
  D* data;
  int64_t ld, stride;
};

/// A batch of vectors: item b logical element i at base + b*stride + i*inc (inc signed).
template <class D> struct Vec {
  D* base;
  int64_t inc, stride;
};

template <class T> Mat<dev_t<T>> mat(const MatrixView<T>& v) {
  return {reinterpret_cast<dev_t<T>*>(v.data), v.ld, v.stride};
}
template <class T> Mat<const dev_t<std::remove_const_t<T>>> cmat(const MatrixView<T>& v) {
  return {reinterpret_cast<const dev_t<std::remove_const_t<T>>*>(v.data), v.ld, v.stride};
}
/// The element-0 pointer: for inc < 0 logical element 0 sits at the far end (BLAS).
template <class T> Vec<dev_t<T>> vec(const VectorView<T>& v) {
  const int64_t off = v.inc < 0 ? (v.size - 1) * -v.inc : 0;
  return {reinterpret_cast<dev_t<T>*>(v.data + off), v.inc, v.stride};
}
template <class T> Vec<const dev_t<std::remove_const_t<T>>> cvec(const VectorView<T>& v) {
  const int64_t off = v.inc < 0 ? (v.size - 1) * -v.inc : 0;
  return {reinterpret_cast<const dev_t<std::remove_const_t<T>>*>(v.data + off), v.inc, v.stride};
}

/// q / d and q % d for non-negative 64-bit values; 32-bit division when both fit (about a third
/// of the instructions), since the quotient is taken once per work unit.
__device__ __forceinline__ void divmod(int64_t q, int64_t d, int64_t& quot, int64_t& rem) {
  if (((q | d) >> 32) == 0) {
    const uint32_t a = static_cast<uint32_t>(q), b = static_cast<uint32_t>(d);
    quot = a / b, rem = a - (a / b) * b;
  } else {
    quot = q / d, rem = q - (q / d) * d;
  }
}

// ---- launch --------------------------------------------------------------------------------
using batchlas::cuda::grid_for;  // the persistent grid (core/cuda/occupancy.hh)

/// Segment width for an extent: the power of two >= e, between 4 and 32 (the size classes).
inline int segment_for(int64_t e) {
  return e <= 4 ? 4 : e <= 8 ? 8 : e <= 16 ? 16 : 32;
}

/// Calls f(std::integral_constant<int, W>) for the segment width W chosen at run time: the
/// kernels are instantiated for these four size classes only.
template <class F> void with_segment(int w, F&& f) {
  switch (w) {
    case 4: return f(std::integral_constant<int, 4>{});
    case 8: return f(std::integral_constant<int, 8>{});
    case 16: return f(std::integral_constant<int, 16>{});
    default: return f(std::integral_constant<int, 32>{});
  }
}

}  // namespace batchlas::kernels::level2
