// A warp-per-item kernel's operands of order 32 (trmm_warp.cu, symm_warp.cu): staged into the warp's shared
// memory by cp.async (a triangle's 16-byte pieces, packed; a matrix transposed by lanes),
// and a triangle's column loaded warp-uniformly (every lane reads the same address: one shared
// request per 16 bytes, broadcast to all 32 lanes).
#pragma once

#include <cstdint>
#include <cstring>

#include "kernels/level3/staging.cuh"  // cp_async, cp_element

namespace batchlas::kernels::tiny::warp_item {

constexpr int kOrder = 32;  ///< A's order
constexpr int kPad = 33;    ///< shared column pitch of a per-warp 32 x 32 transpose: lane j's
                            ///< column and lane t's row both meet every bank once (4-byte elements;
                            ///< wider ones take 2 or 4 wavefronts per access anyway)

/// a[r] := A(r, c) for the rows lo..hi of column `col` (16-byte aligned, shared or global
/// memory), by whole 16-byte pieces: the rows of a piece outside lo..hi (the other triangle) are
/// loaded and never used. Called from fully unrolled loops, so lo, hi and every index are
/// constants and a[] stays in registers.
template <class D> __device__ __forceinline__ void load_column(D (&a)[kOrder], const D* col, int lo, int hi) {
  constexpr int V = 16 / int(sizeof(D));
#pragma unroll
  for (int q = 0; q < kOrder / V; ++q) {
    if (q * V + V - 1 < lo || q * V > hi) continue;
    const uint4 t = reinterpret_cast<const uint4*>(col)[q];
    memcpy(&a[q * V], &t, 16);
  }
}

/// Packed triangle: column c's stored 16-byte pieces contiguous, the columns one after another;
/// piece q of column c (rows q * V ..) at packed_col(c) + q * V. 144 of 256 pieces for float,
/// 272 of 512 for the 8-byte types, 528 of 1,024 for complex<double> (one element a piece).
template <bool LOWER, int V> __host__ __device__ constexpr int packed_col(int c) {
  constexpr int kChunks = kOrder / V;
  const int k = c / V, tri = V * k * (k - 1) / 2 + (c % V) * k;  // sum over c' < c of c' / V
  return LOWER ? V * (c * kChunks - tri) - k * V : V * (c + tri);
}
/// Elements of a packed triangle.
template <class D> constexpr int triangle_words() { return packed_col<true, 16 / int(sizeof(D))>(kOrder) + kOrder; }
// Whole 16-byte pieces, so a copy placed after another stays on 16 bytes.
static_assert(triangle_words<float>() == 576 && packed_col<false, 4>(kOrder) == 576, "float: 144 pieces");
static_assert(triangle_words<double>() == 544 && packed_col<false, 2>(kOrder) == 544, "8 bytes: 272 pieces");

/// Where column c of a packed triangle t starts (for load_column).
template <bool LOWER, class D> __device__ __forceinline__ D* staged_col(D* t, int c) {
  return t + packed_col<LOWER, 16 / int(sizeof(D))>(c);
}

/// The warp copies the stored triangle's 16-byte pieces of A (32 x 32, columns on 16 bytes) into
/// dst, packed, by cp.async (no register holds them, so the whole triangle is in flight at
/// once); the pieces wholly in the other triangle are skipped. The caller commits and waits.
template <class D, bool LOWER>
__device__ __forceinline__ void stage_triangle(D* dst, const D* A, int64_t lda, int lane) {
  constexpr int V = 16 / int(sizeof(D)), kChunks = kOrder / V;
  for (int u = lane; u < kOrder * kChunks; u += 32) {
    const int c = u / kChunks, r0 = (u % kChunks) * V;
    if (LOWER ? r0 + V - 1 < c : r0 > c) continue;
    level3::cp_async<16>(staged_col<LOWER>(dst, c) + r0, A + c * lda + r0, 16);
  }
}

/// The warp copies a rows x cols matrix (rows, cols <= 32) into dst transposed by lanes: lane t
/// takes row t, element (t, c) to dst[c * kPad + t], one cp.async per element. The caller
/// commits. With UNROLL32, 32 columns (every Right call; Left at n = 32) take a fully unrolled
/// copy: a loop bounded at run time costs a compare, a branch and address arithmetic per
/// element. symm_warp takes it (Left double +2.2%, float and complex<float> +0.9%, Right
/// unchanged); trmm_warp does not (complex<double> Left 1.6-2.9% slower, complex<float> 1%):
/// H100, docs/bench/2026-12-05-s47/call1/ab.txt.
template <bool UNROLL32, class D>
__device__ __forceinline__ void stage_rows(D* dst, const D* B, int64_t ldb, int rows, int cols, int lane) {
  if (lane >= rows) return;
  if (UNROLL32 && cols == kOrder) {
#pragma unroll
    for (int c = 0; c < kOrder; ++c) level3::cp_element(dst + c * kPad + lane, B + lane + c * ldb, true);
  } else {
    for (int c = 0; c < cols; ++c) level3::cp_element(dst + c * kPad + lane, B + lane + c * ldb, true);
  }
}

/// The warp stores the rows x cols matrix held transposed by lanes in src (element (t, c) at
/// src[c * kPad + t]) to C: lane t stores row t of every column (each store 32 consecutive rows
/// over the warp); 32 columns unrolled, as in stage_rows<true>.
template <class D>
__device__ __forceinline__ void store_rows(D* C, int64_t ldc, const D* src, int rows, int cols, int lane) {
  if (lane >= rows) return;
  if (cols == kOrder) {
#pragma unroll
    for (int c = 0; c < kOrder; ++c) C[lane + c * ldc] = src[c * kPad + lane];
  } else {
    for (int c = 0; c < cols; ++c) C[lane + c * ldc] = src[c * kPad + lane];
  }
}

}  // namespace batchlas::kernels::tiny::warp_item
