// Triangle kernel of the `packed` syr, her, syr2 and her2 families: the triangle folded into a
// rectangle, so that every lane of a warp holds a pack of the triangle in every load.
//
// The rectangle kernel (rank_update_packs) walks a triangle's columns with its lanes on fixed
// rows; in each column the lanes above the diagonal (Lower) idle, so at n = 64 only 53% of its
// lane loads carried data and at n = 512 81% (H200, session 9: syr s `packed` 0.55 and 0.74 of
// the copy floor against ger's 0.91 and 0.85, in proportion).
//
// Fold: the classic pairing of a triangle's columns, here by blocks of V columns (V the pack):
// with P = n / V pack rows, blocks q and P - q together hold P packs per column, so each pair is
// a P x V rectangle of packs, a "virtual block" (fold_place.hh has the mapping; the host test
// rank_fold_place_test.cc checks that it writes every element of the triangle once and nothing
// else). A lane owns one virtual row; a load instruction reads at most two contiguous runs (one
// per block). The larger block of each pair keeps pack row = virtual row, so its runs start on
// the panel's boundary (session 10: 1.06-1.13x over shifting every row). The virtual blocks of
// the whole batch form one list, taken K at a time (K*V = 8 columns, 8 packs in flight per lane;
// 4 for complex<double>, fold_k) by segments of L lanes over the P rows, so no item rounds up to
// whole groups. Packs on the diagonal (pack row = block) are loaded whole and stored element by
// element, only their triangle part; Hermitian updates set the diagonal's imaginary part to
// zero. alpha*x of the lane's rows and c(y) of the block's columns are loaded per virtual block
// (L1 hits after the first segment).
#pragma once

#include <type_traits>

#include "kernels/level2/fold_place.hh"
#include "kernels/level2/pack.cuh"

namespace batchlas::kernels::level2::rank_detail {

constexpr int kBlock = 256;  // threads per block of both rank-update kernels

enum Tri : int { kFull = 0, kLower = 1, kUpper = 2 };

struct Flags {
  int tri;    ///< Tri
  bool conj;  ///< c = conjugation
  bool two;   ///< rank 2 (syr2, her2)
  bool herm;  ///< diagonal exactly real (her, her2)
};

/// The unit of item b that a warp's unit index `rest` names: for a triangle, rotated by b. The
/// persistent grid's stride is often a multiple of the units per item (528 blocks x 8 warps =
/// 33 x 128 at m = n = 512), so without the rotation a warp meets the same (panel, chunk) in
/// every item, and the warps whose chunk lies outside the triangle idle while the others do all
/// the work (ncu, H200, syr s n = 512: 26% achieved occupancy against 50% allowed, DRAM at 31%).
/// A rotation within the item keeps every unit covered exactly once. Skipped when an item is
/// one unit (n <= 32: nothing to rotate), and a 32-bit remainder where it fits. The register
/// kernel takes it only from 8 units per item (kRotate): with it compiled in, complex her/her2
/// at n = 16..64 ran 5-18% slower on the H200 (session 5) even where it did not rotate.
__device__ inline int64_t rotate(int64_t rest, int64_t b, int64_t per_item, int tri) {
  if (tri == kFull || per_item == 1) return rest;
  const bool narrow = (uint64_t(b) | uint64_t(per_item)) <= 0xffffffffu;
  rest += narrow ? int64_t(uint32_t(b) % uint32_t(per_item)) : b % per_item;
  return rest >= per_item ? rest - per_item : rest;
}

/// V elements of a vector from element e0 on: one pack where `pack`, else strided loads.
template <int V, class D>
__device__ __forceinline__ void ldg_elems(bool c, bool pack, const D* base, int64_t inc,
                                          int64_t e0, D (&v)[V]) {
  if (V > 1 && pack) {
    ldg_pack<V>(c, base + e0, v);
  } else {
#pragma unroll
    for (int e = 0; e < V; ++e) v[e] = ldg_if(c, base + (e0 + e) * inc);
  }
}

/// Threads per block of the fold kernel. 64 for the rank-2 forms of double and complex<float>
/// with segments of 16 or 32 lanes: they take 156-164 registers, so blocks of 64 fit 12 warps per
/// SM where blocks of 256 fit 8 (H200, session 10, speed-up of blocks of 64: syr2 d 1.08-1.13x at
/// n = 64-256, her2 c 1.04-1.18x at n = 32-1024). 256 otherwise: with 64, float ran 1-3% slower,
/// her2 c 4-7% slower at n = 8-16 (L = 4, 8), and complex<double> at K = 8 (8 or 10 warps) 1.00x.
template <class D, int L, bool kTwo> constexpr int fold_threads() {
  constexpr bool mid = std::is_same_v<D, double> || std::is_same_v<D, float2>;
  return kTwo && mid && L >= 16 ? 64 : kBlock;
}

template <class D, int V, int L, int K, bool kTwo>
__global__ void __launch_bounds__(fold_threads<D, L, kTwo>())
    rank_update_fold(Mat<D> A, Vec<const D> x, Vec<const D> y, int64_t n, int64_t batch,
                     D alpha, D alpha2, Flags f, bool xpack, bool ypack) {
  constexpr int S = 32 / L;  // segments per warp
  const int lane = threadIdx.x & 31, seg = lane / L, l = lane % L;
  const int64_t warp = (int64_t(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
  const int64_t warps = (int64_t(gridDim.x) * blockDim.x) >> 5;
  const bool lower = f.tri == kLower;
  const int64_t P = n / V, NW = fold_blocks(P), panels = (P + L - 1) / L;
  const int64_t groups = (batch * NW + K - 1) / K, units = groups * panels;
  // No warp-wide exchange below, so the segments of a warp may run different trip counts.
  for (int64_t u = warp * S + seg; u < units; u += warps * S) {
    int64_t g, p, b0, w0;
    divmod(u, panels, g, p);
    divmod(g * K, NW, b0, w0);
    const int64_t r = p * L + l;
    // Pass 1 issues the K blocks' loads (A and the vectors); pass 2 recomputes each block's
    // place and updates it (recomputing beats keeping K pointers live: 80 registers for float
    // instead of 90, 3 blocks of 256 per SM instead of 2).
    D av[K][V][V], ax[K][V], yc[K][V], ay[kTwo ? K : 1][V], xc[kTwo ? K : 1][V];
    {
      int64_t b = b0, w = w0;
#pragma unroll
      for (int k = 0; k < K; ++k) {
        int64_t blk, pr;
        const bool ok = fold_place(lower, P, w, r, blk, pr) && b < batch && r < P;
        const D* ap = A.data + b * A.stride + blk * V * A.ld + pr * V;
#pragma unroll
        for (int e = 0; e < V; ++e) ld_pack<V>(ok, ap + e * A.ld, av[k][e]);
        const D* xb = x.base + b * x.stride;
        const D* yb = y.base + b * y.stride;
        ldg_elems<V>(ok, xpack, xb, x.inc, pr * V, ax[k]);
        ldg_elems<V>(ok, ypack, yb, y.inc, blk * V, yc[k]);
        if constexpr (kTwo) {
          ldg_elems<V>(ok, ypack, yb, y.inc, pr * V, ay[k]);
          ldg_elems<V>(ok, xpack, xb, x.inc, blk * V, xc[k]);
        }
        if (++w == NW) w = 0, ++b;
      }
    }
    int64_t b = b0, w = w0;
#pragma unroll
    for (int k = 0; k < K; ++k) {
      int64_t blk, pr;
      const bool ok = fold_place(lower, P, w, r, blk, pr) && b < batch && r < P;
      const bool diag = pr == blk;
      D* ap = A.data + b * A.stride + blk * V * A.ld + pr * V;
      if (++w == NW) w = 0, ++b;
#pragma unroll
      for (int t = 0; t < V; ++t) {
        ax[k][t] = mul(alpha, ax[k][t]);
        if constexpr (kTwo) ay[k][t] = mul(alpha2, ay[k][t]);
      }
#pragma unroll
      for (int e = 0; e < V; ++e) {  // column blk*V + e
        const D ye = conj_if(yc[k][e], f.conj);
        D xe = zero<D>();
        if constexpr (kTwo) xe = conj_if(xc[k][e], f.conj);
        bool all = true, in[V];
#pragma unroll
        for (int t = 0; t < V; ++t) {  // row pr*V + t
          in[t] = fold_in_triangle(lower, diag, t, e);
          all = all && in[t];
          const bool d = f.herm && diag && t == e;
          D out = d ? real_only(av[k][e][t]) : av[k][e][t];
          out = mac(out, ax[k][t], ye);
          if constexpr (kTwo) out = mac(out, ay[k][t], xe);
          if (d) out = real_only(out);
          if (in[t]) av[k][e][t] = out;
        }
        if (V == 1 || all) {
          st_pack<V>(ok, ap + e * A.ld, av[k][e]);
        } else {  // a diagonal pack: only its triangle part
#pragma unroll
          for (int t = 0; t < V; ++t) st_if(ok && in[t], ap + t + e * A.ld, av[k][e][t]);
        }
      }
    }
  }
}

/// Whether the fold kernel runs a triangle of n (else the rectangle kernel, rank_update_packs);
/// two: rank 2 (syr2, her2). From A/Bs of the two on the H200 (docs/PERFORMANCE-LOG.md, session 10,
/// the aligned fold at every n against this rule's predecessor; speed-up of the fold):
///  - complex<float>: 1.00-1.21x at every n from 8 to 1024 (her c 1.20x at n = 512);
///  - complex<double>: 1.00-1.03x, but her2 z 0.95x at n = 1024;
///  - float: 0.92-0.95x at n = 8-32 (the rectangle wastes few lanes there), 1.00x at 64-256,
///    1.02x at 512, 1.13x at 1024;
///  - double: 0.91-0.93x for syr d at n = 8-16, 1.04-1.06x at 32 and 1024; syr2 d 0.93-0.94x
///    at n = 512-1024.
template <class D> bool fold_wins(int64_t n, bool two) {
  if constexpr (std::is_same_v<D, float2>) return true;
  if constexpr (std::is_same_v<D, double2>) return !two || n <= 512;
  if constexpr (std::is_same_v<D, float>) return n >= 64;
  return n >= 32 && (!two || n <= 256);  // double
}

/// Columns of packs per lane and unit: K*V = 8 columns, but 4 for complex<double>: with 8 rank 2
/// took 236 registers (8 warps per SM), with 4 it takes 126 (16 warps), her2 z 1.09-1.13x at
/// n = 16-512; rank 1 172 -> 94 registers, her z 1.07-1.11x at n = 16-1024 (docs/PERFORMANCE-LOG.md,
/// "Session 11").
template <class D, int V> constexpr int fold_k() {
  return std::is_same_v<D, double2> ? 4 : 8 / V;
}

/// Launches the fold kernel (A packable, or V = 1): fold_k() columns of packs per lane and unit.
template <class D, int V>
void run_fold(Queue& q, Mat<D> A, Vec<const D> x, Vec<const D> y, int64_t n, int64_t batch,
              D alpha, D alpha2, Flags f, bool xpack, bool ypack) {
  const int64_t P = n / V;
  with_lanes(lanes_for(P, 1), [&](auto w) {
    constexpr int L = decltype(w)::value;
    const auto go = [&](auto two) {
      constexpr bool kTwo = decltype(two)::value;
      constexpr int K = fold_k<D, V>(), threads = fold_threads<D, L, kTwo>();
      const auto kernel = rank_update_fold<D, V, L, K, kTwo>;
      const int64_t units = ((batch * fold_blocks(P) + K - 1) / K) * ((P + L - 1) / L);
      const int64_t per_block = threads / L;
      const unsigned grid = grid_for(q, kernel, threads, 0, (units + per_block - 1) / per_block);
      kernel<<<grid, threads, 0, batchlas::cuda::stream(q)>>>(A, x, y, n, batch, alpha, alpha2, f,
                                                              xpack, ypack);
    };
    if (f.two) go(std::true_type{});
    else go(std::false_type{});
    batchlas::cuda::check_launch("rank_update_fold");
  });
}

}  // namespace batchlas::kernels::level2::rank_detail
