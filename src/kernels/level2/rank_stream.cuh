// Stream kernel of the `stream` families of ger, gerc, syr, her, syr2 and her2: the batch's packs
// of A as one flat list in memory order, a thread per pack.
//
// The register, pack and fold kernels (rank_update.cuh, rank_fold.cuh) give a lane fixed rows of
// one item and loop it over columns, 8 packs in flight per lane. At n <= 32 a warp's load then
// takes 16 items' 32-byte pieces, 256 bytes apart, and float syr ran at 0.32 / 0.46 / 0.50 of the
// copy rate at n = 8 / 16 / 32 on the H200 (session 18), where the sectors the triangle touches
// allow 0.59 / 0.72 / 0.83 (session 10's arithmetic). Here consecutive threads take consecutive
// packs of a column, so a warp's load is one run of 32 packs (512 bytes for 16-byte packs) down
// a column, and a thread holds kStreamUnits packs (64 registers for float rank 1: four blocks
// of 256 per SM).
//
// The list: item by item; within an item, for a triangle, the fold's virtual blocks
// (fold_place.hh: column blocks paired so that each virtual column holds P packs), column by
// column, pack row by pack row; for the full matrix (ger, gerc), column by column. A thread's
// unit k of tile T is unit T*kStreamTile + k*kBlock + threadIdx.x of the list. Packs on the
// diagonal are loaded whole and stored element by element, their triangle part only; Hermitian
// updates set the diagonal's imaginary part to zero, reading only its real part.
#pragma once

#include <stdexcept>
#include <string>
#include <type_traits>

#include "kernels/level2/fast_div.hh"
#include "kernels/level2/rank_fold.cuh"

namespace batchlas::kernels::level2::rank_detail {

constexpr int kStreamUnits = 4;                          // packs a thread loads before updating
constexpr int64_t kStreamTile = int64_t(kBlock) * kStreamUnits;  // units a block takes at once

/// Where a thread's unit is. Units per item `per_item`; P pack rows of V elements per column.
/// A triangle is listed in the fold's virtual blocks: listing small ones as the whole square
/// in column-major order (each warp one contiguous run, units above the triangle idle) ran
/// 0.92-1.11x for rank 1 and 0.72-1.02x for rank 2 at P <= 16 on an H100 (session 51,
/// docs/bench/2026-12-06-s51/c4; the variant is wip-square.patch there).
struct StreamGeom {
  int64_t per_item;
  int P;
  FastDiv item_div, p_div;  // by per_item and by P: a multiply and a shift each (fast_div.hh)
};

template <class D, int V, bool kTwo>
__global__ void __launch_bounds__(kBlock)
    rank_stream(Mat<D> A, Vec<const D> x, Vec<const D> y, StreamGeom g, int64_t batch, D alpha,
                D alpha2, Flags f, bool xpack, bool ypack) {
  const bool lower = f.tri == kLower;
  const int64_t units = batch * g.per_item;
  const uint32_t per_item = uint32_t(g.per_item), P = uint32_t(g.P);
  for (int64_t t0 = int64_t(blockIdx.x) * kStreamTile; t0 < units;
       t0 += int64_t(gridDim.x) * kStreamTile) {
    int64_t b0, off;
    divmod(t0, g.per_item, b0, off);  // once per tile: the tile's first item and unit
    D* ap[kStreamUnits];
    uint32_t col[kStreamUnits], row[kStreamUnits];  // the pack's column and first row
    bool ok[kStreamUnits];
    D av[kStreamUnits][V], ax[kStreamUnits][V], yj[kStreamUnits];
    D ay[kTwo ? kStreamUnits : 1][V], xj[kTwo ? kStreamUnits : 1];
#pragma unroll
    for (int k = 0; k < kStreamUnits; ++k) {
      // off + kStreamTile < 2^31: per_item is capped on the host (stream_geom).
      const uint32_t loc = uint32_t(off) + uint32_t(k * kBlock) + threadIdx.x;
      // Rank 2 divides by a multiply and a shift (0.99-1.05x on an H100, session 52: gains to
      // 1.05x, losses of at most 1%); rank 1 keeps the hardware division and the 64-bit fold
      // (0.99-1.00x with them there, no gain to weigh).
      const uint32_t bi = kTwo ? g.item_div.div(loc) : loc / per_item, u = loc - bi * per_item;
      const uint32_t cu = kTwo ? g.p_div.div(u) : u / P, r = u - cu * P;  // column in the list, virtual row
      const int64_t b = b0 + bi;
      ok[k] = b < batch;
      if (f.tri == kFull) {
        col[k] = cu, row[k] = r * V;
      } else {
        using I = std::conditional_t<kTwo, int32_t, int64_t>;  // 32-bit holds P < 2^31
        I blk, prow;
        ok[k] = ok[k] && fold_place<I>(lower, I(P), I(cu / V), I(r), blk, prow);
        col[k] = uint32_t(blk) * V + cu % V, row[k] = uint32_t(prow) * V;
      }
      const D* xb = x.base + b * x.stride;
      const D* yb = y.base + b * y.stride;
      ap[k] = A.data + b * A.stride + int64_t(col[k]) * A.ld + row[k];
      ld_pack<V>(ok[k], ap[k], av[k]);
      ldg_elems<V>(ok[k], xpack, xb, x.inc, row[k], ax[k]);
      yj[k] = ldg_if(ok[k], yb + int64_t(col[k]) * y.inc);
      if constexpr (kTwo) {
        ldg_elems<V>(ok[k], ypack, yb, y.inc, row[k], ay[k]);
        xj[k] = ldg_if(ok[k], xb + int64_t(col[k]) * x.inc);
      }
    }
#pragma unroll
    for (int k = 0; k < kStreamUnits; ++k) {
      const D ye = conj_if(yj[k], f.conj);
      D xe = zero<D>();
      if constexpr (kTwo) xe = conj_if(xj[k], f.conj);
      bool all = true, in[V];
#pragma unroll
      for (int e = 0; e < V; ++e) {  // row row[k] + e
        const uint32_t i = row[k] + e;
        in[e] = f.tri == kFull || (lower ? i >= col[k] : i <= col[k]);
        all = all && in[e];
        const bool d = f.herm && i == col[k];
        D out = d ? real_only(av[k][e]) : av[k][e];
        out = mac(out, mul(alpha, ax[k][e]), ye);
        if constexpr (kTwo) out = mac(out, mul(alpha2, ay[k][e]), xe);
        if (d) out = real_only(out);
        if (in[e]) av[k][e] = out;
      }
      if (V == 1 || all) {
        st_pack<V>(ok[k], ap[k], av[k]);
      } else {  // a diagonal pack: only its triangle part
#pragma unroll
        for (int e = 0; e < V; ++e) st_if(ok[k] && in[e], ap[k] + e, av[k][e]);
      }
    }
  }
}

/// The list's geometry for an m x n update in packs of V rows (m % V == 0 where V > 1), or
/// per_item = 0 where an item's units do not fit the kernel's 32-bit unit arithmetic.
inline StreamGeom stream_geom(int64_t m, int64_t n, int V, int tri) {
  const int64_t P = m / V;
  const int64_t per_item = tri == kFull ? n * P : fold_blocks(P) * V * P;
  const bool fits = per_item > 0 && per_item + kStreamTile < (int64_t(1) << 31);
  if (!fits) return {0, int(P), FastDiv(), FastDiv()};
  return {per_item, int(P), FastDiv(uint32_t(per_item)), FastDiv(uint32_t(P))};  // fits: P >= 1
}

/// The `stream` families' refusal: empty where the kernel can run an m x n update, else why not:
/// an item's units must fit its 32-bit arithmetic (the full matrix's count, which bounds a
/// triangle's: m x n up to about 2^31 elements, e.g. 46,000 x 46,000).
inline std::string stream_refusal(int64_t m, int64_t n) {
  if (m == 0 || n == 0 || stream_geom(m, n, 1, kFull).per_item > 0) return {};
  return "A is " + std::to_string(m) + " x " + std::to_string(n) +
         ": an item has more packs than the stream kernel's 32-bit unit index holds";
}

/// Launches the stream kernel on q's stream: 16-byte packs where A is packable, else V = 1.
template <class D>
void run_stream(Queue& q, Mat<D> A, Vec<const D> x, Vec<const D> y, int64_t m, int64_t n,
                int64_t batch, D alpha, D alpha2, Flags f) {
  if (m == 0 || n == 0 || batch == 0) return;
  const auto launch = [&](auto v, auto two) {
    constexpr int V = decltype(v)::value;
    constexpr bool kTwo = decltype(two)::value;
    const bool xpack = V > 1 && packable(x, batch, m), ypack = V > 1 && packable(y, batch, m);
    const StreamGeom g = stream_geom(m, n, V, f.tri);
    if (g.per_item == 0)  // the families refuse these (stream_refusal); never a silent no-op
      throw std::invalid_argument("rank_stream: " + stream_refusal(m, n));
    const int64_t tiles = (batch * g.per_item + kStreamTile - 1) / kStreamTile;
    const unsigned grid = grid_for(q, rank_stream<D, V, kTwo>, kBlock, 0, tiles);
    rank_stream<D, V, kTwo><<<grid, kBlock, 0, batchlas::cuda::stream(q)>>>(A, x, y, g, batch, alpha,
                                                                      alpha2, f, xpack, ypack);
    batchlas::cuda::check_launch("rank_stream");
  };
  const auto with_rank = [&](auto v) {
    if (f.two) launch(v, std::true_type{});
    else launch(v, std::false_type{});
  };
  if (packable<D>(A.data, A.ld, A.stride, batch, m))
    with_rank(std::integral_constant<int, pack_of<D>()>{});
  else
    with_rank(std::integral_constant<int, 1>{});
}

}  // namespace batchlas::kernels::level2::rank_detail
