// The staged kernel of the symv and hemv native families for n > 32 (symv_staged), with the
// helpers it shares with symv.cuh's register-tile kernels. Which of the two runs an item is
// symv.cuh's staged_max_n(), by measurement. Included by src/kernels/level2/symv.cuh only.
#pragma once

#include <algorithm>

#include "kernels/level2/common.cuh"
#include "kernels/level2/tile_layout.cuh"  // stored_tile
#include "kernels/level3/staging.cuh"

namespace batchlas::kernels::level2::symv_detail {

__device__ __forceinline__ bool in_tri(bool lower, int64_t r, int64_t c) {
  return lower ? r >= c : r <= c;
}

/// The end of an item in symv_staged and the sweep (tri_sweep.cuh; symv_large writes the same
/// loop out: calling this made ptxas take 49-60 more registers there, symv.cuh), after the
/// barrier that completes the item's sums in acc: y := alpha*acc + beta*y over the elements
/// k = first, first + step, ... (y0: element `first` of y, loaded at the item's start), and
/// acc zeroed for a later item.
template <class D>
__device__ __forceinline__ void finish_item(D* acc, D* yb, int64_t incy, int64_t n, int64_t first,
                                            int64_t step, D alpha, D beta, bool beta_zero, D y0) {
  for (int64_t k = first; k < n; k += step) {
    D* yp = yb + k * incy;
    D out = mul(alpha, acc[k]);
    if (!beta_zero) out = mac(out, beta, k == first ? y0 : *yp);
    *yp = out;
    acc[k] = zero<D>();
  }
}

/// Warps for a block that owns one item of `tiles` tiles, at most `cap`: among the block sizes
/// that spread the tiles over 1 to 4 rounds per warp, the one that keeps the most warps busy per
/// SM (resident blocks x tiles / rounds: a warp idle in a last partial round counts for nothing;
/// a fixed 8 warps ran n = 128's 10 tiles as 8 + 2), the fewest rounds unless another keeps 5%
/// more busy. Counting resident warps instead picked 2-warp blocks for float n = 64's 3 tiles,
/// whose second round ran one warp (ncu: 15 of 20 resident warps busy): symv s n = 64 at 0.53
/// of copy, 0.69-0.71 with 1-warp blocks (H200, session 19).
/// smem_of(w): the block's dynamic shared memory at w warps.
template <class K, class SmemOf>
int warps_for(const Queue& q, K kernel, int64_t tiles, int cap, SmemOf smem_of) {
  int best = 1;
  double best_busy = -1;
  const int64_t min_rounds = (tiles + cap - 1) / cap;
  for (int64_t rounds = min_rounds; rounds < min_rounds + 4 && rounds <= tiles; ++rounds) {
    const int w = static_cast<int>((tiles + rounds - 1) / rounds);
    const int per_sm = batchlas::cuda::blocks_per_sm(q, (const void*)kernel, w * 32, smem_of(w));
    const double busy = double(per_sm) * double(tiles) / double((tiles + w - 1) / w);
    if (busy > 1.05 * best_busy) best = w, best_busy = busy;
  }
  return best;
}

/// symv_staged's per-warp pipeline: kStages buffers, each a 32 x 32 tile of A (leading dimension
/// 33, so both a row walk and a column walk meet 32 distinct banks) and the tile's two
/// 32-element pieces of x (its rows, then its columns).
constexpr int kTileLd = 33;
constexpr int kStageElems = 32 * kTileLd + 64;
constexpr int kStages = 2;
/// Most warps per block (registers are few: the tile lives in shared memory).
constexpr int kStagedMaxWarps = 16;

/// Dynamic shared memory of a symv_staged block of `warps` warps: the pipelines, then the two
/// y accumulators of n elements.
template <class D> std::size_t staged_smem(int64_t n, int warps) {
  return (std::size_t(warps) * kStages * kStageElems + 2 * std::size_t(n)) * sizeof(D);
}

/// Starts the copy of stored tile t of item b into stage `st` (cp.async, one commit group per
/// call made by the caller): lane l copies row I*32 + l of the tile, column by column (each
/// copy instruction a coalesced run down one column), then element l of each x piece. Elements
/// outside the matrix or the stored triangle are zero-filled, never read.
template <class D>
__device__ __forceinline__ void issue_tile(D* st, Mat<const D> A, Vec<const D> x, int64_t n,
                                           int64_t b, int64_t t, bool lower, int lane) {
  int64_t I, J;
  stored_tile(t, lower, I, J);
  const int64_t i = I * 32 + lane, j0 = J * 32;
  const D* ab = A.data + b * A.stride;
  const D* xb = x.base + b * x.stride;
  const bool row = i < n;
  const D* src = ab + i + j0 * A.ld;
#pragma unroll 8
  for (int j = 0; j < 32; ++j, src += A.ld) {
    const bool ok = row && j0 + j < n && in_tri(lower, i, j0 + j);
    level3::cp_element(st + j * kTileLd + lane, ok ? src : ab, ok, true);
  }
  D* xs = st + 32 * kTileLd;
  level3::cp_element(xs + lane, row ? xb + i * x.inc : xb, row, true);
  const bool col = j0 + lane < n;
  level3::cp_element(xs + 32 + lane, col ? xb + (j0 + lane) * x.inc : xb, col, true);
}

// n > 32, the staged form of symv_large (symv.cuh): a block owns one item; its warps take the
// 32 x 32 tiles of the stored triangle in turn, each warp through its own kStages-deep cp.async
// pipeline in shared memory, so its next tile is in flight while it computes the current one
// and the tile costs no registers (40-63 per lane against symv_large's 122-236).
//  - Each lane sums its tile row i (A(i, c)*x_c, the row walk) and its tile column c
//    (mirror(A(r, c))*x_r, the column walk) straight from shared memory: no transpose-reduction.
//    On a diagonal tile the diagonal element counts once, in the row sum (hemv: real part).
//  - The two alternating y accumulators and the one barrier per item are symv_large's. The
//    pipelines run on across the barrier (a warp's stages are its own).
template <class D>
__global__ void __launch_bounds__(kStagedMaxWarps * 32)
    symv_staged(Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t n, int64_t batch, D alpha,
               D beta, bool beta_zero, bool lower, bool herm) {
  extern __shared__ __align__(16) unsigned char smem[];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, warps = blockDim.x >> 5;
  D* const stages = reinterpret_cast<D*>(smem) + warp * kStages * kStageElems;
  D* const accs = reinterpret_cast<D*>(smem) + warps * kStages * kStageElems;  // 2 x n
  const int64_t panels = (n + 31) / 32, tiles = panels * (panels + 1) / 2;
  for (int64_t k = threadIdx.x; k < 2 * n; k += blockDim.x) accs[k] = zero<D>();
  // The next (item, tile) to issue; the consuming loops below visit the same sequence.
  int64_t ib = blockIdx.x, it = warp;
  const auto issue_next = [&](int s) {
    if (ib < batch) issue_tile(stages + s * kStageElems, A, x, n, ib, it, lower, lane);
    level3::cp_async_commit();  // empty groups keep the wait count uniform
    it += warps;
    if (it >= tiles) it = warp, ib += gridDim.x;
  };
#pragma unroll
  for (int s = 0; s < kStages - 1; ++s) issue_next(s);
  __syncthreads();  // the accumulators are zero before any warp adds into them
  int parity = 0, stage = 0;
  for (int64_t b = blockIdx.x; b < batch; b += gridDim.x, parity ^= 1) {
    D* const acc = accs + parity * n;
    D* yb = y.base + b * y.stride;
    const int64_t k0 = threadIdx.x;
    const D y0 = ld_if(!beta_zero && k0 < n, yb + k0 * y.inc);  // coherent: y is written here
    for (int64_t t = warp; t < tiles; t += warps) {
      issue_next((stage + kStages - 1) % kStages);  // the stage this warp emptied last
      level3::cp_async_wait<kStages - 1>();         // this lane's copies of tile t landed
      __syncwarp();                                 // and every lane's are visible
      const D* tile = stages + stage * kStageElems;
      const D* xs = tile + 32 * kTileLd;
      int64_t I, J;
      stored_tile(t, lower, I, J);
      const int64_t i = I * 32 + lane, c = J * 32 + lane;
      D r = zero<D>(), s = zero<D>();
      if (I != J) {
#pragma unroll
        for (int j = 0; j < 32; ++j) {
          r = mac(r, tile[j * kTileLd + lane], xs[32 + j]);                     // A(i, J*32 + j)
          s = mac(s, conj_if(tile[lane * kTileLd + j], herm), xs[j]);          // A(I*32 + j, c)
        }
      } else {
#pragma unroll
        for (int j = 0; j < 32; ++j) {
          D a = tile[j * kTileLd + lane];
          if (herm && j == lane) a = real_only(a);
          r = mac(r, a, xs[32 + j]);
          const D m = j == lane ? zero<D>() : conj_if(tile[lane * kTileLd + j], herm);
          s = mac(s, m, xs[j]);
        }
      }
      __syncwarp();  // every lane has read this stage before it is refilled
      stage = (stage + 1) % kStages;
      if (i < n) atomic_add(acc + i, r);
      if (c < n) atomic_add(acc + c, s);
    }
    __syncthreads();  // every tile's sums are in acc
    finish_item(acc, yb, y.inc, n, k0, blockDim.x, alpha, beta, beta_zero, y0);
  }
  level3::cp_async_wait<0>();  // the tail's groups are empty; nothing is left in flight
}

/// Launches symv_staged on q's stream (n > 32, sweep::accumulators_fit(n): symv.cuh's run).
template <class D>
void launch_staged(Queue& q, Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t n, int64_t batch,
                   D alpha, D beta, bool beta_zero, bool lower, bool herm) {
  const int64_t panels = (n + 31) / 32, tiles = panels * (panels + 1) / 2;
  const auto kernel = symv_staged<D>;
  // Warps whose pipelines fit the block limit beside the accumulators (at least one: run()
  // bounds 2n elements by sweep::kSharedBytes).
  const int64_t limit = q.impl().info.max_shared_per_block;
  const int64_t per_warp = int64_t(kStages) * kStageElems * int64_t(sizeof(D));
  const int cap = static_cast<int>(std::clamp<int64_t>(
      (limit - 2 * n * int64_t(sizeof(D))) / per_warp, 1, std::min<int64_t>(kStagedMaxWarps, tiles)));
  batchlas::cuda::opt_in_shared(kernel, int64_t(staged_smem<D>(n, cap)),
                                "cudaFuncSetAttribute(symv_staged)");
  const int warps = warps_for(q, kernel, tiles, cap, [&](int w) { return staged_smem<D>(n, w); });
  const std::size_t smem = staged_smem<D>(n, warps);
  const unsigned grid = grid_for(q, kernel, warps * 32, smem, batch);
  kernel<<<grid, warps * 32, smem, batchlas::cuda::stream(q)>>>(A, x, y, n, batch, alpha, beta,
                                                                beta_zero, lower, herm);
  batchlas::cuda::check_launch("symv_staged");
}

}  // namespace batchlas::kernels::level2::symv_detail
