// Gram form of syrk/herk for n <= 128 (families `gram`): one BT x BT tile covers C (BT = 32,
// 64 or 128, the smallest >= n), A is read once, only the warp tiles meeting the uplo triangle
// exist, and on a diagonal warp tile only the 8 x 8 blocks meeting it are multiplied
// (warp_tiles.cuh, kTri). Semantics as rankk_tiles.cuh's one-product form: S = op(A) staged
// (ConjTrans stages A^T and conjugates the result), C = alpha*S*Y^T (+ beta*C), Y = S or conj(S).
//
// Why a kernel of its own (issue 6). Nsight Compute on the H200, syrk trans=T n=32 k=256
// batch=2048 float, with the gram form of rankk_tiles: one warp per block (S(S+1)/2 = 1),
// 128 registers/thread, 19% achieved occupancy, 1.03 waves, 0.6 instructions issued per
// scheduler per cycle, 24% of DRAM bandwidth (double: 174 registers, 12% occupancy): a lone warp
// waits on its own panel loads and the pipeline restarts on every item. Design here:
//  - k split: KS groups of TW = S(S+1)/2 warps (KS = 4, 2, 1 for BT = 32, 64, 128). A stage
//    holds KS panels of BK reduction indices; group g multiplies panel g, so a block has
//    KS*TW warps in flight on one item. The partial tiles are summed in shared memory in group
//    order (deterministic), then all threads run the epilogue, coalesced along columns of C.
//  - Persistent blocks: the grid is what fits on the device at once (occupancy API) and each
//    block walks its items in one flattened (item, stage) stream, so the cp.async pipeline
//    (NS stages) runs across item boundaries: the next item's panels load during this item's
//    last multiply and epilogue.
//  - Register budget: __launch_bounds__ with a min-blocks value per type and tile
//    (GramShape::kMinBlocks) so registers, not the compiler's default, bound the residency;
//    the shared budget (stages + reduction tile) is chosen to allow the same block count.
// Loads in flight: NS-1 stages per block, KS*BT rows x 128..192 bytes each, i.e. ~18-25 KB per
// block and ~70-90 KB per SM at the target residency. Measured (H200, docs/PERFORMANCE-LOG.md,
// "Issue targets, 2026-11-30"): n = 32 float 1.13x cuBLAS (the old form 1.02x), double 0.79x,
// at 29% occupancy, 0.58 issued per scheduler and 27% of DRAM: still latency-bound, not
// bytes-bound (2 stages; k = 256 is only 2 stage steps per item; the ordered reduction costs 4
// block barriers per item). Session 11 (docs/PERFORMANCE-LOG.md): the epilogue's reads of C grouped
// (gram_write_tile) gave double n = 32 1.08x; float n = 32 did not move, and ncu there shows it
// issue-bound (65% of issue slots busy, the top stall "not selected"): fewer instructions per
// item, not more bytes in flight, is its next step.
// beta == 0 stores without reading C. Hermitian outputs (kConj) take real(C(i, i)) and store an
// exactly zero imaginary diagonal. Any batch count (grid-stride, 64-bit item indices).
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <string>
#include <type_traits>

#include "core/cuda/occupancy.hh"
#include "kernels/level3/f64_engines.hh"
#include "kernels/level3/rankk_tiles.cuh"

namespace batchlas::kernels::level3 {

/// Compile-time shape of one Gram kernel instance; kT: l-major panels (NoTrans on the MMA
/// engines' types, staging.cuh); kF64: float or complex<float> tiles on the FP64 tensor cores
/// (MmaWarp<float>, MmaWarp<float2>; Settings::gram_f64), with double's or complex<double>'s
/// register budget.
template <class D, int BT, bool kT = false, bool kF64 = false> struct GramShape {
  static_assert(!kF64 || kF64Type<D>);
  static constexpr int BK = TileTraits<D>::BK;
  static constexpr int LD = BK + kRowPad<D, kF64>;
  static constexpr int LDT = BT + kLPad<D>;  ///< l-major row stride
  static constexpr int S = BT / 32;
  static constexpr int TW = S * (S + 1) / 2;  ///< warp tiles meeting one triangle
  static constexpr int KS = BT == 32 ? 4 : (BT == 64 ? 2 : 1);  ///< k-split groups
  static constexpr int kWarps = KS * TW;
  static constexpr int kThreads = 32 * kWarps;
  static constexpr int kStagers = kThreads >= 256 ? 256 : (kThreads >= 128 ? 128 : 64);
  static constexpr int kStages = BT == 128 ? 3 : 2;
  static constexpr int kPanel = kT ? BK * LDT : BT * LD;  ///< elements
  static constexpr int kStage = KS * kPanel;
  /// Partial-tile column stride: the engines' stores (lane -> (row, column) layouts in
  /// warp_tiles.cuh) hit distinct banks per shared-memory phase; the epilogue reads one column
  /// per warp, conflict-free for any stride.
  /// (MmaWarp<float2>: 8-byte stores at g + 2q*kRedLd, distinct bank pairs per half-warp when
  /// kRedLd = 2 mod 8. float on the FP64 engine: 4-byte stores at g + 2q*kRedLd, 32 distinct
  /// banks when 2*kRedLd = 8 mod 32, so 36; the SIMT engine's 40 would put q and q + 2 on
  /// the same banks, a 2-way conflict.)
  static constexpr int kRedLd = std::is_same_v<D, double> || (kF64 && std::is_same_v<D, float2>)
                                    ? 34
                                    : (std::is_same_v<D, double2> ? 33 : (kF64 ? 36 : 40));
  /// float at BT = 32: the partial tiles go into the stage's own panels (gram_tiles), so no
  /// reduction buffer and one barrier per item.
  static constexpr bool kInPanelReduction = std::is_same_v<D, float> && BT == 32 && TW == 1 && KS > 1 && LD >= 32;
  static_assert(!kT || kLMajorType<D>);
  static constexpr int kRed = KS > 1 && !kInPanelReduction ? TW * 32 * kRedLd : 0;
  static constexpr int64_t kSmemBytes = (int64_t(kStages) * kStage + kRed) * int64_t(sizeof(D));
  /// Blocks per SM the registers are budgeted for (65536 / (threads * blocks) registers each,
  /// ptxas rounds down to a multiple of 8): float 96/112/96, complex<float> 128/168/200,
  /// double 128/168/96, complex<double> 168/168/200 for BT = 32/64/128 (ptxas -v: see the
  /// commit that set them; tighter budgets spilled the accumulators). double at BT = 128 still
  /// spills (96 registers, 248 bytes) yet one block per SM ran 1.26-1.41x slower at n = 128, 96;
  /// at BT = 64 three blocks (96 registers, spilling) ran 1.42x slower than two (session 22,
  /// docs/PERFORMANCE-LOG.md). The FP64 engine (kF64) takes double's budget for float and
  /// complex<double>'s for complex<float> (ptxas: 168 registers, 52-172 bytes of spill; the
  /// no-spill budget of 2 / 1 blocks at BT = 32 / 64 ran 0.66-0.86x, session 62). At BT = 128
  /// (10 warps) one block per SM still caps a thread at 168 registers, not 65536 / 320: each of
  /// the 4 schedulers' quarter of the register file holds 3 of the warps (16384 / 96; ptxas -v,
  /// session 64). The shared budget allows at least as many blocks.
  static constexpr int kMinBlocks = kF64 && std::is_same_v<D, float2> ? (BT == 32 ? 3 : (BT == 64 ? 2 : 1))
                                    : kF64                         ? (BT == 32 ? 4 : 2)
                                    : std::is_same_v<D, float>    ? (BT == 32 ? 5 : (BT == 64 ? 3 : 2))
                                    : std::is_same_v<D, float2> ? (BT == 32 ? 4 : (BT == 64 ? 2 : 1))
                                    : std::is_same_v<D, double> ? (BT == 32 ? 4 : 2)
                                                                : (BT == 32 ? 3 : (BT == 64 ? 2 : 1));
  static_assert(BT % 32 == 0 && BK % 4 == 0 && (KS == 1 || TW <= 3));
  static_assert(kSmemBytes * kMinBlocks <= 227 * 1024, "shared budget below the register budget");
};

/// Writes the 32 x 32 tile of C at (tr, tc) from value(r, c), the block's NT threads taking 4
/// elements each at a time, the 4 reads of C before their writes: the compiler cannot move a
/// read of C above a write to C, so reading in place costs a global round trip per element.
/// Groups of 8 spilled under the 96-register float budget (ptxas -v, sm_90).
template <class D, bool kConj, int NT, class F>
__device__ __forceinline__ void gram_write_tile(const RankkParams<D>& p, D* C, int tr, int tc, F&& value) {
#pragma unroll 1
  for (int e0 = threadIdx.x; e0 < 1024; e0 += 4 * NT) {
    D old[4];
#pragma unroll
    for (int q = 0; q < 4; ++q) {
      const int e = e0 + q * NT;
      old[q] = e < 1024 ? rankk_old(p, C, tr + (e & 31), tc + (e >> 5)) : zero<D>();
    }
#pragma unroll
    for (int q = 0; q < 4; ++q) {
      const int e = e0 + q * NT, r = e & 31, c = e >> 5;
      const int64_t i = tr + r, j = tc + c;
      if (e >= 1024 || !rankk_owns(p, i, j)) continue;
      C[i + j * p.ldc] = rankk_finish<D, kConj, true>(p, i == j, value(r, c), old[q]);
    }
  }
}

template <class D, int BT, bool kConj, bool kT = false, bool kF64 = false>
__global__ void __launch_bounds__(GramShape<D, BT, kT, kF64>::kThreads, GramShape<D, BT, kT, kF64>::kMinBlocks)
    gram_tiles(const RankkParams<D> p) {
  using Shape = GramShape<D, BT, kT, kF64>;
  using Engine = std::conditional_t<kF64, MmaWarp<D, kConj>, typename WarpEngine<D, kConj>::type>;
  constexpr int BK = Shape::BK, LD = Shape::LD, LDT = Shape::LDT, NT = Shape::kThreads, NS = Shape::kStages;
  using L = std::conditional_t<kT, LPanel<LDT>, RowPanel<LD>>;  // a panel's layout
  constexpr int KS = Shape::KS, TW = Shape::TW, NTS = Shape::kStagers;
  constexpr int PANEL = Shape::kPanel, STAGE = Shape::kStage, RLD = Shape::kRedLd;
  // One warp per group (TW == 1) and a panel that holds a 32 x 32 tile at stride LD.
  constexpr bool kInPanelReduction = Shape::kInPanelReduction;
  extern __shared__ __align__(16) unsigned char smem_raw[];
  D* const smem = reinterpret_cast<D*>(smem_raw);
  D* const red = smem + NS * STAGE;  // KS > 1: TW partial tiles, 32 x 32, column stride RLD

  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  const int group = warp / TW, tile = warp % TW;  // k-split group, warp tile in the triangle
  int wr, wc;
  {
    int64_t r, c;
    tri_tile(tile, p.lower, r, c);
    wr = int(r), wc = int(c);
  }
  const bool active = wr * 32 < p.n && wc * 32 < p.n;
  const bool diag = wr == wc;

  const int64_t chunks = (p.k + BK - 1) / BK;
  // Stages per item (>= 1 so k = 0 still runs the epilogue: C = beta*C).
  const int64_t supers = chunks > KS ? (chunks + KS - 1) / KS : 1;
  const int64_t mine =
      blockIdx.x < p.units ? (p.units - 1 - int64_t(blockIdx.x)) / gridDim.x + 1 : 0;
  const int64_t steps = mine * supers;

  // Producer cursor: the (item, stage) whose panels are issued next.
  int64_t pu = blockIdx.x, ps = 0;
  auto issue = [&](int buf) {
    D* s = smem + buf * STAGE;
    const D* A = p.a + pu * p.stride_a;
    if constexpr (kT) {
#pragma unroll
      for (int g = 0; g < KS; ++g) {
        const int64_t k0 = (ps * KS + g) * BK;
        if (k0 < p.k) stage_panel_lmajor<D, BT, BK, LDT, NTS>(s + g * PANEL, A, p.lda, p.mode_a, 0, p.n, k0, p.k);
      }
    } else if (p.mode_a == kColsVector) {  // the whole stage in one pass (panels past k zero-filled)
      stage_cols_stage<D, BT, BK, LD, KS, NTS>(s, A, p.lda, p.n, ps * KS * BK, p.k);
    } else {
#pragma unroll
      for (int g = 0; g < KS; ++g) {
        const int64_t k0 = (ps * KS + g) * BK;
        if (k0 < p.k) stage_panel<D, BT, BK, LD, NTS>(s + g * PANEL, A, p.lda, p.mode_a, 0, p.n, k0, p.k);
      }
    }
    if (++ps == supers) ps = 0, pu += gridDim.x;
  };

  typename Engine::Acc acc = Engine::zero_acc();
#pragma unroll
  for (int s = 0; s < NS - 1; ++s) {
    if (s < steps) issue(s);
    cp_async_commit();  // empty groups keep the wait count uniform
  }
  int64_t cu = blockIdx.x, cs = 0;  // consumer cursor
  int buf = 0;
  for (int64_t t = 0; t < steps; ++t) {
    if (t + NS - 1 < steps) issue(buf == 0 ? NS - 1 : buf - 1);  // the stage freed last step
    cp_async_commit();
    cp_async_wait<NS - 1>();  // this thread's copies of step t have landed
    __syncthreads();          // ... and everybody's
    if (active && (cs * KS + group) * BK < p.k) {
      const D* s = smem + buf * STAGE + group * PANEL;
      const D* X = s + wr * 32 * L::rs;
      const D* Y = s + wc * 32 * L::rs;
      if (!diag) acc = Engine::template chunk_in<L, L, BK, kTriNone>(acc, X, Y, lane);
      else if (p.lower) acc = Engine::template chunk_in<L, L, BK, kTriLower>(acc, X, Y, lane);
      else acc = Engine::template chunk_in<L, L, BK, kTriUpper>(acc, X, Y, lane);
    }
    if (++cs == supers) {  // the item's last stage: epilogue
      D* C = p.c + cu * p.stride_c;
      if constexpr (KS == 1) {
        // One element at a time here (rankk_store): grouped reads (each_rmw, even in pairs)
        // spill under these budgets (float: 68 -> 352 bytes of spill stores, ptxas -v, sm_90).
        if (active)
          Engine::each(acc, lane, [&](int r, int c, D v) {
            const int64_t i = wr * 32 + r, j = wc * 32 + c;
            // !rankk_owns spelled out: the call changes this measured kernel's PTX
            if (i >= p.n || j >= p.n || (p.lower ? i < j : i > j)) return;
            rankk_store<D, kConj, true>(p, C, i, j, v);
          });
      } else if constexpr (kInPanelReduction) {
        // float, BT = 32: each group is one warp and reads only its own panel of this stage, so
        // it parks its partial tile there (column stride LD) once its own reads are done: one
        // block barrier per item instead of KS. The sum runs in group order as below (the same
        // rounding). The stage is refilled only after the loop's closing barrier.
        D* const part = smem + buf * STAGE + group * PANEL;
        __syncwarp();
        Engine::each(acc, lane, [&](int r, int c, D v) { part[r + c * LD] = v; });
        __syncthreads();
        const D* const base = smem + buf * STAGE;
        gram_write_tile<D, kConj, NT>(p, C, 0, 0, [&](int r, int c) {
          D v = base[r + c * LD];
#pragma unroll
          for (int g = 1; g < KS; ++g) v = add(v, base[g * PANEL + r + c * LD]);
          return v;
        });
      } else {
        // Partial tiles summed in group order; the barrier of the step before (or the loop's
        // first one) ordered the previous item's epilogue reads before these writes.
#pragma unroll
        for (int g = 0; g < KS; ++g) {
          if (group == g && active)
            Engine::each(acc, lane, [&](int r, int c, D v) {
              D* e = red + tile * 32 * RLD + r + c * RLD;
              *e = g == 0 ? v : add(*e, v);
            });
          __syncthreads();
        }
#pragma unroll 1
        for (int w = 0; w < TW; ++w) {
          int64_t r64, c64;
          tri_tile(w, p.lower, r64, c64);
          const int tr = int(r64) * 32, tc = int(c64) * 32;
          gram_write_tile<D, kConj, NT>(p, C, tr, tc, [&](int r, int c) { return red[w * 32 * RLD + r + c * RLD]; });
        }
      }
      acc = Engine::zero_acc();
      cs = 0, cu += gridDim.x;
    }
    buf = buf == NS - 1 ? 0 : buf + 1;
    __syncthreads();  // the stage (and the partial tiles) are rewritten from next step on
  }
  cp_async_wait<0>();
}

// ---- host side -------------------------------------------------------------------------------


template <class D, int BT> int64_t gram_smem_bytes() {
  // Either layout (the l-major one only where the type takes it) and either engine.
  constexpr bool kF64 = kF64Type<D>;
  return std::max({GramShape<D, BT>::kSmemBytes, GramShape<D, BT, kLMajorType<D>>::kSmemBytes,
                   GramShape<D, BT, false, kF64>::kSmemBytes});
}

template <class D, int BT, bool kConj, bool kT, bool kF64 = false>
void gram_tiles_launch_as(const Queue& q, const RankkParams<D>& p) {
  using Shape = GramShape<D, BT, kT, kF64>;
  auto kernel = gram_tiles<D, BT, kConj, kT, kF64>;
  constexpr int64_t smem = Shape::kSmemBytes;
  batchlas::cuda::opt_in_shared(kernel, smem, "cudaFuncSetAttribute(gram_tiles)");
  // Persistent grid: the blocks resident at once (each walks its items in one pipeline).
  const unsigned grid = batchlas::cuda::grid_for(q, kernel, Shape::kThreads, smem, p.units);
  kernel<<<grid, Shape::kThreads, smem, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch("gram_tiles");
}

template <class D, int BT, bool kConj> void gram_tiles_launch(const Queue& q, const RankkParams<D>& p) {
  if constexpr (kF64Type<D>)
    if (gram_f64()) {
      note_gram_f64_call();
      return gram_tiles_launch_as<D, BT, kConj, false, true>(q, p);
    }
  with_layout<D>(p.lmajor, [&](auto kT) { gram_tiles_launch_as<D, BT, kConj, decltype(kT)::value>(q, p); });
}

/// Gram form for n <= 128: the tile class is picked from n (gram_tile, rankk_tiles.cuh).
template <class D, bool kConj> void gram_tiles_run(const Queue& q, const RankkParams<D>& p) {
  switch (gram_tile(p.n)) {
    case 32: return gram_tiles_launch<D, 32, kConj>(q, p);
    case 64: return gram_tiles_launch<D, 64, kConj>(q, p);
    default: return gram_tiles_launch<D, 128, kConj>(q, p);
  }
}

template <class D> std::string gram_tiles_why_not(const Queue& q, int64_t n) {
  if (n > kGramMaxN) return "n > 128 (one tile must cover C)";
  const int t = gram_tile(n);
  return rankk_device_why_not(q, t == 32   ? gram_smem_bytes<D, 32>()
                                 : t == 64 ? gram_smem_bytes<D, 64>()
                                           : gram_smem_bytes<D, 128>());
}

}  // namespace batchlas::kernels::level3
