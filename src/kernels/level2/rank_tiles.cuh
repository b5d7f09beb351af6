// Triangle tiles for the rank updates of the `packed` families (syr, her, syr2, her2) at n > 16:
// A(i, j) += ax_i*c(y_j) [+ ay_i*c(x_j)] on the stored triangle's 32 x 32 tiles, the sweep's lane
// layout (tri_sweep.cuh) without its sums.
//
// Why: the fold kernel (rank_fold.cuh) ran the triangles at 0.71-0.80 of copy from n = 128 while
// ger's rectangle reached 0.85-0.91 (H200, sessions 10-11); its packs in flight per lane (8; 4 for
// complex<double>) cost it 94-158 registers on the 16-byte path (ptxas), so 8-16 warps per SM.
// Here:
//  - a unit is one tile (32 rows x 32 columns) of one item, and the tiles of the whole batch form
//    one list, so an item of n = 1024 spreads over 528 warps and no warp waits on another;
//  - a lane holds 4 rows x tile_cols() columns per step (tile_pieces() pieces of 16 bytes in
//    flight per lane: 8 for float, 4 for the others), so a tile is 1 step (float), 4 (double,
//    complex<float>) or 8 (complex<double>); on the 16-byte path each warp load or store covers
//    128 contiguous bytes of each of 4 columns (element loads: 8 elements V apart per column);
//  - interior tiles carry no mask; diagonal tiles load the pieces meeting the triangle whole and
//    store a piece whole where it lies inside, element by element where it straddles the
//    diagonal (nothing outside the triangle is written); edge tiles (n not a multiple of 32)
//    mask rows and columns past n.
// Loads are 16 bytes where A is packable (data, ld, stride and n whole 16-byte units, so no piece
// crosses row n), else element by element with the same rows per lane. Hermitian updates (her,
// her2) read only the diagonal's real part and store it exactly real.
#pragma once

#include <type_traits>

#include "batchlas/settings.hh"
#include "kernels/level2/rank_fold.cuh"  // Flags, Tri, kBlock
#include "kernels/level2/tile_layout.cuh"  // row_of, sweep_tile_at

namespace batchlas::kernels::level2::rank_detail {

/// Pieces of 16 bytes per lane and step: 8 for float, 4 for the other types. Measured (H200,
/// session 18, calls 1-2, n = 32-1024; speed-up of 4 pieces over 8): syr2 d 1.05-1.15x, her2 c
/// 1.07-1.18x, her2 z 1.00-1.15x (with 8 their rank-2 forms took 133-154 registers: one or two
/// blocks of 256 per SM); rank 1 0.94-1.06x; float syr2 0.91-0.98x, syr 0.96-1.04x.
template <class D> constexpr int tile_pieces() { return std::is_same_v<D, float> ? 8 : 4; }

/// Columns per lane in one step of a tile: tile_pieces() pieces of 16 bytes per lane.
template <class D> constexpr int tile_cols() { return tile_pieces<D>() * pack_of<D>() / 4; }

/// Step s of tile (r0, c0): this lane's 4 rows x tile_cols() columns updated in place.
/// Edge: a diagonal tile or one crossing row or column n (masks); V16: 16-byte pieces.
/// ax, ay: alpha*x and alpha2*y of the lane's 4 rows.
template <class D, bool V16, bool Edge, bool kTwo>
__device__ __forceinline__ void tile_step(D* ab, int64_t ld, const D* xb, int64_t incx, const D* yb,
                                          int64_t incy, int64_t n, int64_t r0, int64_t c0, int s,
                                          const D (&ax)[4], const D (&ay)[4], int lane, const Flags& f) {
  constexpr int V = pack_of<D>(), C = tile_cols<D>(), P = 4 / V;  // P pieces per column
  const int q = lane & 7, g = lane >> 3;
  const bool lower = f.tri == kLower, diag = r0 == c0;
  // Element (tile-local rl, cl) inside the matrix and (diagonal tiles) the triangle: 32-bit
  // compares against the tile's extents.
  const int nr = int(min(int64_t(32), n - r0)), nc = int(min(int64_t(32), n - c0));
  const auto inside = [&](int rl, int cl) {
    return !Edge || (rl < nr && cl < nc && (!diag || (lower ? rl >= cl : rl <= cl)));
  };
  D yc[C], xc[C], t[C][4];
  bool ok[C][P];  // V16: some element of the piece inside
#pragma unroll
  for (int k = 0; k < C; ++k) {
    const int cl = s * 4 * C + g * C + k;  // tile-local column
    const int64_t c = c0 + cl;
    yc[k] = conj_if(Edge ? ldg_if(cl < nc, yb + c * incy) : ldg(yb + c * incy), f.conj);
    if constexpr (kTwo)
      xc[k] = conj_if(Edge ? ldg_if(cl < nc, xb + c * incx) : ldg(xb + c * incx), f.conj);
    const D* col = ab + c * ld;
#pragma unroll
    for (int p = 0; p < P; ++p) {
      const int rl = row_of<D>(q, p * V);  // the piece's first tile-local row
      if constexpr (V16) {
        // Lower: the piece's last row inside; upper: its first (n is whole pieces).
        ok[k][p] = inside(lower ? rl + V - 1 : rl, cl);
        D piece[V];
        ld_pack<V>(ok[k][p], col + r0 + rl, piece);
#pragma unroll
        for (int e = 0; e < V; ++e) t[k][p * V + e] = piece[e];
      } else {
#pragma unroll
        for (int e = 0; e < V; ++e) t[k][p * V + e] = ld_if(inside(rl + e, cl), col + r0 + rl + e);
      }
    }
  }
#pragma unroll
  for (int k = 0; k < C; ++k) {
    const int cl = s * 4 * C + g * C + k;
    D* col = ab + (c0 + cl) * ld;
#pragma unroll
    for (int p = 0; p < P; ++p) {
      const int rl = row_of<D>(q, p * V);
      bool in[V], all = true;
#pragma unroll
      for (int e = 0; e < V; ++e) {
        D& a = t[k][p * V + e];
        const bool on = Edge && diag && rl + e == cl;
        in[e] = inside(rl + e, cl);
        all = all && in[e];
        const bool re = f.herm && on;
        D out = re ? real_only(a) : a;
        out = mac(out, ax[p * V + e], yc[k]);
        if constexpr (kTwo) out = mac(out, ay[p * V + e], xc[k]);
        a = re ? real_only(out) : out;
      }
      // With element loads, or for a piece across the diagonal, element by element: only the
      // triangle part. (V = 1: all = in[0].)
      const bool whole = V16 && (!Edge || all);
      D piece[V];
#pragma unroll
      for (int e = 0; e < V; ++e) piece[e] = t[k][p * V + e];
      if (whole) {
        st_pack<V>(ok[k][p], col + r0 + rl, piece);
      } else {
#pragma unroll
        for (int e = 0; e < V; ++e) st_if(in[e], col + r0 + rl + e, piece[e]);
      }
    }
  }
}

/// Every stored 32 x 32 tile of every item, a warp per tile (see the header comment).
/// xpack, ypack: x, y read as packs for the rows (unit increment, aligned, whole packs).
template <class D, bool V16, bool kTwo>
__global__ void __launch_bounds__(kBlock)
    rank_tiles(Mat<D> A, Vec<const D> x, Vec<const D> y, int64_t n, int64_t batch, D alpha,
               D alpha2, Flags f, bool xpack, bool ypack) {
  constexpr int V = pack_of<D>(), P = 4 / V;
  const int lane = threadIdx.x & 31, q = lane & 7;
  const int64_t warp = (int64_t(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
  const int64_t warps = (int64_t(gridDim.x) * blockDim.x) >> 5;
  const bool lower = f.tri == kLower;
  const int64_t panels = (n + 31) / 32, tiles = panels * (panels + 1) / 2, units = batch * tiles;
  for (int64_t u = warp; u < units; u += warps) {
    int64_t b, t, I, J;
    divmod(u, tiles, b, t);
    // Rotated per item: the grid's warp count is often a multiple of `tiles`, and without the
    // rotation a warp would meet the same tile (diagonal or not) in every item.
    t = rotate(t, b, tiles, f.tri);
    sweep_tile_at(t, panels, lower, I, J);
    const int64_t r0 = I * 32, c0 = J * 32;
    D* ab = A.data + b * A.stride;
    const D* xb = x.base + b * x.stride;
    const D* yb = y.base + b * y.stride;
    D ax[4], ay[4];
#pragma unroll
    for (int p = 0; p < P; ++p) {
      const int64_t r = r0 + row_of<D>(q, p * V);
      D xv[V], yv[V];
      // Rows past n read zeros (with V16 a piece is whole: r < n covers it).
      if (V16 && xpack) {
        ldg_pack<V>(r < n, xb + r, xv);
      } else {
#pragma unroll
        for (int e = 0; e < V; ++e) xv[e] = ldg_if(r + e < n, xb + (r + e) * x.inc);
      }
      if constexpr (kTwo) {
        if (V16 && ypack) {
          ldg_pack<V>(r < n, yb + r, yv);
        } else {
#pragma unroll
          for (int e = 0; e < V; ++e) yv[e] = ldg_if(r + e < n, yb + (r + e) * y.inc);
        }
      }
#pragma unroll
      for (int e = 0; e < V; ++e) {
        ax[p * V + e] = mul(alpha, xv[e]);
        ay[p * V + e] = zero<D>();
        if constexpr (kTwo) ay[p * V + e] = mul(alpha2, yv[e]);
      }
    }
    const bool edge = r0 == c0 || r0 + 32 > n || c0 + 32 > n;
    constexpr int steps = 8 / tile_cols<D>();  // 32 columns, 4 column groups per step
#pragma unroll
    for (int s = 0; s < steps; ++s) {
      if (edge)
        tile_step<D, V16, true, kTwo>(ab, A.ld, xb, x.inc, yb, y.inc, n, r0, c0, s, ax, ay, lane, f);
      else
        tile_step<D, V16, false, kTwo>(ab, A.ld, xb, x.inc, yb, y.inc, n, r0, c0, s, ax, ay, lane, f);
    }
  }
}

/// Whether the tile kernel runs a triangle of order n (else the fold or the rectangle kernel,
/// rank_update.cuh run_packs); two: rank 2. Settings::l2_sweep (BATCHLAS_L2_SWEEP): false never,
/// true at every n > 16 (for tests and measuring), unset the measured rule. Where the tiles ran
/// faster than the fold and rectangle kernels (H200, session 18, calls 1-2, n = 32-1024, the same
/// binary twice; docs/PERFORMANCE-LOG.md; the thresholds sit between the measured sizes, powers of
/// two):
///  - float from n = 512 (syr 1.04-1.05x, syr2 1.04-1.06x); 0.93-1.01x at n = 64-256;
///  - complex<double> from 128 (1.01-1.02x there, 1.06-1.23x beyond);
///  - double and complex<float>: rank 1 from 128 (1.02x there, 1.08-1.13x beyond), rank 2 from
///    256 (1.06-1.16x; 0.89-0.99x at 128).
/// Below these the fold or rectangle kernel ran up to 1.23x faster (rank 2 at n = 32). The tiles
/// won by 1.02-1.04x at n = 32 for float syr and syr d; not taken, one threshold per type.
template <class D> bool tiles_win(int64_t n, bool two) {
  if (const auto forced = settings().l2_sweep) return *forced && n > 16;
  if constexpr (std::is_same_v<D, float>) return n > 256;
  if constexpr (std::is_same_v<D, double2>) return n > 64;
  return n > (two ? 128 : 64);
}

/// Launches the tile kernel on q's stream (f.tri Lower or Upper, m = n). v16: A packable.
template <class D>
void run_tiles(Queue& q, Mat<D> A, Vec<const D> x, Vec<const D> y, int64_t n, int64_t batch,
               D alpha, D alpha2, Flags f, bool v16, bool xpack, bool ypack) {
  const auto go = [&](auto kernel) {
    const int64_t panels = (n + 31) / 32, units = batch * (panels * (panels + 1) / 2);
    constexpr int64_t per_block = kBlock / 32;
    const unsigned grid = grid_for(q, kernel, kBlock, 0, (units + per_block - 1) / per_block);
    kernel<<<grid, kBlock, 0, batchlas::cuda::stream(q)>>>(A, x, y, n, batch, alpha, alpha2, f,
                                                          xpack, ypack);
    batchlas::cuda::check_launch("rank_tiles");
  };
  // complex<double>'s elements are 16-byte pieces already: one instantiation (element loads).
  constexpr bool kPieces = pack_of<D>() > 1;
  if (f.two) {
    if (kPieces && v16) go(rank_tiles<D, kPieces, true>);
    else go(rank_tiles<D, false, true>);
  } else {
    if (kPieces && v16) go(rank_tiles<D, kPieces, false>);
    else go(rank_tiles<D, false, false>);
  }
}

}  // namespace batchlas::kernels::level2::rank_detail
