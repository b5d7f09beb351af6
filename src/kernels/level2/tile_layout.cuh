// The 32 x 32 tile layout shared by the Level-2 tile kernels: the triangle sweep (tri_sweep.cuh:
// symv, hemv, trmv), the rank updates' tiles (rank_tiles.cuh) and gemv T/C's tiles
// (src/ops/gemv/tiles.cuh): which stored tile a unit names, and which tile rows a lane holds.
#pragma once

#include <cmath>
#include <cstdint>

#include "kernels/level2/pack.cuh"  // pack_of

namespace batchlas::kernels::level2 {

/// Tile t of the stored block triangle (row-major over the lower one) -> its block indices.
__device__ __forceinline__ void stored_tile(int64_t t, bool lower, int64_t& I, int64_t& J) {
  int64_t hi = static_cast<int64_t>((sqrt(8.0 * double(t) + 1.0) - 1.0) / 2.0);
  while (hi * (hi + 1) / 2 > t) --hi;
  while ((hi + 1) * (hi + 2) / 2 <= t) ++hi;
  const int64_t lo = t - hi * (hi + 1) / 2;
  I = lower ? hi : lo, J = lower ? lo : hi;
}

/// Stored tile t of an item of `panels` tile rows -> its block indices (I, J). Consecutive t
/// stay in one column panel, so the warps that take neighbouring tiles at once read
/// neighbouring runs of the same columns (stored_tile's row-major order for the
/// lower triangle sends them to different columns). Measured 1.00-1.04x, mostly 1.01-1.02x
/// at n >= 512 and no change below (H200, session 17, call 6).
__device__ __forceinline__ void sweep_tile_at(int64_t t, int64_t panels, bool lower, int64_t& I,
                                              int64_t& J) {
  int64_t lo, hi;  // the upper triangle's order: column panel hi, tile rows 0..hi
  stored_tile(t, false, lo, hi);
  if (lower) I = panels - 1 - lo, J = panels - 1 - hi;
  else I = lo, J = hi;
}

/// Tile row of a lane's element e (0..3), q = lane & 7: the lane's 16-byte pieces of a column
/// sit 8 lanes apart, so each load instruction of the warp covers 128 contiguous bytes of each
/// of 4 columns (float: rows 4q..4q+3; 8-byte types: 2q, 2q+1, 16+2q, 17+2q; complex<double>:
/// q, 8+q, 16+q, 24+q).
template <class D> __device__ __forceinline__ int row_of(int q, int e) {
  constexpr int V = pack_of<D>();
  return (e / V) * (8 * V) + q * V + e % V;
}

}  // namespace batchlas::kernels::level2
