// Triangle tiles for the rank updates of the `packed` families (syr, her, syr2, her2) at n > 16:
// A(i, j) += ax_i*c(y_j) [+ ay_i*c(x_j)] on the stored triangle's 32 x 32 tiles, the sweep's lane
// layout (tri_sweep.cuh) without its sums.
//
// Why: the fold kernel (rank_fold.cuh) ran the triangles at 0.71-0.80 of copy from n = 128 while
// ger's rectangle reached 0.85-0.91 (H200, sessions 10-11); its 8 packs in flight per lane cost it
// 98-236 registers, so 8-16 warps per SM. Here:
//  - a unit is one tile (32 rows x 32 columns) of one item, and the tiles of the whole batch form
//    one list, so an item of n = 1024 spreads over 528 warps and no warp waits on another;
//  - a lane holds 4 rows x 2V columns per step (V = pack_of: 8 pieces of 16 bytes, 128 bytes in
//    flight per lane), so a tile is 1 step (float), 2 (double, complex<float>) or 4
//    (complex<double>); each warp load or store covers 128 contiguous bytes of each of 4 columns;
//  - interior tiles carry no mask; diagonal tiles load the pieces meeting the triangle whole and
//    store a piece whole where it lies inside, element by element where it straddles the
//    diagonal (nothing outside the triangle is written); edge tiles (n not a multiple of 32)
//    mask rows and columns past n.
// Loads are 16 bytes where A is packable (data, ld, stride and n whole 16-byte units, so no piece
// crosses row n), else element by element with the same rows per lane. Hermitian updates (her,
// her2) read only the diagonal's real part and store it exactly real.
#pragma once

#include <cstdlib>
#include <type_traits>

#include "batchlas/settings.hh"
#include "kernels/level2/rank_fold.cuh"  // Flags, Tri, kBlock
#include "kernels/level2/tri_sweep.cuh"  // sweep::row_of, sweep::sweep_tile_at

namespace batchlas::kernels::level2::rank_detail {

/// Columns per lane in one step of a tile of K pieces of 16 bytes per lane (K = 4 or 8).
template <class D, int K> constexpr int tile_cols() { return K * pack_of<D>() / 4; }

/// Tile row of a lane's element e (0..3) in a tile of T rows: T / 4 lanes (q = lane % (T / 4))
/// cover a column's T rows, each piece's lanes one contiguous run (sweep::row_of at T = 32).
template <class D, int T> __device__ __forceinline__ int tile_row(int q, int e) {
  constexpr int V = pack_of<D>();
  return (e / V) * (T / 4 * V) + q * V + e % V;
}

/// Step s of tile (r0, c0): this lane's 4 rows x tile_cols() columns updated in place.
/// Edge: a diagonal tile or one crossing row or column n (masks); V16: 16-byte pieces.
/// ax, ay: alpha*x and alpha2*y of the lane's 4 rows.
template <class D, int T, int K, bool V16, bool Edge, bool kTwo>
__device__ __forceinline__ void tile_step(D* ab, int64_t ld, const D* xb, int64_t incx, const D* yb,
                                          int64_t incy, int64_t n, int64_t r0, int64_t c0, int s,
                                          const D (&ax)[4], const D (&ay)[4], int lane, const Flags& f) {
  constexpr int V = pack_of<D>(), C = tile_cols<D, K>(), P = 4 / V;  // P pieces per column
  constexpr int LQ = T / 4, G = 32 / LQ;  // lanes per column, column groups
  const int q = lane % LQ, g = lane / LQ;
  const bool lower = f.tri == kLower, diag = r0 == c0;
  // Element (tile-local rl, cl) inside the matrix and (diagonal tiles) the triangle: 32-bit
  // compares against the tile's extents.
  const int nr = int(min(int64_t(T), n - r0)), nc = int(min(int64_t(T), n - c0));
  const auto inside = [&](int rl, int cl) {
    return !Edge || (rl < nr && cl < nc && (!diag || (lower ? rl >= cl : rl <= cl)));
  };
  D yc[C], xc[C], t[C][4];
  bool ok[C][P];  // V16: some element of the piece inside
#pragma unroll
  for (int k = 0; k < C; ++k) {
    const int cl = s * G * C + g * C + k;  // tile-local column
    const int64_t c = c0 + cl;
    yc[k] = conj_if(Edge ? ldg_if(cl < nc, yb + c * incy) : ldg(yb + c * incy), f.conj);
    if constexpr (kTwo)
      xc[k] = conj_if(Edge ? ldg_if(cl < nc, xb + c * incx) : ldg(xb + c * incx), f.conj);
    const D* col = ab + c * ld;
#pragma unroll
    for (int p = 0; p < P; ++p) {
      const int rl = tile_row<D, T>(q, p * V);  // the piece's first tile-local row
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
    const int cl = s * G * C + g * C + k;
    D* col = ab + (c0 + cl) * ld;
#pragma unroll
    for (int p = 0; p < P; ++p) {
      const int rl = tile_row<D, T>(q, p * V);
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
template <class D, int T, int K, bool V16, bool kTwo>
__global__ void __launch_bounds__(kBlock)
    rank_tiles(Mat<D> A, Vec<const D> x, Vec<const D> y, int64_t n, int64_t batch, D alpha,
               D alpha2, Flags f, bool xpack, bool ypack) {
  constexpr int V = pack_of<D>(), P = 4 / V;
  const int lane = threadIdx.x & 31, q = lane % (T / 4);
  const int64_t warp = (int64_t(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
  const int64_t warps = (int64_t(gridDim.x) * blockDim.x) >> 5;
  const bool lower = f.tri == kLower;
  const int64_t panels = (n + T - 1) / T, tiles = panels * (panels + 1) / 2, units = batch * tiles;
  for (int64_t u = warp; u < units; u += warps) {
    int64_t b, t, I, J;
    divmod(u, tiles, b, t);
    // Rotated per item: the grid's warp count is often a multiple of `tiles`, and without the
    // rotation a warp would meet the same tile (diagonal or not) in every item.
    t = rotate(t, b, tiles, f.tri);
    sweep::sweep_tile_at(t, panels, lower, I, J);
    const int64_t r0 = I * T, c0 = J * T;
    D* ab = A.data + b * A.stride;
    const D* xb = x.base + b * x.stride;
    const D* yb = y.base + b * y.stride;
    D ax[4], ay[4];
#pragma unroll
    for (int p = 0; p < P; ++p) {
      const int64_t r = r0 + tile_row<D, T>(q, p * V);
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
    const bool edge = r0 == c0 || r0 + T > n || c0 + T > n;
    constexpr int steps = T / (128 / T * tile_cols<D, K>());  // T columns, 128 / T groups
#pragma unroll
    for (int s = 0; s < steps; ++s) {
      if (edge)
        tile_step<D, T, K, V16, true, kTwo>(ab, A.ld, xb, x.inc, yb, y.inc, n, r0, c0, s, ax, ay, lane, f);
      else
        tile_step<D, T, K, V16, false, kTwo>(ab, A.ld, xb, x.inc, yb, y.inc, n, r0, c0, s, ax, ay, lane, f);
    }
  }
}

/// Whether the tile kernel runs a triangle of order n (else the fold or the rectangle kernel):
/// Settings::l2_sweep (BATCHLAS_L2_SWEEP) where set, else from n = 17.
/// TODO(session 18): the rule from the H200 A/B.
template <class D> bool tiles_win(int64_t n, bool /*two*/) {
  return n > 16 && settings().l2_sweep.value_or(true);
}

/// Launches the tile kernel on q's stream (f.tri Lower or Upper, m = n). v16: A packable.
template <class D>
void run_tiles(Queue& q, Mat<D> A, Vec<const D> x, Vec<const D> y, int64_t n, int64_t batch,
               D alpha, D alpha2, Flags f, bool v16, bool xpack, bool ypack) {
  // TEMPORARY (session 18 A/B): BATCHLAS_TILES_K=4 takes 4 pieces per lane and step, else 8;
  // BATCHLAS_TILES_T=64 tiles of 64, else 32.
  const char* kk = std::getenv("BATCHLAS_TILES_K");
  const char* tt = std::getenv("BATCHLAS_TILES_T");
  const bool k4 = kk && kk[0] == '4', t64 = tt && tt[0] == '6';
  const int64_t tile = t64 ? 64 : 32;
  const auto go = [&](auto kernel) {
    const int64_t panels = (n + tile - 1) / tile, units = batch * (panels * (panels + 1) / 2);
    constexpr int64_t per_block = kBlock / 32;
    const unsigned grid = grid_for(q, kernel, kBlock, 0, (units + per_block - 1) / per_block);
    kernel<<<grid, kBlock, 0, batchlas::cuda::stream(q)>>>(A, x, y, n, batch, alpha, alpha2, f,
                                                          xpack, ypack);
    batchlas::cuda::check_launch("rank_tiles");
  };
  const auto pick = [&](auto tk) {
    constexpr int T = decltype(tk)::value / 100, K = decltype(tk)::value % 100;
    if (f.two) {
      if (v16) go(rank_tiles<D, T, K, true, true>);
      else go(rank_tiles<D, T, K, false, true>);
    } else {
      if (v16) go(rank_tiles<D, T, K, true, false>);
      else go(rank_tiles<D, T, K, false, false>);
    }
  };
  if (t64) {
    if (k4) pick(std::integral_constant<int, 6404>{});
    else pick(std::integral_constant<int, 6408>{});
  } else {
    if (k4) pick(std::integral_constant<int, 3204>{});
    else pick(std::integral_constant<int, 3208>{});
  }
}

}  // namespace batchlas::kernels::level2::rank_detail
