// 4 x 4 tiles per thread for the rank-k updates at n = 8, 12, 16, 32 (contract: rank_warp.hh).
#include <cuda_runtime.h>

#include <complex>
#include <cstdint>
#include <cstring>
#include <numeric>
#include <stdexcept>
#include <type_traits>

#include "batchlas/settings.hh"
#include "core/cuda/check.hh"
#include "core/cuda/occupancy.hh"
#include "core/queue_impl.hh"
#include "kernels/level3/arith.cuh"
#include "kernels/level3/staging.cuh"
#include "kernels/tiny/pieces.cuh"
#include "kernels/tiny/rank_items.hh"
#include "kernels/tiny/rank_params.cuh"
#include "kernels/tiny/rank_warp.hh"

namespace batchlas::kernels::tiny {

namespace {

using level3::add;
using level3::dev_t;
using level3::mac;
using level3::mul;
using level3::real_only;
using level3::zero;

/// One group's work at order N (8, 12, 16 or 32) and element type D. A group is the W warps that
/// share a round's G items, one 4 x 4 tile per thread: one warp at n <= 16 (four groups per
/// block, no block barrier), nine at n = 32 (36 tiles per item, 8 items over 288 threads: the
/// whole block).
template <class D, int N> struct WarpShape {
  static constexpr int NB = N / 4;             ///< 4-row blocks of C
  static constexpr int T = NB * (NB + 1) / 2;  ///< 4 x 4 tiles meeting one triangle
  static constexpr int W = T <= 32 ? 1 : T / std::gcd(32, T);  ///< warps per group: 32 W a multiple of T
  static constexpr int TG = 32 * W;                       ///< threads per group
  static constexpr int G = TG / T;                        ///< items per group round: 10, 5, 3; 8
  static constexpr int block = W == 1 ? 128 : TG;         ///< threads per block
  static constexpr int groups = block / TG;               ///< groups per block: 4; 1
  /// 16-byte units of one operand's chunk of a round's G items: about 3 KB (n = 16: 1 KB of each
  /// of the three items), 8 KB for the nine-warp group (n = 32: 1 KB of each of the eight).
  static constexpr int round_units = W == 1 ? 192 : 512;
  static constexpr int CU = N * int(sizeof(D)) / 16;  ///< 16-byte units per column
  static constexpr int KC = round_units / G / CU > 0 ? round_units / G / CU : 1;  ///< columns per chunk
  static constexpr int UPI = KC * CU;                 ///< units per item and chunk
  /// Item pitch in shared memory (units). At n = 16 lanes of a quarter warp (one shared-memory
  /// phase of 16-byte loads) read at most two neighbouring items' column l: 64-byte columns
  /// (float) are then 64 bytes apart in the banks, 128-byte ones (double, complex<float>) 16
  /// bytes, so the items' four-row runs fall into distinct banks. (complex<double>'s 256-byte
  /// column puts rows 0-3 and 8-11 of one item in the same banks: two-way, at 16 multiply-adds
  /// per load.) At n = 32 the conflicts are inside one item's column, which the pitch cannot
  /// fix: rows 4 bi and 4 bi + 16 share banks for double and complex<float> (two-way), every
  /// other 4-row run for complex<double> (four-way); float's 128-byte column has none.
  static constexpr int PI = UPI + (CU < 8 ? CU : 1);
  /// n = 32's complex<double> stages each column swizzled: unit r of a column (16 bytes) goes to
  /// r ^ ((r >> 3) & 3), so the 4-row runs that shared banks (r and r + 8, + 16, + 24) fall in
  /// distinct ones. A model of the nine warps' loads (docs/bench/2026-12-04-h200-s37/bankmodel.py)
  /// gives 2.22 -> 1.06 wavefronts per quarter-warp phase; ncu counted 46.1 M -> 2.1 M bank
  /// conflicts for syrk and the four ops ran 1.10-1.22x (docs/PERFORMANCE-LOG.md session 38). For
  /// double and complex<float> (model 1.33 -> 1.08) it measured 0.82-1.05x, so they stay
  /// unswizzled. A run's 2 or 4 units stay together, permuted.
  static constexpr bool swz = N == 32 && CU >= 32;
  __device__ static __forceinline__ int swizzle(int u) { return swz ? u ^ ((u % CU >> 3) & 3) : u; }
  static constexpr int slot = G * PI;  ///< one operand's chunk of G items
  static_assert(N % 4 == 0 && G >= 1 && (N * int(sizeof(D))) % 16 == 0 && block <= 1024);
};

/// Shared memory of one block: its groups, NS slots of P operands each.
template <class D, int N, int P, int NS> constexpr int warp_smem() {
  using S = WarpShape<D, N>;
  return S::groups * NS * P * S::slot * 16;
}

/// The 4 consecutive elements at p (16-byte aligned) by 16-byte loads (1, 2 or 4 of them).
template <class D> __device__ __forceinline__ void load4(D (&v)[4], const D* p) { load_column<D, 4, 16>(v, p); }

/// Rows row .. row + 3 of staged column l (x: the item's chunk), undoing WarpShape::swizzle: the
/// run's unit q sits at q ^ s.
template <class S, int N, class D> __device__ __forceinline__ void load4_staged(D (&v)[4], const D* x, int l, int row) {
  if constexpr (!S::swz) {
    load4(v, x + l * N + row);
  } else {
    const D* col = x + l * N;
    constexpr int U = 4 * int(sizeof(D)) / 16;  // units per run: 2 or 4
    const int r0 = row * int(sizeof(D)) / 16, s = (r0 >> 3) & 3;
    const uint4* base = reinterpret_cast<const uint4*>(col) + r0;
#pragma unroll
    for (int q = 0; q < U; ++q) {
      const uint4 t = base[q ^ s];
      memcpy(reinterpret_cast<char*>(v) + 16 * q, &t, 16);
    }
  }
}

/// Rows lo..hi of a 4-row run at col (16-byte aligned) by the widest aligned pieces (pieces.cuh):
/// a diagonal tile's column of the lower triangle (rows s..3) took four predicated element
/// stores, each its own L2 write request; by pieces 1 + 2 + 1 + 1 per tile. Called with lo and hi
/// constant after unrolling, so the tests fold away.
template <class D> __device__ __forceinline__ void store_rows(D* col, const D (&v)[4], int lo, int hi) {
  pieces<D, 4, 16>(lo, hi, [&](int r, auto e) { store_piece<D, decltype(e)::value>(col + r, v + r); });
}

/// A lane's sums: c[0][r][s] += X(i0 + r, l) * op(Y(j0 + s, l)), op conjugating when CJ. Two
/// products: FUSE (equal scales) adds both into c[0], else the second goes to c[1].
template <class D, int P, bool CJ, bool FUSE> struct TileSums {
  static constexpr int NA = P == 2 && !FUSE ? 2 : 1;
  D c[NA][4][4];

  __device__ __forceinline__ void clear() {
#pragma unroll
    for (int q = 0; q < NA; ++q)
#pragma unroll
      for (int r = 0; r < 4; ++r)
#pragma unroll
        for (int s = 0; s < 4; ++s) c[q][r][s] = zero<D>();
  }

  /// a: operand 0's rows i0.. (ai) and j0.. (aj) of column l; b: operand 1's (P == 2).
  __device__ __forceinline__ void step(const D (&ai)[4], const D (&aj)[4], const D (&bi)[4], const D (&bj)[4]) {
#pragma unroll
    for (int r = 0; r < 4; ++r)
#pragma unroll
      for (int s = 0; s < 4; ++s) {
        if constexpr (P == 1) {
          c[0][r][s] = mac<CJ>(c[0][r][s], ai[r], aj[s]);
        } else if constexpr (FUSE) {
          c[0][r][s] = mac<CJ>(mac<CJ>(c[0][r][s], ai[r], bj[s]), bi[r], aj[s]);
        } else {
          c[0][r][s] = mac<CJ>(c[0][r][s], ai[r], bj[s]);
          c[1][r][s] = mac<CJ>(c[1][r][s], bi[r], aj[s]);
        }
      }
  }
};

/// Resident blocks the register budget aims at: the sums, one column step's operands and (PREF)
/// the tile's 16 old values of C, plus about 40 registers of addresses and loop state, in 32-bit
/// words.
template <class D, int N, int P, bool FUSE, bool PREF> constexpr int warp_min_blocks() {
  constexpr int w = int(sizeof(D)) / 4;
  constexpr int sums = (P == 2 && !FUSE ? 2 : 1) * 16 * w, ops = P * 8 * w, old = PREF ? 16 * w : 0;
  constexpr int b = 65536 / (WarpShape<D, N>::block * (sums + ops + old + 40));
  return b < 1 ? 1 : b > 8 ? 8 : b;
}

/// The group's threads wait for one another: the warp's own barrier, or the block's where the
/// group is the block (W > 1).
template <int W> __device__ __forceinline__ void group_sync() {
  if constexpr (W == 1) __syncwarp();
  else __syncthreads();
}

/// Each group: rounds of G items (a group-stride loop over the batch), each round in chunks of KC
/// columns. NS = 2: chunk s + 1 (of this round or the next) is copied into the other slot while
/// chunk s is summed. NS >= 3 (a ring): chunks s + 1 .. s + NS - 1 are in flight while chunk s is
/// summed, one group barrier per chunk. After a round's last chunk each thread writes its tile.
/// MB > 0: that many resident blocks asked of ptxas instead of warp_min_blocks (WarpTuning).
template <class D, int N, int P, bool CJ, bool FUSE, bool PREF, int NS, int MB>
__global__ void __launch_bounds__(WarpShape<D, N>::block, MB > 0 ? MB : warp_min_blocks<D, N, P, FUSE, PREF>())
    rank_warp_kernel(const ItemParams<D> p) {
  using S = WarpShape<D, N>;
  static_assert(NS >= 2);
  extern __shared__ uint4 smem[];
  const int group = int(threadIdx.x) / S::TG, lane = int(threadIdx.x) % S::TG;
  uint4* const buf = smem + group * NS * P * S::slot;
  // This thread's item in the round (gi) and tile (bi, bj): tiles column by column of blocks.
  const int gi = lane / S::T;
  int bi = 0, bj = 0;
  {
    int rest = lane - gi * S::T;
#pragma unroll
    for (int j = 0; j < S::NB; ++j) {
      const int len = p.lower ? S::NB - j : j + 1;
      if (rest >= 0 && rest < len) bj = j, bi = p.lower ? j + rest : rest;
      rest -= len;
    }
  }
  const int i0 = 4 * bi, j0 = 4 * bj;
  const bool diag = bi == bj;
  const int nch = (p.k + S::KC - 1) / S::KC;
  const int64_t gstep = int64_t(gridDim.x) * S::groups * S::G;

  auto load = [&](int64_t g0, int c, int slot) {
    const int cnt = p.batch - g0 < S::G ? int(p.batch - g0) : S::G;
    const int lu = min(S::KC, p.k - c * S::KC) * S::CU;  // this chunk's units per item
#pragma unroll
    for (int o = 0; o < P; ++o) {
      const uint4* src = reinterpret_cast<const uint4*>(p.a[o] + g0 * p.stride[o] + int64_t(c) * S::KC * N);
      const int64_t su = p.stride[o] * int64_t(sizeof(D)) / 16;  // item stride in units
      uint4* dst = buf + (slot * P + o) * S::slot;
      for (int x = lane; x < cnt * S::UPI; x += S::TG) {
        const int i = x / S::UPI, u = x - i * S::UPI;
        if (u < lu) level3::cp_async<16>(dst + i * S::PI + S::swizzle(u), src + i * su + u, 16);
      }
    }
  };

  if constexpr (NS == 2) {
    TileSums<D, P, CJ, FUSE> sums;
    sums.clear();
    D old[PREF ? 4 : 1][4];  // PREF: the tile's C, loaded when its round starts
    int64_t g0 = (int64_t(blockIdx.x) * S::groups + group) * S::G;
    int c = 0, slot = 0;
    if (g0 < p.batch) load(g0, 0, 0);
    level3::cp_async_commit();
    while (g0 < p.batch) {
      int64_t ng0 = g0;
      int nc = c + 1;
      if (nc == nch) nc = 0, ng0 += gstep;
      const int64_t g = g0 + gi;
      const bool mine = gi < S::G && g < p.batch;
      D* const c0 = p.C + g * p.stride_c + int64_t(j0) * p.ldc + i0;
      if (PREF && c == 0 && mine && !p.beta_zero) {
#pragma unroll
        for (int s = 0; s < 4; ++s) load4(old[s], c0 + s * p.ldc);
      }
      group_sync<S::W>();  // every thread has summed the chunk in the other slot, which the next one takes
      if (ng0 < p.batch) load(ng0, nc, slot ^ 1);
      level3::cp_async_commit();
      level3::cp_async_wait<1>();  // this thread's copies of chunk c have landed ...
      group_sync<S::W>();          // ... and every other thread's are visible
      if (mine) {
        const int kc = min(S::KC, p.k - c * S::KC);
        const D* x0 = reinterpret_cast<const D*>(buf + slot * P * S::slot + gi * S::PI);
        const D* x1 = reinterpret_cast<const D*>(buf + (slot * P + P - 1) * S::slot + gi * S::PI);
#pragma unroll
        for (int l = 0; l < S::KC; ++l) {
          if (l < kc) {
            D ai[4], aj[4], bi_[4], bj_[4];
            load4_staged<S, N>(ai, x0, l, i0);
            load4_staged<S, N>(aj, x0, l, j0);
            if constexpr (P == 2) {
              load4_staged<S, N>(bi_, x1, l, i0);
              load4_staged<S, N>(bj_, x1, l, j0);
            }
            sums.step(ai, aj, bi_, bj_);
          }
        }
        if (c == nch - 1) {
          // The tile to C: column j0 + s, rows i0 .. i0 + 3; beta * old unless beta == 0 (C then
          // never read); a Hermitian C's imaginary diagonal never used (reference zherk) nor kept.
          // Old columns are read whole, a diagonal tile's other-triangle rows too (inside the n x n
          // C, values discarded): reading only the triangle ran 0.93-1.00x (session 37, call 1).
          D* col = c0;
#pragma unroll
          for (int s = 0; s < 4; ++s, col += p.ldc) {
            D v[4], o[4];
            if (!p.beta_zero) {
              if constexpr (PREF) memcpy(o, old[s], sizeof(o));
              else load4(o, col);
              if (p.herm_out && diag) o[s] = real_only(o[s]);
            }
#pragma unroll
            for (int r = 0; r < 4; ++r) {
              v[r] = mul(p.scale[0], sums.c[0][r][s]);
              if constexpr (TileSums<D, P, CJ, FUSE>::NA == 2) v[r] = add(v[r], mul(p.scale[1], sums.c[1][r][s]));
              if (!p.beta_zero) v[r] = add(v[r], mul(p.beta, o[r]));
            }
            if (p.herm_out && diag) v[s] = real_only(v[s]);
            if (!diag) store_rows(col, v, 0, 3);
            else if (p.lower) store_rows(col, v, s, 3);
            else store_rows(col, v, 0, s);
          }
          sums.clear();
        }
      }
      slot ^= 1, g0 = ng0, c = nc;
    }
  } else {
    // The sums and the epilogue repeat the two-slot loop's above on purpose: written once as
    // lambdas shared by both loops, 49 of the 56 two-slot kernels (every n <= 16 one) compiled to
    // different instructions (ptx_kernels.py, session 39), and those kernels' measurements and
    // tests are of the code above. A fix to one copy goes into the other.
    TileSums<D, P, CJ, FUSE> sums;
    sums.clear();
    D old[PREF ? 4 : 1][4];  // PREF: the tile's C, loaded when its round starts
    // The tile's C of round g0, when a round starts (PREF).
    auto prefetch = [&](int64_t g0, int c) {
      const int64_t g = g0 + gi;
      const bool mine = gi < S::G && g < p.batch;
      D* const c0 = p.C + g * p.stride_c + int64_t(j0) * p.ldc + i0;
      if (PREF && c == 0 && mine && !p.beta_zero) {
#pragma unroll
        for (int s = 0; s < 4; ++s) load4(old[s], c0 + s * p.ldc);
      }
    };
    // Sum chunk c of round g0 from `slot`; after the round's last chunk write the tile.
    auto consume = [&](int64_t g0, int c, int slot) {
      const int64_t g = g0 + gi;
      const bool mine = gi < S::G && g < p.batch;
      D* const c0 = p.C + g * p.stride_c + int64_t(j0) * p.ldc + i0;
      if (mine) {
        const int kc = min(S::KC, p.k - c * S::KC);
        const D* x0 = reinterpret_cast<const D*>(buf + slot * P * S::slot + gi * S::PI);
        const D* x1 = reinterpret_cast<const D*>(buf + (slot * P + P - 1) * S::slot + gi * S::PI);
#pragma unroll
        for (int l = 0; l < S::KC; ++l) {
          if (l < kc) {
            D ai[4], aj[4], bi_[4], bj_[4];
            load4_staged<S, N>(ai, x0, l, i0);
            load4_staged<S, N>(aj, x0, l, j0);
            if constexpr (P == 2) {
              load4_staged<S, N>(bi_, x1, l, i0);
              load4_staged<S, N>(bj_, x1, l, j0);
            }
            sums.step(ai, aj, bi_, bj_);
          }
        }
        if (c == nch - 1) {
          // The tile to C: column j0 + s, rows i0 .. i0 + 3; beta * old unless beta == 0 (C then
          // never read); a Hermitian C's imaginary diagonal never used (reference zherk) nor kept.
          // Old columns are read whole, a diagonal tile's other-triangle rows too (inside the n x n
          // C, values discarded): reading only the triangle ran 0.93-1.00x (session 37, call 1).
          D* col = c0;
#pragma unroll
          for (int s = 0; s < 4; ++s, col += p.ldc) {
            D v[4], o[4];
            if (!p.beta_zero) {
              if constexpr (PREF) memcpy(o, old[s], sizeof(o));
              else load4(o, col);
              if (p.herm_out && diag) o[s] = real_only(o[s]);
            }
#pragma unroll
            for (int r = 0; r < 4; ++r) {
              v[r] = mul(p.scale[0], sums.c[0][r][s]);
              if constexpr (TileSums<D, P, CJ, FUSE>::NA == 2) v[r] = add(v[r], mul(p.scale[1], sums.c[1][r][s]));
              if (!p.beta_zero) v[r] = add(v[r], mul(p.beta, o[r]));
            }
            if (p.herm_out && diag) v[s] = real_only(v[s]);
            if (!diag) store_rows(col, v, 0, 3);
            else if (p.lower) store_rows(col, v, s, 3);
            else store_rows(col, v, 0, s);
          }
          sums.clear();
        }
      }
    };
    int64_t g0 = (int64_t(blockIdx.x) * S::groups + group) * S::G;
    int c = 0, slot = 0;
    // The load cursor (lg0, lc) runs NS - 1 chunks ahead of the summed one (g0, c); every
    // iteration commits one copy group (empty past the batch), so wait<NS - 2> leaves chunk c's
    // landed. Slot lslot, refilled after the barrier, held the chunk summed one iteration before:
    // the one barrier per chunk both publishes chunk c and frees lslot, which needs NS >= 3 (with
    // two slots lslot would be the slot being summed; NS == 2 keeps the two-barrier loop above).
    // Checked by a model of every thread's copy groups, barriers and shared reads (helper-70,
    // session 39: 134,160 configurations, n = 8..32, NS = 2..4, P = 1, 2, nch 1-5, grids 1-3).
    int64_t lg0 = g0;
    int lc = 0, lslot = 0;
    auto next = [&](int64_t& gg, int& cc) {
      if (++cc == nch) cc = 0, gg += gstep;
    };
#pragma unroll
    for (int s = 0; s < NS - 1; ++s) {
      if (lg0 < p.batch) load(lg0, lc, s);
      level3::cp_async_commit();
      next(lg0, lc);
    }
    lslot = NS - 1;
    while (g0 < p.batch) {
      prefetch(g0, c);
      level3::cp_async_wait<NS - 2>();  // this thread's copies of chunk c have landed ...
      group_sync<S::W>();  // ... every other thread's are visible, and slot lslot has been summed
      if (lg0 < p.batch) load(lg0, lc, lslot);
      level3::cp_async_commit();
      next(lg0, lc);
      lslot = lslot + 1 == NS ? 0 : lslot + 1;
      consume(g0, c, slot);
      slot = slot + 1 == NS ? 0 : slot + 1;
      next(g0, c);
    }
  }
  level3::cp_async_wait<0>();
}

/// Chunk slots (NS) and the resident blocks asked of ptxas (MB, 0: warp_min_blocks) per type and
/// operand count. Measured on the H200 (session 39, call 3, n = 32, k = 32, two rounds, against
/// NS = 2, MB = 0; docs/PERFORMANCE-LOG.md session 39): a ring of 3 slots ran float syrk / syr2k
/// 1.07 / 1.04x, double syr2k 1.04x, complex<double> syrk / syr2k / herk / her2k 1.16 / 1.11 /
/// 1.13 / 1.09x (4 slots within 2% of 3), complex<float> 0.98-1.01x; 3 blocks per SM (72
/// registers) ran double syrk 1.16x, complex<float> syrk / herk 1.07 / 1.13x, float syrk 0.97x
/// (with 3 slots: 1.12 / 1.05 / 1.12 / 0.98x). n <= 16 keep two slots (their four groups per
/// block would take 2-3 times the shared memory).
template <class D, int N, int P> struct WarpTuning {
  static constexpr bool n32 = N == 32;
  static constexpr bool one = P == 1 && (std::is_same_v<D, double> || std::is_same_v<D, float2>);
  static constexpr int NS = n32 && !one && !std::is_same_v<D, float2> ? 3 : 2;
  static constexpr int MB = n32 && one ? 3 : 0;
};

template <class D, int N, int P, bool CJ, bool FUSE, int NS, int MB> void launch_warp_ns(const Queue& q, const ItemParams<D>& p);

template <class D, int N, int P, bool CJ, bool FUSE> void launch_warp(const Queue& q, const ItemParams<D>& p) {
  using W = WarpTuning<D, N, P>;
  launch_warp_ns<D, N, P, CJ, FUSE, W::NS, W::MB>(q, p);
}

template <class D, int N, int P, bool CJ, bool FUSE, int NS, int MB> void launch_warp_ns(const Queue& q, const ItemParams<D>& p) {
  // C's tile loaded when its round starts (PREF) only for float's two products: one binary on
  // the H200, k = 16 / 32, against loading it after the sums (docs/PERFORMANCE-LOG.md session 36,
  // call 2): float syr2k 1.08 / 1.03x, float syrk 1.00 / 0.96x; double and complex<float>
  // 0.88-0.98x (the 16-32 registers cost resident warps: float syrk 49% -> 36% active). At
  // n = 32 (session 37, call 4, k = 32) float syrk gains too (1.05x); double and complex<float>
  // ran 0.75-0.78x with it, and complex<double> would spill.
  constexpr bool kPref = std::is_same_v<D, float> && (P == 2 || N == 32);
  auto kernel = rank_warp_kernel<D, N, P, CJ, FUSE, kPref, NS, MB>;
  constexpr std::size_t smem = warp_smem<D, N, P, NS>();
  batchlas::cuda::opt_in_shared(kernel, int64_t(smem), "cudaFuncSetAttribute(rank_warp_kernel)");
  using S = WarpShape<D, N>;
  const int64_t per_block = int64_t(S::groups) * S::G;
  const unsigned grid = batchlas::cuda::grid_for(q, kernel, S::block, smem, (p.batch + per_block - 1) / per_block);
  kernel<<<grid, S::block, smem, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch("rank_warp_kernel");
}

}  // namespace

template <class T> bool rank_warp_ok(const Call<T>& c) {
  if ((c.n != 8 && c.n != 12 && c.n != 16 && c.n != 32) || !rank_form_ok(c)) return false;
  // ItemParams::k and the kernel's chunk count (k + KC - 1) / KC are ints (KC <= 16); gram's calls
  // can pass any k, tiny's stop at 32.
  if (c.k > INT32_MAX - 64) return false;
  constexpr int B = int(sizeof(dev_t<T>));
  if (!columns_aligned(c.C, c.ldc, c.stride_c, B, 16)) return false;
  for (int o = 0; o < c.nops; ++o)
    if (c.op[o].ld != c.n || !columns_aligned(c.op[o].data, c.op[o].ld, c.op[o].stride, B, 16)) return false;
  // complex<double>'s two accumulators and operands would take about 230 registers: only fused.
  if (std::is_same_v<T, std::complex<double>> && c.nprod == 2 && !(c.prod[0].scale == c.prod[1].scale)) return false;
  return true;
}

template <class T> void run_rank_warp(const Queue& q, const Call<T>& c) {
  using D = dev_t<T>;
  const ItemParams<D> p = item_params(c);  // ld is n for every operand (rank_warp_ok)
  const bool fuse = c.nprod == 2 && c.prod[0].scale == c.prod[1].scale;
  auto go = [&](auto n_) {
    constexpr int N = decltype(n_)::value;
    if constexpr (level3::is_cplx<D>) {
      auto with = [&](auto cj) {
        constexpr bool CJ = decltype(cj)::value;
        if (c.nprod == 1) launch_warp<D, N, 1, CJ, false>(q, p);
        else if (fuse) launch_warp<D, N, 2, CJ, true>(q, p);
        else if constexpr (sizeof(D) == 16) throw std::logic_error("tiny: rank_warp has no unfused complex<double> kernel");
        else launch_warp<D, N, 2, CJ, false>(q, p);
      };
      if (c.herm_out) with(std::true_type{});
      else with(std::false_type{});
    } else {
      if (c.nprod == 1) launch_warp<D, N, 1, false, false>(q, p);
      else launch_warp<D, N, 2, false, true>(q, p);
    }
  };
  if (c.n == 8) go(std::integral_constant<int, 8>{});
  else if (c.n == 12) go(std::integral_constant<int, 12>{});
  else if (c.n == 16) go(std::integral_constant<int, 16>{});
  else go(std::integral_constant<int, 32>{});
}

#define BATCHLAS_RANK_WARP_INSTANTIATE(T)            \
  template bool rank_warp_ok<T>(const Call<T>&);     \
  template void run_rank_warp<T>(const Queue&, const Call<T>&);
BATCHLAS_RANK_WARP_INSTANTIATE(float)
BATCHLAS_RANK_WARP_INSTANTIATE(double)
BATCHLAS_RANK_WARP_INSTANTIATE(std::complex<float>)
BATCHLAS_RANK_WARP_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_RANK_WARP_INSTANTIATE

}  // namespace batchlas::kernels::tiny
