// The triangular tile grid: a linear index over the T(T+1)/2 tiles of one triangle of a T x T
// tile grid, decoded into (row tile, column tile). Used by the rank-k tile kernels for the
// blocks of a grid (64-bit) and for the warps of a Gram block (small ints).
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

namespace batchlas::kernels::level3 {

/// t = a(a+1)/2 + b with 0 <= b <= a: the (a, b) of the t-th lower-triangle tile, row by row.
/// The square root gives a first guess; the two loops make it exact for any 64-bit t.
__device__ __forceinline__ void tri_decode(int64_t t, int64_t& a, int64_t& b) {
  int64_t r = static_cast<int64_t>((sqrt(8.0 * static_cast<double>(t) + 1.0) - 1.0) * 0.5);
  while (r > 0 && r * (r + 1) / 2 > t) --r;
  while ((r + 1) * (r + 2) / 2 <= t) ++r;
  a = r;
  b = t - r * (r + 1) / 2;
}

/// (row, column) of the t-th tile of the uplo triangle: row >= column for Lower, <= for Upper.
__device__ __forceinline__ void tri_tile(int64_t t, bool lower, int64_t& row, int64_t& col) {
  int64_t a, b;
  tri_decode(t, a, b);
  row = lower ? a : b;
  col = lower ? b : a;
}

/// Host side: tiles of one triangle of a T x T grid.
inline int64_t tri_count(int64_t tiles_per_side) {
  return tiles_per_side * (tiles_per_side + 1) / 2;
}

}  // namespace batchlas::kernels::level3
