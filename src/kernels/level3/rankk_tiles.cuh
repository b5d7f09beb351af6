// Rank-k and rank-2k update tile kernels: syrk, herk (one product) and syr2k, her2k (two
// products fused into one accumulator), batched, one triangle of C only.
//
// Each op is written in one form. S = op(A) (n x k: A for NoTrans, A^T for Trans; ConjTrans
// stages A^T too and conjugates the result, see below), R = op(B). For the uplo triangle:
//   one product:  P(i, j) = sum_l S(i, l) * Y(j, l),        Y = S, conjugated when kConj
//   two products: P(i, j) = sum_l S'(i, l) * R(j, l) + R(i, l) * S'(j, l), S' = s*S, second
//                 factors conjugated when kConj
//   C(i, j) = alpha*P (one product) or P (two) , conjugated when conj_out, + beta*C(i, j).
// Why this covers every case (the conjugations of ConjTrans are moved to the result):
//   syrk  N/T: C = alpha S S^T.                herk N: C = alpha S S^H.
//   herk  C:   C = alpha A^H A = conj(alpha S S^H) with S = A^T (alpha real).
//   syr2k N/T: alpha (S R^T + R S^T) = S' R^T + R S'^T with s = alpha.
//   her2k N:   alpha S R^H + conj(alpha) R S^H = S' R^H + R S'^H with s = alpha.
//   her2k C:   alpha A^H B + conj(alpha) B^H A = conj(S' R^H + R S'^H), s = conj(alpha), S = A^T.
// The two-product prescale runs once per staged element, not per multiply.
//
// Grid: unit u = (item, tile) over batch x T(T+1)/2 tiles of one triangle (tile_grid.cuh), a
// grid-stride loop over units, so any batch count runs and every index is 64-bit. With kBlk
// (syrk/herk `recursive_native`) the "items" are C's diagonal blocks of order n of every item,
// block-major (RankkParams::blocks; units = blocks x batch x tiles). A block tile
// is BT x BT, built from S x S warp tiles of 32 x 32 (warp_tiles.cuh); on a diagonal tile the
// warps wholly outside the triangle skip the products (their slot goes to other blocks), the
// diagonal warp tiles are masked in the epilogue. (The Gram form, one tile covering C for
// n <= 128, has its own kernel: gram_tiles.cuh; gram_tile and kGramMaxN below are its sizes.)
// Panels are staged with cp.async, NS stages deep (staging.cuh); A crosses the bus once per tile
// row/column that reads it.
// beta == 0 stores without reading C. Hermitian outputs (kConj) take real(C(i, i)) and store an
// exactly zero imaginary diagonal.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "batchlas/queue.hh"
#include "batchlas/types.hh"
#include "batchlas/views.hh"
#include "core/cuda/check.hh"
#include "kernels/level3/arith.cuh"
#include "kernels/level3/f64_engines.hh"
#include "kernels/level3/staging.cuh"
#include "kernels/level3/tile_grid.cuh"
#include "kernels/level3/warp_tiles.cuh"

namespace batchlas::kernels::level3 {

/// Reduction depth of a staged panel and row padding, per element type: one panel row is 128
/// bytes (one coalesced segment for a transposed A; double's one-product kernel takes two,
/// RankkShape::kDeep), and the padding keeps the warp engines' shared loads free of bank
/// conflicts (float/complex<float>: row stride 36 words, the eight 16-byte row loads of a
/// quarter-warp land in eight bank groups; double: stride 40 words, or 72 at BK = 32, 8 banks
/// apart either way, so the 4 x 4 (row, l) pattern of an m8n8k4 fragment covers 32 banks;
/// complex<double>: 12 16-byte units, the quarter-warp's 2 x 4 pattern covers all 8 bank groups).
template <class D> struct TileTraits;
template <> struct TileTraits<float> { static constexpr int BK = 32, PAD = 4; };
template <> struct TileTraits<float2> { static constexpr int BK = 16, PAD = 2; };
template <> struct TileTraits<double> { static constexpr int BK = 16, PAD = 4; };
template <> struct TileTraits<double2> { static constexpr int BK = 8, PAD = 4; };

/// Row padding of the l-major panels (stage_panel_lmajor, NoTrans on the MMA engines): the
/// bank condition of LPanel (warp_tiles.cuh), 4 mod 16 doubles or 2 mod 8 complex<double> at BT
/// = 64.
template <class D> inline constexpr int kLPad = sizeof(D) == 16 ? 2 : 4;
/// Whether NoTrans panels go l-major: the MMA engines' types (the SIMT engine loads along l).
template <class D> inline constexpr bool kLMajorType = std::is_same_v<D, double> || std::is_same_v<D, double2>;
/// The types whose tiles also have the FP64 tensor-core engine (MmaWarp<float>, MmaWarp<float2>;
/// Settings::gram_f64, rankk_f64, side_f64: f64_engines.hh) beside the SIMT one.
template <class D> inline constexpr bool kF64Type = std::is_same_v<D, float> || std::is_same_v<D, float2>;
/// Row-panel padding (LD = BK + kRowPad) of a tile instance; kF64: on the FP64 engine, where
/// complex<float> takes 4 (LD = 20, MmaWarp<float2>'s bank condition LD = 4 mod 16) instead of
/// TileTraits' 2 (float's 36 meets MmaWarp<float>'s 4 mod 32 already).
template <class D, bool kF64> inline constexpr int kRowPad = kF64 && std::is_same_v<D, float2> ? 4 : TileTraits<D>::PAD;

/// Calls f(std::true_type{}) when a call's panels are l-major, else f(std::false_type{}): the
/// launchers' one switch from the run-time choice to the kernel's kT, the l-major instance
/// compiled only for the MMA engines' types.
template <class D, class F> void with_layout(bool lmajor, F&& f) {
  if constexpr (kLMajorType<D>)
    if (lmajor) return f(std::true_type{});
  f(std::false_type{});
}

/// Compile-time shape of one kernel instance; kT: panels in the l-major layout; kF64: float or
/// complex<float> on the FP64 tensor cores (MmaWarp<float>, MmaWarp<float2>; f64_engines.hh).
template <class D, int BT, bool kTwo, bool kT = false, bool kF64 = false> struct RankkShape {
  static_assert(!kF64 || kF64Type<D>);
  /// double's one-product kernel stages 32 reduction indices per panel in 2 stages (73.7 KB,
  /// 168 registers: still 3 blocks per SM) instead of 16 in 3: half the barriers and staging
  /// set-ups per MMA, 1.04-1.07x at issue 6's double shapes (docs/PERFORMANCE-LOG.md, session 23;
  /// 2 stages of BK = 16 at 4 blocks per SM, 128 registers, spilled and gained 1.01-1.06x).
  static constexpr bool kDeep = std::is_same_v<D, double> && !kTwo;
  static constexpr int BK = kDeep ? 32 : TileTraits<D>::BK;
  static constexpr int LD = BK + kRowPad<D, kF64>;
  static constexpr int S = BT / 32;
  static constexpr int kWarps = S * S;
  static constexpr int kThreads = 32 * kWarps;
  /// Threads that stage: the largest power of two <= kThreads (staging.cuh).
  static constexpr int kStagers = kThreads >= 256 ? 256 : (kThreads >= 128 ? 128 : (kThreads >= 64 ? 64 : 32));
  /// Panels per stage: S_i and S_j (one product), S'_i R_i S'_j R_j (two products).
  static constexpr int kPanels = kTwo ? 4 : 2;
  static constexpr int kStages = (kTwo || kDeep) ? 2 : 3;
  static constexpr int LDT = BT + kLPad<D>;  // l-major row stride
  static constexpr int kPanel = kT ? BK * LDT : BT * LD;  // elements
  static constexpr int64_t kSmemBytes = int64_t(kStages) * kPanels * kPanel * sizeof(D);
  static_assert(BT % 32 == 0 && BK % 4 == 0 && (!kT || kLMajorType<D>));
  /// Blocks per SM the registers are budgeted for. The FP64 engine takes the Gram kernel's
  /// choice (gram_tiles.cuh GramShape): 4 blocks of 128 threads (128 registers) for float, 3
  /// (168) for complex<float>, where more warps with some spill beat fewer without (session 62);
  /// capped at the blocks the stages' shared memory allows (the two-product kernels' 4 panels:
  /// one fewer).
  static constexpr int kMinBlocks =
      std::min<int64_t>(kF64 ? (std::is_same_v<D, float> ? 4 : 3) : 2, 227 * 1024 / kSmemBytes);
};

template <class D> struct RankkParams {
  const D* a;
  int64_t lda, stride_a;
  int mode_a;
  const D* b;  // two products only
  int64_t ldb, stride_b;
  int mode_b;
  D* c;
  int64_t ldc, stride_c;
  int64_t n, k, tiles, units;
  D alpha;  ///< one product: result scale; two products: prescale s of S
  D beta;
  bool beta_zero, conj_out, lower;
  bool lmajor;  ///< panels l-major (stage_panel_lmajor; mode_a/b kRowsVector or kRowsContiguous)
  /// Diagonal blocks of order n per item (rankk_diagonal_blocks; 1 elsewhere), block-major:
  /// unit u / tiles is blk * items + item, and block blk of an item starts blk * dstride_a/_b/_c
  /// elements after block 0 in A, B and C.
  int64_t items, blocks = 1, dstride_a = 0, dstride_b = 0, dstride_c = 0;
};

/// The epilogue for one element of C: v conjugated for conj_out, times alpha when kScale (one
/// product; the two-product form prescaled S), + beta*old (old = C(i, j) as read, unused when
/// beta == 0); a Hermitian diagonal (diag: i == j) made exactly real.
template <class D, bool kConj, bool kScale>
__device__ __forceinline__ D rankk_finish(const RankkParams<D>& p, bool diag, D v, D old) {
  if constexpr (kConj)
    if (p.conj_out) v = conj(v);
  if constexpr (kScale) v = mul(p.alpha, v);
  if (!p.beta_zero) {
    if constexpr (kConj)
      if (diag) old = real_only(old);
    v = add(v, mul(p.beta, old));
  }
  if constexpr (kConj)
    if (diag) v = real_only(v);
  return v;
}

/// One element's epilogue, C read in place (a round trip per element: see rankk_tile_store).
template <class D, bool kConj, bool kScale>
__device__ __forceinline__ void rankk_store(const RankkParams<D>& p, D* C, int64_t i, int64_t j, D v) {
  D* cp = C + i + j * p.ldc;
  *cp = rankk_finish<D, kConj, kScale>(p, i == j, v, p.beta_zero ? zero<D>() : *cp);
}

/// Whether C(i, j) is an element the rank-k kernels write: inside n x n and the uplo triangle.
template <class D> __device__ __forceinline__ bool rankk_owns(const RankkParams<D>& p, int64_t i, int64_t j) {
  return i < p.n && j < p.n && (p.lower ? i >= j : i <= j);
}

/// C(i, j) when beta != 0 and the element is written, else zero (C is not read).
template <class D> __device__ __forceinline__ D rankk_old(const RankkParams<D>& p, const D* C, int64_t i, int64_t j) {
  return !p.beta_zero && rankk_owns(p, i, j) ? C[i + j * p.ldc] : zero<D>();
}

/// A warp tile's epilogue at (r0, c0) of C. double reads C in groups of 4 ahead of the writes
/// (each_rmw): 1.07-1.19x for syrk/syr2k d at issue 6's shapes (docs/PERFORMANCE-LOG.md, "Session
/// 11"). The other types read in place, one element at a time: float went from 128 to 129
/// registers (3 blocks of 128 threads per SM instead of 4, 0.90-0.98x), complex<float> measured
/// 0.96-1.03x, complex<double> sits at 250-253 registers.
template <class Engine, class D, bool kConj, bool kScale, class Acc>
__device__ __forceinline__ void rankk_tile_store(const RankkParams<D>& p, D* C, int64_t r0, int64_t c0,
                                                 const Acc& acc, int lane) {
  if constexpr (std::is_same_v<D, double>) {
    each_rmw<Engine, 4>(
        acc, lane, [&](int r, int c) { return rankk_old(p, C, r0 + r, c0 + c); },
        [&](int r, int c, D v, D old) {
          const int64_t i = r0 + r, j = c0 + c;
          if (rankk_owns(p, i, j)) C[i + j * p.ldc] = rankk_finish<D, kConj, kScale>(p, i == j, v, old);
        });
  } else {
    Engine::each(acc, lane, [&](int r, int c, D v) {
      const int64_t i = r0 + r, j = c0 + c;
      // !rankk_owns spelled out: the call changes this measured kernel's PTX
      if (i >= p.n || j >= p.n || (p.lower ? i < j : i > j)) return;
      rankk_store<D, kConj, kScale>(p, C, i, j, v);
    });
  }
}

template <class D, int BT, bool kTwo, bool kConj, bool kT = false, bool kBlk = false, bool kF64 = false>
__global__ void __launch_bounds__(RankkShape<D, BT, kTwo, kT, kF64>::kThreads,
                                  kBlk && std::is_same_v<D, float> && !kTwo ? 4 : RankkShape<D, BT, kTwo, kT, kF64>::kMinBlocks)
    rankk_tiles(const RankkParams<D> p) {
  using Shape = RankkShape<D, BT, kTwo, kT, kF64>;
  using Engine = std::conditional_t<kF64, MmaWarp<D, kConj>, typename WarpEngine<D, kConj>::type>;
  constexpr int BK = Shape::BK, LD = Shape::LD, LDT = Shape::LDT, NT = Shape::kThreads, NS = Shape::kStages;
  using L = std::conditional_t<kT, LPanel<LDT>, RowPanel<LD>>;  // a panel's layout
  constexpr int NTS = Shape::kStagers;
  constexpr int PANEL = Shape::kPanel, STAGE = Shape::kPanels * PANEL;
  extern __shared__ __align__(16) unsigned char smem_raw[];
  D* const smem = reinterpret_cast<D*>(smem_raw);

  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  const int wr = warp / Shape::S, wc = warp % Shape::S;  // this warp's 32 x 32 tile in the block tile

  for (int64_t u = blockIdx.x; u < p.units; u += gridDim.x) {
    int64_t item = u / p.tiles, blk = 0, ti = 0, tj = 0;
    tri_tile(u - item * p.tiles, p.lower, ti, tj);
    // kBlk: block-major units (RankkParams::blocks). A template parameter, as the block decode
    // cost float's kernel 26-40 registers (ptxas: 128 -> 154-168, one block per SM fewer); the
    // float kBlk kernel keeps 4 blocks per SM by its launch bounds, at 16 bytes of spill.
    if constexpr (kBlk)
      while (item >= p.items) item -= p.items, ++blk;
    const bool diag = ti == tj;
    const int64_t row0 = ti * BT, col0 = tj * BT;
    const D* A = p.a + item * p.stride_a + (kBlk ? blk * p.dstride_a : 0);
    const D* B = kTwo ? p.b + item * p.stride_b + (kBlk ? blk * p.dstride_b : 0) : nullptr;
    bool active = row0 + wr * 32 < p.n && col0 + wc * 32 < p.n;
    if (diag) active = active && (p.lower ? wr >= wc : wr <= wc);

    auto panel = [&](D* dst, const D* src, int64_t ld, int mode, int64_t r0, int64_t k0) {
      if constexpr (kT) stage_panel_lmajor<D, BT, BK, LDT, NTS>(dst, src, ld, mode, r0, p.n, k0, p.k);
      else stage_panel<D, BT, BK, LD, NTS>(dst, src, ld, mode, r0, p.n, k0, p.k);
    };
    auto stage = [&](int64_t chunk) {
      D* s = smem + (chunk % NS) * STAGE;
      const int64_t k0 = chunk * BK;
      panel(s, A, p.lda, p.mode_a, row0, k0);
      if constexpr (kTwo) {
        panel(s + PANEL, B, p.ldb, p.mode_b, row0, k0);
        if (!diag) {
          panel(s + 2 * PANEL, A, p.lda, p.mode_a, col0, k0);
          panel(s + 3 * PANEL, B, p.ldb, p.mode_b, col0, k0);
        }
      } else {
        if (!diag) panel(s + PANEL, A, p.lda, p.mode_a, col0, k0);
      }
    };

    typename Engine::Acc acc = Engine::zero_acc();
    auto product = [&](const typename Engine::Acc& a, const D* X, const D* Y) {
      return Engine::template chunk_in<L, L, BK>(a, X, Y, lane);
    };
    const int64_t chunks = (p.k + BK - 1) / BK;
#pragma unroll
    for (int s = 0; s < NS - 1; ++s) {
      if (s < chunks) stage(s);
      cp_async_commit();  // empty groups keep the wait count uniform
    }
    for (int64_t c = 0; c < chunks; ++c) {
      if (c + NS - 1 < chunks) stage(c + NS - 1);
      cp_async_commit();
      cp_async_wait<NS - 1>();  // this thread's copies of chunk c have landed
      __syncthreads();          // ... and everybody's
      D* s = smem + (c % NS) * STAGE;
      if constexpr (kTwo) {  // S' = s*S on the staged S panels
        for (int e = threadIdx.x; e < BT * BK; e += NT) {
          int i, l;
          L::template element<BT, BK>(e, i, l);
          const int at = L::at(i, l);
          s[at] = mul(p.alpha, s[at]);
          if (!diag) s[2 * PANEL + at] = mul(p.alpha, s[2 * PANEL + at]);
        }
        __syncthreads();
      }
      if (active) {
        if constexpr (kTwo) {
          const D* Si = s;
          const D* Ri = s + PANEL;
          const D* Sj = diag ? s : s + 2 * PANEL;
          const D* Rj = diag ? s + PANEL : s + 3 * PANEL;
          acc = product(acc, Si + wr * 32 * L::rs, Rj + wc * 32 * L::rs);
          acc = product(acc, Ri + wr * 32 * L::rs, Sj + wc * 32 * L::rs);
        } else {
          const D* Y = diag ? s : s + PANEL;
          acc = product(acc, s + wr * 32 * L::rs, Y + wc * 32 * L::rs);
        }
      }
      __syncthreads();  // the stage is refilled next iteration
    }

    if (active) {
      D* const C = p.c + item * p.stride_c + (kBlk ? blk * p.dstride_c : 0);
      rankk_tile_store<Engine, D, kConj, !kTwo>(p, C, row0 + wr * 32, col0 + wc * 32, acc, lane);
    }
  }
  cp_async_wait<0>();
}

// ---- host side -------------------------------------------------------------------------------

/// Gram tile for n: the smallest of 32, 64, 128 covering it (n = 32 must not pay for 128).
inline int gram_tile(int64_t n) { return n <= 32 ? 32 : (n <= 64 ? 64 : 128); }
inline constexpr int kGramMaxN = 128;
/// Tile of the triangular form.
inline constexpr int kTriangularTile = 64;

template <class D, int BT, bool kTwo> int64_t rankk_smem_bytes() {
  // Either layout (the l-major one only where the type takes it) and either engine.
  return std::max({RankkShape<D, BT, kTwo>::kSmemBytes, RankkShape<D, BT, kTwo, kLMajorType<D>>::kSmemBytes,
                   RankkShape<D, BT, kTwo, false, kF64Type<D>>::kSmemBytes});
}

/// Why the tile kernels cannot run on q's device ("" if they can): cp.async and the f64 mma
/// need sm_80; the stages must fit the opt-in shared memory of a block.
inline std::string rankk_device_why_not(const Queue& q, int64_t smem_bytes) {
  const auto& info = q.impl().info;
  if (info.cc_major < 8) return "needs compute capability 8.0 or newer (cp.async, f64 mma)";
  if (smem_bytes > info.max_shared_per_block)
    return "tile stages need " + std::to_string(smem_bytes) + " bytes of shared memory, the device allows " +
           std::to_string(info.max_shared_per_block);
  return {};
}

/// How op(M) is staged (staging.cuh): 16-byte copies need an aligned base and ld, stride
/// multiples of the vector width.
template <class T> bool vector_aligned(const MatrixView<const T>& M) {
  constexpr int64_t V = 16 / int64_t(sizeof(T));
  return reinterpret_cast<std::uintptr_t>(M.data) % 16 == 0 && M.ld % V == 0 && M.stride % V == 0;
}
template <class T> int stage_mode(const MatrixView<const T>& M, Op trans) {
  if (trans == Op::NoTrans) return kRowsContiguous;
  return vector_aligned(M) ? kColsVector : kColsElement;
}
/// How a NoTrans M is staged into l-major panels (stage_panel_lmajor).
template <class T> int lmajor_mode(const MatrixView<const T>& M) {
  return vector_aligned(M) ? kRowsVector : kRowsContiguous;
}

/// Parameters of one call; `scale` is alpha (one product) or the prescale s (two products).
template <class T>
RankkParams<dev_t<T>> rankk_params(int tile, bool gram, Uplo uplo, Op trans,
                                   const MatrixView<const T>& A, const MatrixView<const T>* B,
                                   const MatrixView<T>& C, T scale, T beta, bool conj_out) {
  using D = dev_t<T>;
  RankkParams<D> p{};
  p.a = reinterpret_cast<const D*>(A.data), p.lda = A.ld, p.stride_a = A.stride;
  // NoTrans on the MMA engines' types: l-major panels (staging.cuh).
  p.lmajor = kLMajorType<D> && trans == Op::NoTrans;
  auto mode = [&](const MatrixView<const T>& M) { return p.lmajor ? lmajor_mode(M) : stage_mode(M, trans); };
  p.mode_a = mode(A);
  if (B) {
    p.b = reinterpret_cast<const D*>(B->data), p.ldb = B->ld, p.stride_b = B->stride;
    p.mode_b = mode(*B);
  }
  p.c = reinterpret_cast<D*>(C.data), p.ldc = C.ld, p.stride_c = C.stride;
  p.n = C.rows;
  p.k = trans == Op::NoTrans ? A.cols : A.rows;
  const int64_t per_side = gram ? 1 : (p.n + tile - 1) / tile;
  p.tiles = tri_count(per_side);
  p.items = C.batch;
  p.units = p.tiles * C.batch;
  p.alpha = to_dev(scale), p.beta = to_dev(beta);
  p.beta_zero = beta == T(0);
  p.conj_out = conj_out;
  p.lower = uplo == Uplo::Lower;
  return p;
}

/// p, made by rankk_params for an item's first diagonal block (A, B and C views of that block,
/// order nb), extended to `blocks` diagonal blocks per item, block j at j*nb along C's diagonal
/// (rows of A and B when notrans, else their columns). Vector staging stays valid when nb is a
/// multiple of the tile (notrans: the offset is whole 16-byte units; else a multiple of ld).
template <class D>
void rankk_diagonal_blocks(RankkParams<D>& p, int64_t blocks, int64_t nb, bool notrans) {
  if (blocks > 1 && nb % kTriangularTile != 0)
    throw std::logic_error("rankk_diagonal_blocks: a block order of " + std::to_string(nb) +
                           " is not a multiple of the tile (" +
                           std::to_string(kTriangularTile) + ")");
  p.blocks = blocks;
  p.units *= blocks;
  p.dstride_a = notrans ? nb : nb * p.lda;
  p.dstride_b = notrans ? nb : nb * p.ldb;
  p.dstride_c = nb * (p.ldc + 1);
}

template <class D, int BT, bool kTwo, bool kConj, bool kT, bool kBlk = false, bool kF64 = false>
void rankk_launch_as(const Queue& q, const RankkParams<D>& p) {
  using Shape = RankkShape<D, BT, kTwo, kT, kF64>;
  auto kernel = rankk_tiles<D, BT, kTwo, kConj, kT, kBlk, kF64>;
  constexpr int64_t smem = Shape::kSmemBytes;
  batchlas::cuda::opt_in_shared(kernel, smem, "cudaFuncSetAttribute(rankk_tiles)");
  const unsigned grid = static_cast<unsigned>(std::min<int64_t>(p.units, INT_MAX));
  kernel<<<grid, Shape::kThreads, smem, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch("rankk_tiles");
}

/// kBlk: p has diagonal blocks (rankk_diagonal_blocks; the kernel's block-major units).
template <class D, int BT, bool kTwo, bool kConj, bool kBlk = false>
void rankk_launch(const Queue& q, const RankkParams<D>& p) {
  if constexpr (kF64Type<D>)
    if (rankk_f64()) {
      note_rankk_f64_call();
      return rankk_launch_as<D, BT, kTwo, kConj, false, kBlk, true>(q, p);
    }
  with_layout<D>(p.lmajor, [&](auto kT) {
    rankk_launch_as<D, BT, kTwo, kConj, decltype(kT)::value, kBlk>(q, p);
  });
}

template <class D, bool kTwo> std::string triangular_why_not(const Queue& q) {
  return rankk_device_why_not(q, rankk_smem_bytes<D, kTriangularTile, kTwo>());
}

}  // namespace batchlas::kernels::level3
