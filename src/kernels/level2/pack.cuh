// 16-byte packs for the kernels of the `packed` Level-2 families (gemv T/C and the rank updates;
// docs/LEVEL2.md).
//
// A pack is V consecutive elements of one column (V = 16 / sizeof(D): 4 float, 2 double, 2
// complex<float>, 1 complex<double>), moved by one 16-byte vector instruction, so each lane has
// 16 bytes per load in flight instead of 4 or 8. The host uses V > 1 only when every pack of every
// item is 16-byte aligned and inside its column (packable()); otherwise the same kernel runs with
// V = 1 (scalar loads, any ld, increment or base pointer).
#pragma once

#include <cstring>

#include "kernels/level2/common.cuh"

namespace batchlas::kernels::level2 {

/// Elements per 16-byte pack.
template <class D> constexpr int pack_of() { return int(16 / sizeof(D)); }

/// Base pointer 16-byte aligned and every item's column starts at a multiple of V elements, and
/// columns of `rows` elements hold whole packs (no pack reaches past the column into padding).
template <class D>
bool packable(const D* data, int64_t ld, int64_t stride, int64_t batch, int64_t rows) {
  constexpr int V = pack_of<D>();
  return reinterpret_cast<uintptr_t>(data) % 16 == 0 && ld % V == 0 && rows % V == 0 &&
         (batch <= 1 || stride % V == 0);
}
/// A vector read as packs: unit increment, aligned, whole packs.
template <class D> bool packable(const Vec<const D>& x, int64_t batch, int64_t size) {
  constexpr int V = pack_of<D>();
  return x.inc == 1 && reinterpret_cast<uintptr_t>(x.base) % 16 == 0 && size % V == 0 &&
         (batch <= 1 || x.stride % V == 0);
}

// Predicated 16-byte loads and stores (inline PTX, see common.cuh for why not `c ? ld : 0`).
__device__ __forceinline__ float4 ldg16_if(bool c, const float4* p) {
  float4 v = make_float4(0.f, 0.f, 0.f, 0.f);
  asm("{ .reg .pred q; setp.ne.b32 q, %5, 0; @q ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4]; }"
      : "+f"(v.x), "+f"(v.y), "+f"(v.z), "+f"(v.w) : "l"(p), "r"(int(c)));
  return v;
}
__device__ __forceinline__ float4 ld16_if(bool c, const float4* p) {
  float4 v = make_float4(0.f, 0.f, 0.f, 0.f);
  asm volatile(
      "{ .reg .pred q; setp.ne.b32 q, %5, 0; @q ld.global.v4.f32 {%0, %1, %2, %3}, [%4]; }"
      : "+f"(v.x), "+f"(v.y), "+f"(v.z), "+f"(v.w) : "l"(p), "r"(int(c)) : "memory");
  return v;
}
__device__ __forceinline__ void st16_if(bool c, float4* p, float4 v) {
  asm volatile(
      "{ .reg .pred q; setp.ne.b32 q, %5, 0; @q st.global.v4.f32 [%0], {%1, %2, %3, %4}; }"
      :: "l"(p), "f"(v.x), "f"(v.y), "f"(v.z), "f"(v.w), "r"(int(c)) : "memory");
}

template <class D> constexpr bool single_based() {
  return std::is_same_v<D, float> || std::is_same_v<D, float2>;
}

/// v[0..V) := p[0..V) where c, else zeros. Read-only (non-coherent) path.
template <int V, class D> __device__ __forceinline__ void ldg_pack(bool c, const D* p, D (&v)[V]) {
  if constexpr (V == 1) {
    v[0] = ldg_if(c, p);
  } else if constexpr (single_based<D>()) {
    const float4 t = ldg16_if(c, reinterpret_cast<const float4*>(p));
    memcpy(v, &t, 16);
  } else {
    const double2 t = ldg_if(c, reinterpret_cast<const double2*>(p));
    memcpy(v, &t, 16);
  }
}
/// Same on the coherent path (data the kernel also writes).
template <int V, class D> __device__ __forceinline__ void ld_pack(bool c, const D* p, D (&v)[V]) {
  if constexpr (V == 1) {
    v[0] = ld_if(c, p);
  } else if constexpr (single_based<D>()) {
    const float4 t = ld16_if(c, reinterpret_cast<const float4*>(p));
    memcpy(v, &t, 16);
  } else {
    const double2 t = ld_if(c, reinterpret_cast<const double2*>(p));
    memcpy(v, &t, 16);
  }
}
/// p[0..V) := v where c.
template <int V, class D> __device__ __forceinline__ void st_pack(bool c, D* p, const D (&v)[V]) {
  if constexpr (V == 1) {
    st_if(c, p, v[0]);
  } else if constexpr (single_based<D>()) {
    float4 t;
    memcpy(&t, v, 16);
    st16_if(c, reinterpret_cast<float4*>(p), t);
  } else {
    double2 t;
    memcpy(&t, v, 16);
    st_if(c, reinterpret_cast<double2*>(p), t);
  }
}

/// Sum over the `L` lanes of each aligned segment (L a power of two <= 32); every lane of the
/// segment gets the sum. All 32 lanes must call it.
template <int L, class D> __device__ __forceinline__ D segment_sum(D v) {
#pragma unroll
  for (int o = L / 2; o > 0; o /= 2) v = add(v, shfl_xor(v, o));
  return v;
}

/// Lanes per column for packs of V elements over `rows`: the power of two covering rows / V,
/// at most `cap`.
inline int lanes_for(int64_t rows, int V, int cap = 32) {
  const int64_t need = (rows + V - 1) / V;
  int l = 1;
  while (l < need && l < cap) l *= 2;
  return l;
}

/// Calls f(std::integral_constant<int, L>) for L in {1, 2, 4, 8, 16, 32}.
template <class F> void with_lanes(int l, F&& f) {
  switch (l) {
    case 1: return f(std::integral_constant<int, 1>{});
    case 2: return f(std::integral_constant<int, 2>{});
    case 4: return f(std::integral_constant<int, 4>{});
    case 8: return f(std::integral_constant<int, 8>{});
    case 16: return f(std::integral_constant<int, 16>{});
    default: return f(std::integral_constant<int, 32>{});
  }
}

}  // namespace batchlas::kernels::level2
