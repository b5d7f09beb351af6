// The triangle sweep for n > 32: one kernel for symv/hemv (row and column sums of the stored
// triangle) and trmv (one of the two). Included by symv.cuh and src/ops/trmv/native.cu.
//
// Why a second tile kernel: symv_large spent ~1,180 warp instructions per float 32 x 32 tile
// (ncu, session 17: 0.67 issue slots per cycle per scheduler at 50% of DRAM bandwidth), mostly
// the 31-exchange transpose-reduction of a one-row-per-lane tile, a shuffle per column for x
// and per-element predicates. Here a lane holds 4 rows x 8 columns of the tile:
//  - the loads are 16 bytes wide where the layout allows (8 lanes cover 128 contiguous bytes of
//    one column; 8 loads per lane for float, 16 for 8-byte types, 32 for complex<double>);
//  - row sums (4 per lane) reduce over 4 lanes in 3 exchanges, column sums (8 per lane) over
//    8 lanes in 7 (recursive halving, common.cuh's halve_at());
//  - x arrives in 2 loads and 12 shuffles per tile; conj for hemv's mirror applies to x's 4
//    row values and the final column sum, not to the 32 elements;
//  - only diagonal and edge tiles pay for masks. A diagonal tile skips the pieces wholly in the
//    other triangle and discards (by a select) the rest of what its item must not use: the
//    other triangle's part of a piece straddling the diagonal, a unit diagonal, hemv's
//    diagonal imaginary parts. Those reads stay inside the item's n x n matrix; the older
//    kernels never loaded them.
// Two forms (warp_max_n() picks): tri_sweep, symv_large's structure (symv.cuh): a block owns an
// item, its warps take the stored tiles in turn and add their sums into one of two shared
// accumulators (alternating per item, one barrier per item); tri_sweep_warp: a warp owns an
// item and its own accumulator (no block barrier). Then y := alpha*acc + beta*y. symv/hemv
// with fewer items than resident blocks split each item over several blocks (split_for()).
// trmv runs it with alpha = 1, y = x and beta = 1 for a unit diagonal (0, not read, otherwise):
// every read of x another thread could overwrite (the tiles' pieces, y0) precedes the barrier
// (or __syncwarp) before the writes; finish_item reads each remaining element of x in the
// thread that then writes it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <type_traits>

#include "batchlas/settings.hh"
#include "kernels/level2/common.cuh"
#include "kernels/level2/pack.cuh"  // pack_of, packable, ldg_pack
#include "kernels/level2/symv_staged.cuh"  // warps_for, finish_item
#include "kernels/level2/tile_layout.cuh"  // row_of, sweep_tile_at

namespace batchlas::kernels::level2::sweep {

/// Which sums a sweep forms: rows (A(r, c)*x_c into y_r), columns (op(A(r, c))*x_r into y_c).
/// symv/hemv: both (the diagonal in the row sum only); trmv NoTrans: rows; Trans/ConjTrans: columns.
enum Sums : int { kRows = 1, kCols = 2, kBoth = 3 };

/// The per-call rules of a sweep.
struct Rule {
  bool lower;      ///< the stored triangle
  bool conj;       ///< column sums take conj(A(r, c)) (hemv's mirror, trmv ConjTrans)
  bool real_diag;  ///< hemv: the diagonal's imaginary part is not used (loaded, discarded)
  bool unit;       ///< trmv Diag::Unit: the diagonal is not used (beta = 1 adds x)
};

template <class D> __device__ __forceinline__ void prefetch_l1(const D* p) {
  asm volatile("prefetch.global.L1 [%0];" :: "l"(p));
}

/// Most warps per block: float's tile and sums fit 16 warps of 128 registers; the wider types
/// take 8 (their tiles are 64 or 128 registers).
template <class D> constexpr int max_warps() { return sizeof(D) >= 8 ? 8 : 16; }

/// Loads tile (r0, c0)'s 4 x 8 elements of this lane into t (zeros outside the matrix; Edge:
/// also outside the stored triangle and, under rule.unit, on the diagonal). V16: 16-byte loads
/// (the host checked that data, ld, stride and n are whole 16-byte units, so no piece crosses
/// row n). Every load is issued before any value is used: a mask applied column by column made
/// each column wait for its loads (diagonal tiles ran several times slower than interior ones,
/// session 17).
template <class D, bool V16, bool Edge>
__device__ __forceinline__ void load_tile(D (&t)[8][4], const D* ab, int64_t ld, int64_t n,
                                          int64_t r0, int64_t c0, int lane, const Rule& rule) {
  constexpr int V = pack_of<D>();
  const int q = lane & 7, g = lane >> 3;
  // Bit 4k + e: this lane's element e of column k lies in the stored triangle (tile-local
  // 32-bit compares; all ones off the diagonal, where every stored tile lies wholly inside).
  uint32_t in = ~0u;
  if (Edge && r0 == c0) {
    in = 0;
#pragma unroll
    for (int k = 0; k < 8; ++k)
#pragma unroll
      for (int e = 0; e < 4; ++e) {
        const int r = row_of<D>(q, e), c = 8 * g + k;
        in |= uint32_t(rule.lower ? r >= c : r <= c) << (4 * k + e);
      }
  }
#pragma unroll
  for (int k = 0; k < 8; ++k) {
    const int64_t c = c0 + 8 * g + k;
    const D* col = ab + c * ld;
#pragma unroll
    for (int p = 0; p < 4 / V; ++p) {
      const int64_t r = r0 + row_of<D>(q, p * V);  // first row of the piece
      if constexpr (V16) {
        // A diagonal tile skips the pieces wholly in the other triangle: loading them cost
        // 1.45x the counted bytes in DRAM traffic at symv s n = 64, and skipping them ran
        // n = 64 1.25-1.29x faster for trmv d/c/z (H200, session 19).
        const bool meets = (in >> (4 * k + p * V)) & ((1u << V) - 1);
        D piece[V];
        ldg_pack<V>(!Edge || (c < n && r < n && meets), col + r, piece);
#pragma unroll
        for (int e = 0; e < V; ++e) t[k][p * V + e] = piece[e];
      } else {
#pragma unroll
        for (int e = 0; e < V; ++e) {
          const bool meets = (in >> (4 * k + p * V + e)) & 1u;
          t[k][p * V + e] = Edge ? ldg_if(c < n && r + e < n && meets, col + r + e) : ldg(col + r + e);
        }
      }
    }
  }
  // Only a diagonal tile straddles the triangle's edge; the loads above already zeroed
  // everything past row or column n.
  if (Edge && r0 == c0) {
#pragma unroll
    for (int k = 0; k < 8; ++k)
#pragma unroll
      for (int e = 0; e < 4; ++e) {
        // The compare again rather than `in`'s bit: reading `in` here made ptxas spill
        // tri_sweep<complex<double>> 8 bytes at 255 registers (session 19).
        const int r = row_of<D>(q, e), c = 8 * g + k;
        const bool keep = (rule.lower ? r >= c : r <= c) && !(rule.unit && r == c);
        if (!keep) t[k][e] = zero<D>();  // a select: the other triangle may hold NaN
      }
  }
}

/// Stored tile (I, J) of one item: its sums added into acc (n elements, shared by the warps that
/// share the item). kGlobal: acc is the item's y in global memory (element k at acc[k * acc_inc])
/// and the sums are added times `scale` (alpha).
template <class D, int S, bool V16, bool kGlobal = false>
__device__ __forceinline__ void sweep_tile(D* acc, const D* ab, int64_t ld, const D* xb, int64_t incx,
                                           int64_t n, int64_t I, int64_t J, int lane, const Rule& rule,
                                           int64_t acc_inc = 1, D scale = zero<D>()) {
  const int q = lane & 7, g = lane >> 3;
  const int64_t r0 = I * 32, c0 = J * 32;
  // Coherent loads: trmv's x is y, written after the item's last tile.
  const D xrow = (S & kCols) ? ld_if(r0 + lane < n, xb + (r0 + lane) * incx) : zero<D>();
  const D xcol = (S & kRows) ? ld_if(c0 + lane < n, xb + (c0 + lane) * incx) : zero<D>();
  D t[8][4];
  const bool diag = I == J;
  if (!diag && r0 + 32 <= n && c0 + 32 <= n) load_tile<D, V16, false>(t, ab, ld, n, r0, c0, lane, rule);
  else load_tile<D, V16, true>(t, ab, ld, n, r0, c0, lane, rule);
  D xr[4], xc[8];
#pragma unroll
  for (int e = 0; e < 4; ++e) {
    xr[e] = (S & kCols) ? shfl(xrow, row_of<D>(q, e), 32) : zero<D>();
    xr[e] = conj_if(xr[e], rule.conj);  // sum conj(a)*x = conj(sum a*conj(x))
  }
#pragma unroll
  for (int k = 0; k < 8; ++k) xc[k] = (S & kRows) ? shfl(xcol, 8 * g + k, 32) : zero<D>();
  D r[4], s[8];
#pragma unroll
  for (int e = 0; e < 4; ++e) r[e] = zero<D>();
#pragma unroll
  for (int k = 0; k < 8; ++k) s[k] = zero<D>();
  if (!diag) {
#pragma unroll
    for (int k = 0; k < 8; ++k)
#pragma unroll
      for (int e = 0; e < 4; ++e) {
        if (S & kRows) r[e] = mac(r[e], t[k][e], xc[k]);
        if (S & kCols) s[k] = mac(s[k], t[k][e], xr[e]);
      }
  } else {
#pragma unroll
    for (int k = 0; k < 8; ++k)
#pragma unroll
      for (int e = 0; e < 4; ++e) {
        const bool on = row_of<D>(q, e) == 8 * g + k;
        const D a = t[k][e];
        if (S & kRows) r[e] = mac(r[e], on && rule.real_diag ? real_only(a) : a, xc[k]);
        if (S & kCols) s[k] = mac(s[k], S == kBoth && on ? zero<D>() : a, xr[e]);
      }
  }
  if constexpr ((S & kRows) != 0) {  // 4 lanes share rows: lane bits 4 and 3
    halve_at<2, 16>(r, lane);
    halve_at<1, 8>(r, lane);
    const int64_t i = r0 + row_of<D>(q, (lane >> 3) & 3);
    if (i < n) {
      if constexpr (kGlobal) atomic_add(acc + i * acc_inc, mul(scale, r[0]));
      else atomic_add(acc + i, r[0]);
    }
  }
  if constexpr ((S & kCols) != 0) {  // 8 lanes share columns: lane bits 2..0; lane -> column
    halve_at<4, 4>(s, lane);
    halve_at<2, 2>(s, lane);
    halve_at<1, 1>(s, lane);
    if (c0 + lane < n) {
      if constexpr (kGlobal)
        atomic_add(acc + (c0 + lane) * acc_inc, mul(scale, conj_if(s[0], rule.conj)));
      else atomic_add(acc + c0 + lane, conj_if(s[0], rule.conj));
    }
  }
}

// A block per item: its warps take the item's stored tiles in turn. With splits > 1 (symv and
// hemv only: trmv's x is its y) an item's tiles are shared by `splits` blocks, each adding
// alpha times its sums into y with global atomics; y was scaled by beta before (launch()).
template <class D, int S, bool V16>
__global__ void __launch_bounds__(max_warps<D>() * 32)
    tri_sweep(Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t n, int64_t batch, D alpha, D beta,
              bool beta_zero, Rule rule, int splits) {
  extern __shared__ __align__(16) unsigned char smem[];
  D* const accs = reinterpret_cast<D*>(smem);  // two buffers of n
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, warps = blockDim.x >> 5;
  const int64_t panels = (n + 31) / 32, tiles = panels * (panels + 1) / 2;
  for (int64_t k = threadIdx.x; k < 2 * n; k += blockDim.x) accs[k] = zero<D>();
  __syncthreads();
  int parity = 0;
  for (int64_t u = blockIdx.x; u < batch * splits; u += gridDim.x, parity ^= 1) {
    const int64_t b = u / splits, part = u % splits;
    D* const acc = accs + parity * n;
    D* yb = y.base + b * y.stride;
    const int64_t k0 = threadIdx.x;
    const D y0 = ld_if(splits == 1 && !beta_zero && k0 < n, yb + k0 * y.inc);  // coherent
    for (int64_t tt = warp + part * warps; tt < tiles; tt += int64_t(warps) * splits) {
      int64_t I, J;
      sweep_tile_at(tt, panels, rule.lower, I, J);
      sweep_tile<D, S, V16>(acc, A.data + b * A.stride, A.ld, x.base + b * x.stride, x.inc, n, I, J,
                            lane, rule);
    }
    __syncthreads();  // every tile's sums are in acc
    // acc is ready for item b + 2 (item b + 1's barrier lies between).
    if (splits == 1) {
      symv_detail::finish_item(acc, yb, y.inc, n, k0, blockDim.x, alpha, beta, beta_zero, y0);
    } else {
      for (int64_t k = k0; k < n; k += blockDim.x) {
        atomic_add(yb + k * y.inc, mul(alpha, acc[k]));
        acc[k] = zero<D>();
      }
    }
  }
}

// Past the shared accumulators (!accumulators_fit(n)): every stored tile of the batch is a
// unit, a warp per tile, and each adds alpha times its sums S straight into y with global
// atomics; the caller prepared y before (launch_global). No block barrier, no shared memory, so any n
// runs. symv/hemv: y scaled by beta; trmv: x is a copy of the items' x and y the items' x,
// zeroed (unit diagonal: left as it is).
template <class D, int S, bool V16>
__global__ void __launch_bounds__(256)
    tri_sweep_global(Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t n, int64_t batch, D alpha,
                     Rule rule) {
  const int lane = threadIdx.x & 31;
  const int64_t warp = (int64_t(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
  const int64_t warps = (int64_t(gridDim.x) * blockDim.x) >> 5;
  const int64_t panels = (n + 31) / 32, tiles = panels * (panels + 1) / 2;
  for (int64_t u = warp; u < batch * tiles; u += warps) {
    int64_t b, t, I, J;
    divmod(u, tiles, b, t);
    sweep_tile_at(t, panels, rule.lower, I, J);
    sweep_tile<D, S, V16, true>(y.base + b * y.stride, A.data + b * A.stride, A.ld,
                                    x.base + b * x.stride, x.inc, n, I, J, lane, rule, y.inc,
                                    alpha);
  }
}

/// tri_sweep_warp's register cap, as resident 4-warp blocks: 4 (128 registers) for float, none
/// for complex<double> (its tile alone is 128 registers). Double and complex<float> do not build
/// the warp form (warp_max_n).
template <class D> constexpr int warp_min_blocks() { return sizeof(D) == 16 ? 1 : 4; }

// A warp per item (small n: no block barrier, whose idle warps cost the block form 40% of its
// cycles at n = 128, ncu session 17): the warp walks all of its item's tiles.
template <class D, int S, bool V16>
__global__ void __launch_bounds__(128, warp_min_blocks<D>())
    tri_sweep_warp(Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t n, int64_t batch, D alpha,
                   D beta, bool beta_zero, Rule rule) {
  extern __shared__ __align__(16) unsigned char smem[];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  D* const acc = reinterpret_cast<D*>(smem) + warp * n;  // this warp's own
  const int64_t panels = (n + 31) / 32;
  for (int64_t k = lane; k < n; k += 32) acc[k] = zero<D>();
  __syncwarp();
  const int64_t first = int64_t(blockIdx.x) * (blockDim.x >> 5) + warp;
  const int64_t step = int64_t(gridDim.x) * (blockDim.x >> 5);
  for (int64_t b = first; b < batch; b += step) {
    D* yb = y.base + b * y.stride;
    const D y0 = ld_if(!beta_zero && lane < n, yb + lane * y.inc);  // coherent: y is written here
    // The rest of this lane's y is read after the tiles: on its way to L1 meanwhile, so the
    // epilogue does not wait a memory latency per item.
    for (int64_t k = lane + 32; !beta_zero && k < n; k += 32) prefetch_l1(yb + k * y.inc);
    for (int64_t tt = 0; tt < panels * (panels + 1) / 2; ++tt) {
      int64_t I, J;
      sweep_tile_at(tt, panels, rule.lower, I, J);
      sweep_tile<D, S, V16>(acc, A.data + b * A.stride, A.ld, x.base + b * x.stride, x.inc, n, I, J,
                            lane, rule);
    }
    __syncwarp();  // every tile's sums are in acc
    symv_detail::finish_item(acc, yb, y.inc, n, lane, 32, alpha, beta, beta_zero, y0);
    __syncwarp();  // acc is zero before the next item's first tile adds into it
  }
}

/// Shared memory of a sweep block: the two accumulators of n elements.
template <class D> std::size_t smem_bytes(int64_t n) { return 2 * std::size_t(n) * sizeof(D); }

/// The default limit of a block's dynamic shared memory (no opt-in attribute is set).
constexpr std::size_t kSharedBytes = 48 * 1024;

/// Whether the block and warp forms' accumulators fit kSharedBytes at order n; past it symv, hemv
/// and trmv run the global form (tri_sweep_global, launch_global).
template <class D> bool accumulators_fit(int64_t n) { return smem_bytes<D>(n) <= kSharedBytes; }

/// Whether the sweep runs an item of order n (> 32) rather than the older tile kernels:
/// Settings::l2_sweep (BATCHLAS_L2_SWEEP) where set, else yes: it ran 1.04-7x faster at every
/// type and n from 33 to 1024 but trmv NoTrans at n = 64-128 for double and complex (0.91-0.99x;
/// H200, session 17, call 4). Its two accumulators must fit kSharedBytes (accumulators_fit;
/// beyond, symv, hemv and trmv run the global form).
template <class D> bool wins(int64_t n) {
  if (!accumulators_fit<D>(n)) return false;
  return settings().l2_sweep.value_or(true);
}

/// Whether symv/hemv run an item of order n <= 32 by the sweep rather than symv_small: double
/// and complex<double> at n = 32, where it measured 0.71-0.74 against 0.55 (double) and 0.61
/// against 0.53 (complex<double>; H200, session 19). Not for float and complex<float> (0.52 and
/// 0.56 against 0.52 and 0.73), nor for trmv, whose trmv_small won at n = 32 for every type
/// (1.01-1.14x).
template <class D> bool small_wins(int64_t n) {
  constexpr bool wide = std::is_same_v<D, double> || std::is_same_v<D, double2>;
  return wide && n == 32 && settings().l2_sweep.value_or(true);
}

/// Parts per item for `batch` items over `resident` blocks (symv/hemv, the block form): 1 when
/// the items fill the resident blocks or an item has one round of tiles for its warps; else the
/// count in [2R/b, 8R/b], at most the item's rounds (every part gets a round of tiles), whose
/// units fill the last wave best, the fewest on a tie. One block per item left most SMs idle at
/// n = 1024 (64 complex<double> items at a saturating batch on 132 SMs: 0.67 of copy; split by
/// this rule into 6 parts: 0.96; H200, session 19).
inline int split_for(int64_t batch, int64_t resident, int64_t tiles, int warps) {
  const int64_t rounds = tiles / warps;
  if (batch >= resident || rounds <= 1) return 1;
  const int64_t lo = std::min(rounds, (2 * resident + batch - 1) / batch);
  const int64_t hi = std::min(rounds, (8 * resident + batch - 1) / batch);
  int64_t best = lo;
  double best_fill = 0;
  for (int64_t s = lo; s <= hi; ++s) {
    const int64_t units = batch * s, waves = (units + resident - 1) / resident;
    const double fill = double(units) / double(waves * resident);
    if (fill > best_fill + 1e-9) best = s, best_fill = fill;
  }
  return static_cast<int>(best);
}

/// Largest n at which a warp owns an item (tri_sweep_warp) rather than a block (tri_sweep):
/// where the warp form measured faster (H200; sessions 17 and 19, docs/PERFORMANCE-LOG.md): float
/// to n = 48, complex<double> to 256; never double and complex<float> (with the diagonal tiles'
/// skipped pieces, the block form won at n = 32-64 by 1.03-1.12x for symv and hemv and tied for
/// trmv; complex<float>'s warp form, 168 registers, fell to 0.66 of copy at n = 256).
template <class D> constexpr int64_t warp_max_n() {
  if constexpr (sizeof(D) == 4) return 48;
  else if constexpr (sizeof(D) == 8) return 0;
  else return 256;
}

/// Launches the sweep on q's stream (n > 32, or small_wins; the caller checks accumulators_fit).
/// scale_y, where given (symv, hemv; not trmv, whose x is its y), lets the block form split an
/// item over blocks (split_for): it enqueues y := beta*y first, and the blocks add alpha times
/// their sums into y.
template <class D, int S, class ScaleY = std::nullptr_t>
void launch(Queue& q, Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t n, int64_t batch, D alpha,
            D beta, bool beta_zero, Rule rule, ScaleY scale_y = nullptr) {
  const auto blocks = [&](auto kernel) {
    const int64_t panels = (n + 31) / 32, tiles = panels * (panels + 1) / 2;
    const std::size_t smem = smem_bytes<D>(n);
    const int warps = symv_detail::warps_for(q, kernel, tiles, max_warps<D>(),
                                             [&](int) { return smem; });
    // Every block that fits at once (grid_for with unbounded work; Settings::max_grid applies).
    const int64_t resident = grid_for(q, kernel, warps * 32, smem, int64_t(1) << 40);
    int splits = 1;
    if constexpr (!std::is_same_v<ScaleY, std::nullptr_t>) {
      splits = split_for(batch, resident, tiles, warps);
      if (splits > 1) scale_y();
    }
    const auto grid = static_cast<unsigned>(std::min(resident, batch * splits));
    kernel<<<grid, warps * 32, smem, batchlas::cuda::stream(q)>>>(A, x, y, n, batch, alpha, beta,
                                                                 beta_zero, rule, splits);
    batchlas::cuda::check_launch("tri_sweep");
  };
  const auto per_warp = [&](auto kernel) {
    const std::size_t smem = 4 * std::size_t(n) * sizeof(D);  // 4 warps' accumulators
    const unsigned grid = grid_for(q, kernel, 128, smem, (batch + 3) / 4);
    kernel<<<grid, 128, smem, batchlas::cuda::stream(q)>>>(A, x, y, n, batch, alpha, beta,
                                                          beta_zero, rule);
    batchlas::cuda::check_launch("tri_sweep_warp");
  };
  // 16-byte pieces where every piece is aligned and no piece crosses row n (where its tail
  // could lie past the allocation).
  const bool v16 = packable(A.data, A.ld, A.stride, batch, n);
  // The warp form's 4 accumulators of n elements fit the default 48 KB at every warp_max_n.
  static_assert(4 * warp_max_n<D>() * sizeof(D) <= kSharedBytes);
  if constexpr (warp_max_n<D>() > 0) {  // double and complex<float> never build the warp form
    if (n <= warp_max_n<D>()) {
      if (v16) per_warp(tri_sweep_warp<D, S, true>);
      else per_warp(tri_sweep_warp<D, S, false>);
      return;
    }
  }
  if (v16) blocks(tri_sweep<D, S, true>);
  else blocks(tri_sweep<D, S, false>);
}

/// A sweep of any n by tri_sweep_global (where !accumulators_fit(n)): the tiles add alpha times
/// their sums S into y, which the caller has prepared on q's stream (symv/hemv: y := beta*y;
/// trmv: see run_global in src/ops/trmv/native.cu).
template <class D, int S>
void launch_global(Queue& q, Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t n, int64_t batch,
                   D alpha, Rule rule) {
  const auto go = [&](auto kernel) {
    const int64_t panels = (n + 31) / 32, units = batch * (panels * (panels + 1) / 2);
    const unsigned grid = grid_for(q, kernel, 256, 0, (units + 7) / 8);
    kernel<<<grid, 256, 0, batchlas::cuda::stream(q)>>>(A, x, y, n, batch, alpha, rule);
    batchlas::cuda::check_launch("tri_sweep_global");
  };
  if (packable(A.data, A.ld, A.stride, batch, n)) go(tri_sweep_global<D, S, true>);
  else go(tri_sweep_global<D, S, false>);
}

}  // namespace batchlas::kernels::level2::sweep
