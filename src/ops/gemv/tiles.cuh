// gemv Trans / ConjTrans by 32 x 32 tiles (the `packed` family, float, double and complex<float>,
// from m = 32 where wins()): y_j := alpha * sum_i op(A(i, j)) x_i + beta y_j, the triangle
// sweep's lane layout (tile_layout.cuh, tri_sweep.cuh) over a rectangle, column sums only.
//
// Why: at m = n = 32-512 the column-segment kernels ran at 0.65-0.88 of copy (H200, session 17,
// call 1: gemv_t s n = 64 at 128 registers and 25% occupancy; gemv_t_packs keeps 4 columns x 16
// bytes in flight per lane and reduces each column over up to 32 lanes). Here:
//  - a unit is a panel of 32 columns of one item; a warp walks its panel down in 32-row tiles;
//  - a lane holds 4 rows x 8 columns of each tile (8 lanes cover 32 rows of a column), loaded in
//    16-byte pieces where A is packable (each warp load then covers 128 contiguous bytes of each
//    of 4 columns; element loads otherwise, 8 elements V apart per column), and keeps its 8
//    column sums across the tiles;
//  - at the panel's end the 8 lanes sharing a column group reduce by recursive halving (7
//    exchanges), leaving lane l with column l's sum: one coalesced store per lane;
//  - ConjTrans conjugates x and the final sum (sum conj(a) x = conj(sum a conj(x))), not A.
// Only the last row tile (m not a multiple of 32) and the last panel (n not a multiple of 32)
// carry masks.
#pragma once

#include <type_traits>

#include "batchlas/settings.hh"
#include "kernels/level2/common.cuh"
#include "kernels/level2/pack.cuh"
#include "kernels/level2/tile_layout.cuh"  // row_of

namespace batchlas::kernels::level2::gemv_tiles {

/// Adds tile (r0, panel)'s products into this lane's 8 column sums. Edge: rows past m or
/// columns past nc (the panel's width) masked; V16: 16-byte pieces (m whole pieces).
template <class D, bool V16, bool Edge>
__device__ __forceinline__ void add_tile(D (&s)[8], const D* ap, int64_t ld, const D* xb,
                                         int64_t incx, bool xpack, int64_t m, int64_t r0, int nc,
                                         int lane, bool conj) {
  constexpr int V = pack_of<D>(), P = 4 / V;
  const int q = lane & 7, g = lane >> 3;
  D xr[4], t[8][4];
#pragma unroll
  for (int p = 0; p < P; ++p) {
    const int64_t r = r0 + row_of<D>(q, p * V);
    D xv[V];
    if (V16 && xpack) {
      ldg_pack<V>(!Edge || r < m, xb + r, xv);
    } else {
#pragma unroll
      for (int e = 0; e < V; ++e) xv[e] = Edge ? ldg_if(r + e < m, xb + (r + e) * incx) : ldg(xb + (r + e) * incx);
    }
#pragma unroll
    for (int e = 0; e < V; ++e) xr[p * V + e] = conj_if(xv[e], conj);
  }
#pragma unroll
  for (int k = 0; k < 8; ++k) {
    const int c = 8 * g + k;
    const D* col = ap + c * ld;
#pragma unroll
    for (int p = 0; p < P; ++p) {
      const int64_t r = r0 + row_of<D>(q, p * V);
      if constexpr (V16) {
        D piece[V];
        ldg_pack<V>(!Edge || (c < nc && r < m), col + r, piece);
#pragma unroll
        for (int e = 0; e < V; ++e) t[k][p * V + e] = piece[e];
      } else {
#pragma unroll
        for (int e = 0; e < V; ++e)
          t[k][p * V + e] = Edge ? ldg_if(c < nc && r + e < m, col + r + e) : ldg(col + r + e);
      }
    }
  }
#pragma unroll
  for (int k = 0; k < 8; ++k)
#pragma unroll
    for (int e = 0; e < 4; ++e) s[k] = mac(s[k], t[k][e], xr[e]);
}

/// y := alpha*op(A)*x + beta*y, a warp per panel of 32 columns (see the header comment).
/// xpack: x read as packs (unit increment, aligned, whole packs; used only with V16).
template <class D, bool V16>
__global__ void __launch_bounds__(256)
    gemv_t_tiles(Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t m, int64_t n, int64_t batch,
                 D alpha, D beta, bool beta_zero, bool conj, bool xpack) {
  const int lane = threadIdx.x & 31;
  const int64_t warp = (int64_t(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
  const int64_t warps = (int64_t(gridDim.x) * blockDim.x) >> 5;
  const int64_t panels = (n + 31) / 32, units = batch * panels;
  const int64_t whole = m / 32 * 32;  // rows in whole tiles
  for (int64_t u = warp; u < units; u += warps) {
    int64_t b, p;
    divmod(u, panels, b, p);
    const int64_t c0 = p * 32;
    const int nc = int(min(int64_t(32), n - c0));
    const D* ap = A.data + b * A.stride + c0 * A.ld;
    const D* xb = x.base + b * x.stride;
    D s[8];
#pragma unroll
    for (int k = 0; k < 8; ++k) s[k] = zero<D>();
    if (nc == 32) {
      for (int64_t r0 = 0; r0 < whole; r0 += 32)
        add_tile<D, V16, false>(s, ap, A.ld, xb, x.inc, xpack, m, r0, nc, lane, conj);
    } else {
      for (int64_t r0 = 0; r0 < whole; r0 += 32)
        add_tile<D, V16, true>(s, ap, A.ld, xb, x.inc, xpack, m, r0, nc, lane, conj);
    }
    if (whole < m) add_tile<D, V16, true>(s, ap, A.ld, xb, x.inc, xpack, m, whole, nc, lane, conj);
    // 8 lanes share each column group: lane bits 2..0; lane l ends with column c0 + l.
    halve_at<4, 4>(s, lane);
    halve_at<2, 2>(s, lane);
    halve_at<1, 1>(s, lane);
    if (lane < nc) {
      D* yp = y.base + b * y.stride + (c0 + lane) * y.inc;
      D r = mul(alpha, conj_if(s[0], conj));
      if (!beta_zero) r = mac(r, beta, *yp);
      *yp = r;
    }
  }
}

/// Whether the tile kernel runs gemv T/C of an A of m rows (else gemv_t_packs). Settings::l2_sweep
/// (BATCHLAS_L2_SWEEP): false never, true wherever the type allows (m >= 32; for tests), unset
/// the measured rule. Measured (H200, session 18, call 4, square m = n = 32-1024 at saturating
/// batch, the same binary with BATCHLAS_L2_SWEEP=0; speed-up over gemv_t_packs):
///  - float 1.28-1.94x at every n (0.99-1.02 of copy);
///  - double 1.17-1.69x to n = 512 (0.97-0.99), 0.98x at 1024;
///  - complex<float> 1.01-1.66x to n = 256 (0.85-0.89), 0.95x at 512, 0.75x at 1024.
/// At n = 1024 a saturating batch holds 128 items (double, complex<float>) of 32 panels: 4,096
/// panels for 3,168 resident warps (16-byte path, 70-72 registers), 1.3 waves, so the last wave
/// runs part-empty; gemv_t_packs's units of 4 columns balance better. The rule is on m alone
/// (measured on squares at saturating batch); the wave count, not m, is the cause. Not timed:
/// the element path (A not packable: 80 registers for float, 128 for double and complex<float>)
/// and n < 32 (most lanes idle in loads). complex<double> never: its 8 x 4 tile would take
/// 128 registers, and `native` already reaches 0.93-1.00 from n = 128.
template <class D> bool wins(int64_t m) {
  if constexpr (sizeof(D) == 16) return false;
  if (m < 32) return false;
  if (const auto forced = settings().l2_sweep) return *forced;
  if constexpr (std::is_same_v<D, float>) return true;
  else if constexpr (std::is_same_v<D, double>) return m <= 512;
  else return m <= 256;  // complex<float>
}

/// Launches the tile kernel on q's stream. v16: A packable over m rows; xpack: x packable.
template <class D>
void launch(Queue& q, Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t m, int64_t n, int64_t batch,
            D alpha, D beta, bool beta_zero, bool conj, bool v16, bool xpack) {
  const auto go = [&](auto kernel) {
    const int64_t units = batch * ((n + 31) / 32);
    const unsigned grid = grid_for(q, kernel, 256, 0, (units + 7) / 8);
    kernel<<<grid, 256, 0, batchlas::cuda::stream(q)>>>(A, x, y, m, n, batch, alpha, beta,
                                                        beta_zero, conj, xpack);
    batchlas::cuda::check_launch("gemv_t_tiles");
  };
  if (v16) go(gemv_t_tiles<D, true>);
  else go(gemv_t_tiles<D, false>);
}

}  // namespace batchlas::kernels::level2::gemv_tiles
