// One-sided Level-3 tile kernels (trmm `triangular`, symm/hemm `direct`), batched.
//
// One form covers every case: C(i, j) = sum_l X(i, l) * Y(j, l), then C := alpha*P (+ beta*C),
// with X a BM-row panel of rows of C and Y a BN-row panel of columns of C, staged BK reduction
// indices at a time (the warp engines of warp_tiles.cuh, 32 x 32 per warp):
//   Left  (C = M*B): X(i, l) = M(i, l) from A's triangle, Y(j, l) = B(l, j) (staging.cuh, B read
//                    as its transpose: 16-byte copies when aligned).
//   Right (C = B*M): X(i, l) = B(i, l) (rows contiguous), Y(j, l) = M(l, j) from A's triangle.
// The A panel P(r, l) (r along the output, l the reduction index) reads A(x, y) with
// (x, y) = (l, r) when `tr` else (r, l); "in" means (x, y) lies in the stored uplo triangle:
//   trmm  M = op(tri(A)): tr = (Left) != (transa == N); outside "in" the element is zero (the
//         copy's source size is 0, nothing is read); a Unit diagonal is set to 1 in the fix-up
//         (stage_cross never reads it, stage_cross_walk may: its value is never used);
//         ConjTrans conjugates in the fix-up.
//   symm  M = S: tr = false; outside "in" read the mirror A(y, x).
//   hemm  M = H: as symm; Left conjugates the mirrored elements, Right (Y(j, l) = H(l, j) =
//         conj(H(j, l))) conjugates the direct ones; the diagonal's imaginary part is zeroed.
// Staging the A panel (stage_tri) goes by chunk, a block-uniform choice (chunk_kind): a chunk
// wholly on one side of the diagonal is a plain panel of A (direct: A(r, l) for !tr, A(l, r)
// for tr) or of its mirror, copied by stage_panel along A's contiguous dimension (16-byte
// copies when A(l, r) is the read and A is 16-byte aligned, coalesced element copies when
// A(r, l) is; for trmm with !tr on double and complex<double> the A panel is l-major and an
// A(r, l) read is 16-byte copies too: stage_panel_lmajor); trmm's chunks outside the triangle
// are zero-filled without a read. Only a chunk
// crossing the diagonal is masked element by element: a direct pass and, for symm/hemm, a
// mirror pass, each coalesced along A's columns, each shared slot written by exactly one of
// them. Along one thread's walk the masks flip at most twice, so stage_cross_walk computes the
// flips up front and tests two compares per element (stage_cross, the per-element form, stays
// for the FP64 instances that measured slower with the walk: kWalkCross). The index math is
// small ints on a running pointer.
// The fix-up runs on the staged panel after it lands, between two block barriers, only where
// needed: a crossing chunk under a conjugation, Unit or hemm goes element by element (fix_tri);
// a chunk on one side needs at most its side's conjugation (conj_all, no index tests).
//
// trmm skips the zero half by loop bounds, not masks: the A panel of tile a (rows [a0, a0+BA))
// is nonzero only for l <= r (`panel_lower` = lower != tr) or l >= r, so the reduction runs over
// [0, min(na, a0+BA)) or [a0, na); BA is a multiple of BK, so both bounds are chunk edges and no
// B element outside the range is ever staged (staging zero-fills past k_hi).
//
// Grid: unit u = (item, panel, group), a grid-stride loop over 64-bit units, so any batch runs.
// A panel is one column panel of C (Left, BN wide) or one row panel (Right, BM tall); the A
// tiles run along the other dimension. Out of place each unit is one tile (group = A tile).
// In place (C aliases B) each unit is a whole panel and its block walks the A tiles in order:
// Race-freedom argument: column j of C (Left) depends only on column j of B, row i of C (Right)
// only on row i of B, so distinct panels (distinct blocks) never share B data. Inside a panel,
// tile a reads B rows (Left) / columns (Right) [0, a0+BA) when panel_lower, and [a0, na)
// otherwise. Walking panel_lower tiles from the last to the first (the others first to last),
// every tile written so far covers indices >= a0+BA (resp. < a0), which no later tile reads.
// A tile's own B reads all land (cp.async wait + barrier of its last chunk) before its epilogue
// writes, and the next tile stages only after that barrier, into disjoint indices.
#include <cuda_runtime.h>

#include <algorithm>
#include <climits>
#include <complex>
#include <stdexcept>
#include <type_traits>

#include "core/cuda/check.hh"
#include "core/per_precision.hh"
#include "kernels/level3/f64_engines.hh"
#include "kernels/level3/rankk_tiles.cuh"
#include "kernels/level3/side_narrow.hh"
#include "kernels/level3/side_tiles.hh"

namespace batchlas::kernels::level3 {

namespace {

/// v, unknown to the optimizer (nothing computed from it can move out of a loop).
template <class T> __device__ __forceinline__ T opaque(T v) {
  static_assert(sizeof(T) == 8);
  asm volatile("" : "+l"(v));
  return v;
}

template <class D> struct SideParams {
  const D* a;
  int64_t lda, stride_a;
  const D* b;
  int64_t ldb, stride_b;
  int mode_b;
  D* c;
  int64_t ldc, stride_c;
  int64_t m, n;
  int64_t panels, atiles, groups, units;
  D alpha, beta;
  bool beta_zero;
  // the A loader (file comment)
  bool lower, tr, mirror, unit, herm, conj_in, conj_mirror;
  int mode_acols;  // A(l, r) panels: kColsVector when A is 16-byte aligned, else kColsElement
  int mode_arows;  // A(r, l) panels into l-major layout (kAT): kRowsVector or kRowsContiguous
  bool trmm, panel_lower;
  bool prefetch_c;  // each tile's C into L2 before its chunks: the Left side (side_tiles_run)
  bool c_vec;       // C vector_aligned (rankk_tiles.cuh): SimtWarpXL's 16-byte epilogue
};

/// Float's SIMT engine on an l-major X panel (SimtWarpXL, warp_tiles.cuh): X is the A panel on
/// the Left (trmm reading A(r, l), !tr) and the B panel on the Right, each then staged 16 bytes
/// at a time. Taken on the tiles where it was measured (docs/PERFORMANCE-LOG.md, session 34, calls
/// 3 and 5; the kSideXL tiles among kDepthSide's 2): Left 32 x 128 trmm N 1.04-1.09x
/// (m = 128-1024), Right 64 x 64 trmm 1.07-1.12x and symm 1.08-1.14x (m = 128-1024), and the Right's 128 x 32 tile
/// (m >= 128, side_tiles_run) on top of that. Not on the Right's 32 x 64 tile (m <= 32: trmm T
/// 0.96x, symm 0.95x); Left 64 x 64 and the 64 x 32 edges were not measured.
template <class D> inline constexpr bool kSimtXL = std::is_same_v<D, float>;
template <class D, int BM, int BN, bool kLeft>
inline constexpr bool kSideXL =
    kSimtXL<D> && ((kLeft && BM == 32 && BN == 128) || (!kLeft && BM == 64 && BN == 64) || (!kLeft && BM == 128 && BN == 32));

/// Register budget of the real-type kernels, in 128-thread blocks per SM. 3 (at most 168
/// registers) is the default (ptxas -v, sm_90, session 24: float spills nothing, double 0-32
/// bytes, its Right kernels with l-major B panels 4-20); 4 (128 registers, the rank-k
/// float kernel's budget, 16 warps per SM) spills 12-40 bytes in the float kernels; the first
/// version ran at 2 (up to 255). A compile-time choice to compare on the device, not a knob.
inline constexpr int kRealBlocks = 3;

/// kXT, kYT: the X / Y panel in the l-major layout (staging.cuh; MMA engines' types only).
/// kDepth: 0, TileTraits' BK in 3 stages; 1, BK = 32 in 2 stages; 2, TileTraits' BK in 2 stages
/// with the register budget of 4 blocks of 128 threads per SM; 3 (complex only), TileTraits' BK
/// in 2 stages at the budget of 3 blocks of 128 threads. kDepthSide says where.
/// kF64: float or complex<float> on the FP64 tensor cores (MmaWarp<float>, MmaWarp<float2>;
/// Settings::side_f64), the same panels and stages as the SIMT engine's, at double's register
/// budget (kRealBlocks) for float. complex<float> takes 3 blocks of 128 threads (168 registers,
/// some spill) except on the Right 32 x 64 tile, which keeps complex<double>'s 2 (228-248, none):
/// against 2 everywhere in alternating rounds (H100, session 64, s64b.sh) hemm / symm 1.04-1.10x,
/// trmm Left 1.07-1.11x, Right 1.01-1.02x at issue 7's m >= 128 shapes; the Right 32 x 64 tile
/// (m = 32) trmm 0.964x, hemm 1.02x, symm 1.04x. The fragment
/// loads (lane (g, q) = (lane / 4, lane % 4) reads row g + 8m, index q + ks) are free of bank
/// conflicts on a row panel when LD = 4 mod 32 for float (word 36g + q: bank 4g + q, float's
/// BK + 4 = 36 already) and LD = 4 mod 16 for complex<float> (8-byte units, a half-warp's lanes
/// on bank pairs 4g + q: BK + 4 = 20, not TileTraits' 18); on float's l-major panels (word
/// q*LD + g) when LD = 8 mod 32 (bank 8q + g): BT + 8, not the SIMT engine's BT + 4 (4q + g,
/// two-way; helper-114's review).
// Some shapes are named only for their shared-memory size (the budget check) and never
// launched: nvcc's "declared but never referenced" (#177-D) for each member they leave unused.
#pragma nv_diag_suppress 177
/// kWide: double's 64 x 32 warp tiles (MmaWarpW; Settings::side_wide), whose bank conditions
/// set the padding: row panels LD = 8 mod 16 (BK + 8), l-major LD = 2 mod 8 (BT + 2); 2 blocks
/// of 128 threads per SM (255 registers: the accumulator alone is 128).
template <class D, int BM, int BN, bool kXT = false, bool kYT = false, int kDepth = 0, bool kF64 = false,
          bool kWide = false>
struct SideShape {
  static_assert(!kF64 || kF64Type<D>);
  static_assert(!kWide || (std::is_same_v<D, double> && kDepth == 0));
  static constexpr int BK = kDepth == 1 ? 32 : TileTraits<D>::BK;
  static constexpr int LD = BK + (kWide ? 8 : kRowPad<D, kF64>);
  static constexpr int kLP = kWide ? 2 : kF64 && std::is_same_v<D, float> ? 8 : kLPad<D>;  // l-major padding
  static constexpr int LDX = kXT ? BM + kLP : LD, LDY = kYT ? BN + kLP : LD;  // row strides
  using LX = std::conditional_t<kXT, LPanel<LDX>, RowPanel<LD>>;
  using LY = std::conditional_t<kYT, LPanel<LDY>, RowPanel<LD>>;
  static constexpr int WR = kWide ? 64 : 32;  // warp tile rows
  static constexpr int WN = BN / 32;
  static constexpr int kWarps = (BM / WR) * WN;
  static constexpr int kThreads = 32 * kWarps;
  static constexpr int kStagers = kThreads >= 256 ? 256 : (kThreads >= 128 ? 128 : (kThreads >= 64 ? 64 : 32));
  static constexpr int kStages = kDepth ? 2 : 3;
  /// Blocks of 128 threads per SM the register budget is sized for (launch bounds; 64-thread
  /// blocks get twice as many): real types kRealBlocks (4 at kDepth 2), complex 2, 3 at kDepth 3
  /// (complex<double>'s accumulator alone is 64 registers); kF64 as above.
  static constexpr int kPer128 = kWide  ? 2
                                 : kF64 ? (is_cplx<D> ? (BM == 32 && BN == 64 ? 2 : 3) : kRealBlocks)
                                        : (is_cplx<D> ? (kDepth == 3 ? 3 : 2) : (kDepth == 2 ? 4 : kRealBlocks));
  static constexpr int kMinBlocks = kPer128 * (128 / kThreads > 1 ? 128 / kThreads : 1);
  static constexpr int kPanelX = kXT ? BK * LDX : BM * LD, kPanelY = kYT ? BK * LDY : BN * LD;
  static constexpr int kStage = kPanelX + kPanelY;
  static constexpr int64_t smem_bytes() { return int64_t(kStages) * kStage * sizeof(D); }
  static_assert(BM % WR == 0 && BN % 32 == 0 && BM % BK == 0 && BN % BK == 0);
  static_assert(!(kXT || kYT) || kLMajorType<D> || (kSimtXL<D> && !kYT));
};
#pragma nv_diag_default 177

/// Which side of the diagonal the chunk [r0, r0+BT) x [k0, k0+BK) of the A panel lies on
/// (block-uniform): wholly "in" (no diagonal element), wholly out, or crossing the diagonal.
/// "In" is r >= l when panel_lower, else r <= l (file comment).
enum ChunkKind : int { kCross = 0, kAllIn = 1, kAllOut = 2 };
template <int BT, int BK>
__device__ __forceinline__ int chunk_kind(bool panel_lower, int64_t r0, int64_t k0) {
  const int64_t r_lo = r0, r_hi = r0 + BT - 1, l_lo = k0, l_hi = k0 + BK - 1;
  if (panel_lower ? r_lo > l_hi : r_hi < l_lo) return kAllIn;
  if (panel_lower ? r_hi < l_lo : r_lo > l_hi) return kAllOut;
  return kCross;
}

/// One masked pass over a chunk crossing the diagonal. P(i, l) (panel-local) is read at
/// src0 + i + l*ld (`rows`: memory contiguous along i, threads along i) or src0 + l + i*ld
/// (threads along l); every address is a running pointer, the mask needs only small ints
/// (d0 = r0 - k0 is within one tile of zero on a crossing chunk). The direct pass writes the
/// "in" elements, the elements past [0, na) (zero), and, when there is no mirror pass (trmm),
/// the "out" elements as zero; the mirror pass writes exactly the valid "out" elements. Each
/// shared slot is written by exactly one pass, so the two passes never race. L: the panel's
/// layout (warp_tiles.cuh: RowPanel, or LPanel for trmm's l-major A).
template <class D, int BT, int BK, class L, int NTS>
__device__ __forceinline__ void stage_cross(D* sm, const D* g, const D* src0, int64_t ld,
                                            bool rows, bool mirror_pass, bool has_mirror,
                                            bool unit, bool panel_lower, int d0, int i_max,
                                            int l_max) {
  static_assert(NTS >= BT && NTS >= BK && (BT * BK) % NTS == 0);
  const int tid = threadIdx.x;
  constexpr int ITERS = BT * BK / NTS;
  int i, l, di, dl;
  int64_t step;
  if (rows) {
    i = tid % BT, l = tid / BT, di = 0, dl = NTS / BT;
    step = dl * ld;
  } else {
    l = tid % BK, i = tid / BK, di = NTS / BK, dl = 0;
    step = di * ld;
  }
  const D* src = rows ? src0 + i + l * ld : src0 + l + i * ld;
#pragma unroll 1  // a few registers; one chunk in several is a crossing one
  for (int it = 0; it < ITERS; ++it) {
    const bool valid = i < i_max && l < l_max;
    const bool in = panel_lower ? i + d0 >= l : i + d0 <= l;
    bool write, ok;
    if (mirror_pass) {
      write = ok = valid && !in;
    } else {
      write = !valid || in || !has_mirror;
      ok = valid && in && !(unit && i + d0 == l);  // Unit diagonal never read; 1 from the fix-up
    }
    if (write) cp_element(sm + L::at(i, l), ok ? src : g, ok);
    src += step, i += di, l += dl;
  }
}

/// stage_cross's work with two compares per element and no per-element index math. A thread's
/// walk keeps one index fixed (i when kRows, else l) and steps the other by DW, so along it
/// "valid" holds on a prefix of the iterations (nv of them) and "in" on a prefix or a suffix (the
/// edge at `cut`), both computed up front. One loop of ITERS iterations for every lane: three
/// loops per thread (copy, skip, zero-fill) let the lanes' trip counts diverge and measured
/// 0.89-0.94x on trmm (docs/PERFORMANCE-LOG.md, session 32, call 1). Same slots, same sources as
/// stage_cross, except that a Unit diagonal element is read (fix_tri sets it to 1 before use).
template <class D, int BT, int BK, class L, int NTS, bool kRows>
__device__ __forceinline__ void stage_cross_walk(D* sm, const D* g, const D* src0, int64_t ld,
                                                 bool mirror_pass, bool has_mirror, bool panel_lower,
                                                 int d0, int i_max, int l_max) {
  static_assert(NTS >= BT && NTS >= BK && (BT * BK) % NTS == 0);
  constexpr int ITERS = BT * BK / NTS;
  constexpr int DW = kRows ? NTS / BT : NTS / BK;  // the walk's step
  const int tid = threadIdx.x;
  const int i = kRows ? tid % BT : tid / BK, l = kRows ? tid / BT : tid % BK;
  const int w0 = kRows ? l : i;
  const D* src = kRows ? src0 + i + l * ld : src0 + l + i * ld;
  const int64_t step = int64_t(DW) * ld;
  D* const dst = sm + L::at(i, l);
  constexpr int DSTEP = kRows ? L::at(0, DW) : L::at(DW, 0);
  const auto below = [&](int lim) {  // iterations whose walk index is < lim
    const int c = lim <= w0 ? 0 : (lim - w0 + DW - 1) / DW;
    return c < ITERS ? c : ITERS;
  };
  const int nv = (kRows ? i < i_max : l < l_max) ? below(kRows ? l_max : i_max) : 0;
  // "in" (panel_lower ? i + d0 >= l : i + d0 <= l): the first `cut` iterations when kRows ==
  // panel_lower, else all but them.
  const bool in_first = kRows == panel_lower;
  const int cut = below(kRows ? (panel_lower ? i + d0 + 1 : i + d0) : (panel_lower ? l - d0 : l - d0 + 1));
  // The pass copies where (it < cut) == want_first and it < nv; it zero-fills past nv, and the
  // other side too when there is no mirror pass.
  const bool want_first = mirror_pass != in_first;
  const bool fill = !mirror_pass, fill_other = !mirror_pass && !has_mirror;
#pragma unroll 8
  for (int it = 0; it < ITERS; ++it) {
    const bool valid = it < nv, mine = (it < cut) == want_first;
    const bool ok = valid && mine;
    const bool write = ok || (valid ? fill_other : fill);
    if (write) cp_element(dst + it * DSTEP, ok ? src : g, ok);
    src += step;
  }
}

/// Whether an instance stages its crossing chunks by stage_cross_walk (else stage_cross). The walk
/// cut symm float Right m = 32's instructions 11.6% (ncu) and ran 0.98-1.13x at issue 7's
/// shapes: symm double Left / Right m = 32 0.90 -> 1.00 / 0.83 -> 0.92, trmm double Right N
/// m = 128 1.17 -> 1.25 (x cuBLAS GEMM). Every instance takes it but the FP64 ones that measured
/// 0.93-0.96x at their worst shape (0.96-1.00x at the others), each with 8-60 more bytes of
/// ptxas spill: complex<double> Left 32-row tiles (symm/hemm Left m = 32 0.93x), double's
/// l-major trmm A panel other than Left 64-row tiles (Left N m = 32 0.94x, Right T 0.96-1.00x;
/// of the Left 64-row tiles only 64 x 64 was measured, 64 x 32 is n <= 32), double Right 64 x 64
/// reading C (symm Right m = 128-1024 0.96-0.99x). docs/PERFORMANCE-LOG.md, session 32, call 2
/// (ratios of two-round means).
/// The wide tiles (128 x 64, kWide) follow the same rule: their row-panel instances walk, the
/// l-major A panels (trmm N Left, T Right) do not (ptxas -v, sm_90: with the walk 68 / 108 and
/// 32 / 44 bytes of spill stores / loads, without 16 / 28 and none; helper-117's review).
template <class D, int BM, int BN, bool kLeft, bool kReadC, bool kAT>
inline constexpr bool kWalkCross =
    !(std::is_same_v<D, double2> && kLeft && BM == 32) &&
    !(std::is_same_v<D, double> && kAT && !(kLeft && BM == 64)) &&
    !(std::is_same_v<D, double> && !kLeft && BM == 64 && BN == 64 && kReadC);

/// Stage P(r, l), r in [r0, r0+BT), l in [k0, k0+BK), of the A operand (file comment). A chunk
/// wholly on one side of the diagonal is one plain panel of A (direct) or of its transpose
/// (mirror), staged by stage_panel along A's contiguous dimension: 16-byte copies when A's
/// columns are the panel rows and A is aligned (mode_acols), coalesced element copies
/// otherwise; trmm's out chunks are zero-filled without a read. A chunk crossing the diagonal
/// takes one masked pass per half (stage_cross_walk or stage_cross), each coalesced along A's
/// columns.
/// P(r, l) = A(r, l) ("rows": contiguous along r) when !tr, A(l, r) when tr; the mirror swaps.
/// L: the panel's layout; LPanel is taken for trmm with !tr only (every read is then along A's
/// columns: 16-byte copies when aligned, mode_arows).
/// kWalk: the crossing chunk by stage_cross_walk (kWalkCross), else by stage_cross.
template <class D, int BT, int BK, class L, int NTS, bool kWalk>
__device__ __forceinline__ void stage_tri(D* sm, const D* g, const SideParams<D>& p, int64_t na,
                                          int64_t r0, int64_t k0) {
  if (int(threadIdx.x) >= NTS) return;
  const int kind = chunk_kind<BT, BK>(p.panel_lower, r0, k0);
  if (kind != kCross) {
    if constexpr (L::rs == 1) {  // l-major: in, an A(r, l) panel; out, zero-filled (k = k0), no read
      stage_panel_lmajor<D, BT, BK, L::ls, NTS>(sm, g, p.lda, p.mode_arows, r0, na, k0, kind == kAllIn ? na : k0);
    } else {
      const bool rows = (kind == kAllIn) != p.tr;  // direct: !tr; mirror: tr
      const int64_t k_end = (kind == kAllOut && !p.mirror) ? k0 : na;  // k0: all zero, no read
      stage_panel<D, BT, BK, L::rs, NTS>(sm, g, p.lda, rows ? int(kRowsContiguous) : p.mode_acols, r0,
                                         na, k0, k_end);
    }
    return;
  }
  const int d0 = int(r0 - k0);
  const int i_max = int(na - r0 < BT ? na - r0 : BT), l_max = int(na - k0 < BK ? na - k0 : BK);
  const D* at_rows = g + r0 + k0 * p.lda;  // A(r0 + i, k0 + l) at + i + l*lda
  const D* at_cols = g + k0 + r0 * p.lda;  // A(k0 + l, r0 + i) at + l + i*lda
  if constexpr (kWalk) {
    if (p.tr) {
      stage_cross_walk<D, BT, BK, L, NTS, false>(sm, g, at_cols, p.lda, false, p.mirror, p.panel_lower, d0, i_max, l_max);
      if (p.mirror) stage_cross_walk<D, BT, BK, L, NTS, true>(sm, g, at_rows, p.lda, true, true, p.panel_lower, d0, i_max, l_max);
    } else {
      stage_cross_walk<D, BT, BK, L, NTS, true>(sm, g, at_rows, p.lda, false, p.mirror, p.panel_lower, d0, i_max, l_max);
      if (p.mirror) stage_cross_walk<D, BT, BK, L, NTS, false>(sm, g, at_cols, p.lda, true, true, p.panel_lower, d0, i_max, l_max);
    }
    return;
  }
  // direct pass: !tr reads A(r, l) (rows), tr reads A(l, r) (columns)
  stage_cross<D, BT, BK, L, NTS>(sm, g, p.tr ? at_cols : at_rows, p.lda, !p.tr, false, p.mirror,
                                 p.unit, p.panel_lower, d0, i_max, l_max);
  if (p.mirror)
    stage_cross<D, BT, BK, L, NTS>(sm, g, p.tr ? at_rows : at_cols, p.lda, p.tr, true, true,
                                   false, p.panel_lower, d0, i_max, l_max);
}

/// Conjugate a whole staged panel (a chunk wholly on the conjugated side; zero-filled slots
/// stay zero up to the sign of their imaginary part). L as in stage_cross.
template <class D, int BT, int BK, class L, int NT>
__device__ __forceinline__ void conj_all(D* sm) {
  if constexpr (is_cplx<D>) {
    for (int e = threadIdx.x; e < BT * BK; e += NT) {
      int i, l;
      L::template element<BT, BK>(e, i, l);
      D* v = sm + L::at(i, l);
      v->y = -v->y;
    }
  }
}

/// Conjugations, the Unit diagonal and the Hermitian diagonal on a landed A panel (L as in
/// stage_cross).
template <class D, int BT, int BK, class L, int NT>
__device__ __forceinline__ void fix_tri(D* sm, const SideParams<D>& p, int64_t na, int64_t r0,
                                        int64_t k0) {
  for (int e = threadIdx.x; e < BT * BK; e += NT) {
    int i, l;
    L::template element<BT, BK>(e, i, l);
    D* const slot = sm + L::at(i, l);
    const int64_t r = r0 + i, c = k0 + l;
    if (r >= na || c >= na) continue;
    const int64_t x = p.tr ? c : r, y = p.tr ? r : c;
    const bool in = p.lower ? x >= y : x <= y;
    D v = *slot;
    if (x == y && p.unit) {
      v = one<D>();
    } else {
      if (in ? p.conj_in : p.conj_mirror) v = conj(v);
      if (x == y && p.herm) v = real_only(v);
    }
    *slot = v;
  }
}

/// kReadC: beta != 0 (symm/hemm); trmm and beta == 0 never read C. A template parameter, not a
/// branch: both epilogues in one kernel spilled up to 424 bytes (ptxas -v, sm_90).
/// kAT: the A panel l-major (trmm, !tr, MMA types: side_lmajor_a). The B panel of Right (rows of
/// B, contiguous along i) is l-major on the MMA types always; Left's (B read as its transpose)
/// never.
template <class D> inline constexpr bool kRightBLMajor = kLMajorType<D>;
/// Float (kSimtXL): kAT is the X panel's layout on either side (A on the Left, B on the Right).
template <class D, int BM, int BN, bool kLeft, bool kAT, int kDepth = 0, bool kF64 = false, bool kWide = false>
using SideShapeOf = SideShape<D, BM, BN, kLeft || kSimtXL<D> ? kAT : kRightBLMajor<D>,
                              kLeft || kSimtXL<D> ? false : kAT, kDepth, kF64, kWide>;

/// The launch bound's blocks per SM: SideShape's, except float's two main tiles on the FP64
/// engine, 4 blocks of 128 threads (128 registers, ptxas: 0-84 bytes of spill) instead of
/// kRealBlocks' 3 (151-168, 0-16), on the Right 128 x 32 tile and the Left 32 x 128 tile when it
/// reads C. Against 3 in alternating rounds (H100, session 66, s65b.sh): symm Left m = 128 /
/// 256 / 1024 1.044 / 1.048 / 1.033x, Right 1.080 / 1.104 / 1.064x, trmm Right 1.096 / 1.115 /
/// 1.089x; trmm Left (the Left tile not reading C) lost, 0.971 / 0.980 / 0.998x, and keeps 3;
/// the other tiles (n <= 32, m < 128, Right m <= 32) were not measured at 4 and keep 3.
template <class D, int BM, int BN, bool kLeft, bool kReadC, bool kAT, int kDepth, bool kF64, bool kWide = false>
inline constexpr int kSideMinBlocks =
    kF64 && std::is_same_v<D, float> && ((kLeft && kReadC && BM == 32 && BN == 128) || (!kLeft && BM == 128 && BN == 32))
        ? 4
        : SideShapeOf<D, BM, BN, kLeft, kAT, kDepth, kF64, kWide>::kMinBlocks;

template <class D, int BM, int BN, bool kLeft, bool kReadC, bool kAT = false, int kDepth = 0, int kUnroll = 0,
          bool kF64 = false, bool kWide = false>
__global__ void __launch_bounds__(SideShapeOf<D, BM, BN, kLeft, kAT, kDepth, kF64, kWide>::kThreads,
                                  kSideMinBlocks<D, BM, BN, kLeft, kReadC, kAT, kDepth, kF64, kWide>)
    side_tiles(const SideParams<D> p) {
  using Shape = SideShapeOf<D, BM, BN, kLeft, kAT, kDepth, kF64, kWide>;
  constexpr bool kXL = Shape::LX::rs == 1;  // the X panel l-major (LPanel)
  constexpr bool kBT = !kLeft && kXL;
  using LA = std::conditional_t<kLeft, typename Shape::LX, typename Shape::LY>;  // A panel's layout
  constexpr int LDB = kLeft ? Shape::LDY : Shape::LDX;
  // Real double by m16n8k8: 1.00-1.07x over m16n8k4 at issue 7's shapes (session 22).
  constexpr bool kXLE = kSimtXL<D> && kXL && !kF64;
  // kUnroll is 0 on the MMA engines (they unroll whole; MmaWarp<float2> keeps its loop rolled).
  static_assert(kUnroll == 0 || !(kLMajorType<D> || kF64), "side_tiles: the unroll is the SIMT engines' (float, complex<float>)");
  using Engine = std::conditional_t<
      kWide, MmaWarpW<false>,
      std::conditional_t<
          kF64, MmaWarp<D, false>,
          std::conditional_t<kXLE, SimtWarpXL<D, kUnroll>,
                             std::conditional_t<kUnroll != 0, SimtWarp<D, false, kUnroll>, typename WarpEngine<D, false, 8>::type>>>>;
  constexpr int WR = Shape::WR;  // warp tile rows (the engine's)
  static_assert(WR == WarpTileOf<Engine>::rows);
  constexpr int BK = Shape::BK, LD = Shape::LD, NT = Shape::kThreads, NS = Shape::kStages;
  constexpr int NTS = Shape::kStagers, STAGE = Shape::kStage, PX = Shape::kPanelX;
  constexpr int BA = kLeft ? BM : BN;  // tile edge along A's dimension
  constexpr bool kWalk = kWalkCross<D, BM, BN, kLeft, kReadC, kAT>;
  extern __shared__ __align__(16) unsigned char smem_raw[];
  D* const smem = reinterpret_cast<D*>(smem_raw);

  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  const int wr = warp / Shape::WN, wc = warp % Shape::WN;
  const int64_t na = kLeft ? p.m : p.n;
  const int64_t per_item = p.panels * p.groups;

  for (int64_t u = blockIdx.x; u < p.units; u += gridDim.x) {
    const int64_t item = u / per_item;
    const int64_t rest = u - item * per_item;
    const int64_t panel = rest / p.groups, group = rest - panel * p.groups;
    const D* A = p.a + item * p.stride_a;
    const D* B = p.b + item * p.stride_b;
    D* C = p.c + item * p.stride_c;
    const int64_t walk = p.groups == 1 ? p.atiles : 1;

    for (int64_t s = 0; s < walk; ++s) {
      // In place: the race-free order of the file comment; else this unit's one tile.
      const int64_t at = p.groups == 1 ? (p.panel_lower ? p.atiles - 1 - s : s) : group;
      const int64_t a0 = at * BA;
      const int64_t row0 = kLeft ? a0 : panel * BM, col0 = kLeft ? panel * BN : a0;
      int64_t k_lo = 0, k_hi = na;
      if (p.trmm) {
        if (p.panel_lower) k_hi = na < a0 + BA ? na : a0 + BA;
        else k_lo = a0;
      }
      const int chunks = int((k_hi - k_lo + BK - 1) / BK);  // < 2^31: A (na^2) fits memory
      const bool active = row0 + wr * WR < p.m && col0 + wc * 32 < p.n;
      // The tile's C into L2 while its chunks stage and multiply, so that the epilogue's reads of
      // C wait on L2, not DRAM. A run-time flag, not a template argument: as measured (the
      // compile-time form allocates registers differently and spills in 5 more instances).
      if constexpr (kReadC) {
        if (p.prefetch_c) {
          const int64_t rows = p.m - row0 < BM ? p.m - row0 : BM;
          const int bytes = int(rows) * int(sizeof(D));
          for (int j = threadIdx.x; j < BN && col0 + j < p.n; j += NT) {
            const char* colp = reinterpret_cast<const char*>(C + row0 + (col0 + j) * p.ldc);
            for (int off = 0; off < bytes; off += 128) asm volatile("prefetch.global.L2 [%0];" ::"l"(colp + off));
            asm volatile("prefetch.global.L2 [%0];" ::"l"(colp + bytes - 1));
          }
        }
      }

      // The bases pass through opaque() so that no staging address is hoisted out of the chunk
      // loop: the per-mode invariants of both panels would otherwise stay live across the
      // products and push the kernel past the register budget of 4 blocks per SM.
      auto stage = [&](int chunk) {
        D* st = smem + (chunk % NS) * STAGE;
        const int64_t k0 = k_lo + chunk * BK;
        const D* const Ao = opaque(A);
        const D* const Bo = opaque(B);
        const int64_t r0 = opaque(row0), c0 = opaque(col0);
        if constexpr (kLeft) {
          stage_tri<D, BM, BK, LA, NTS, kWalk>(st, Ao, p, na, r0, k0);
          stage_panel<D, BN, BK, LD, NTS>(st + PX, Bo, p.ldb, p.mode_b, c0, p.n, k0, k_hi);
        } else {
          if constexpr (kBT) stage_panel_lmajor<D, BM, BK, LDB, NTS>(st, Bo, p.ldb, p.mode_b, r0, p.m, k0, k_hi);
          else stage_panel<D, BM, BK, LD, NTS>(st, Bo, p.ldb, kRowsContiguous, r0, p.m, k0, k_hi);
          stage_tri<D, BN, BK, LA, NTS, kWalk>(st + PX, Ao, p, na, c0, k0);
        }
      };

      typename Engine::Acc acc = Engine::zero_acc();
#pragma unroll
      for (int st = 0; st < NS - 1; ++st) {
        if (st < chunks) stage(st);
        cp_async_commit();  // empty groups keep the wait count uniform
      }
      for (int c = 0; c < chunks; ++c) {
        if (c + NS - 1 < chunks) stage(c + NS - 1);
        cp_async_commit();
        cp_async_wait<NS - 1>();  // this thread's copies of chunk c have landed
        __syncthreads();          // ... and everybody's
        D* st = smem + (c % NS) * STAGE;
        const int64_t k0 = k_lo + c * BK;
        // The fix-up (block-uniform): a crossing chunk under a conjugation, Unit or hemm goes
        // element by element; a chunk on one side only needs its side's conjugation.
        const int kind = chunk_kind<BA, BK>(p.panel_lower, a0, k0);
        D* const sa = kLeft ? st : st + PX;
        if (kind == kCross) {
          if (p.conj_in || p.conj_mirror || p.unit || p.herm) {
            fix_tri<D, BA, BK, LA, NT>(sa, p, na, a0, k0);
            __syncthreads();
          }
        } else if (kind == kAllIn ? p.conj_in : p.conj_mirror) {
          conj_all<D, BA, BK, LA, NT>(sa);
          __syncthreads();
        }
        if (active) {
          using LX = typename Shape::LX;
          using LY = typename Shape::LY;
          const D* X = st + wr * WR * LX::rs;
          const D* Y = st + PX + wc * 32 * LY::rs;
          acc = Engine::template chunk_in<LX, LY, BK>(acc, X, Y, lane);
        }
        __syncthreads();  // the stage is refilled next iteration
      }

      if (active) {
        const int64_t r0 = row0 + wr * WR, c0 = col0 + wc * 32;
        const auto finish = [&](int r, int cc, auto sum, D old) {
          const int64_t i = r0 + r, j = c0 + cc;
          if (i >= p.m || j >= p.n) return;
          D v = D(sum);  // MmaWarp<float>'s double sum rounded to float once
          v = mul(p.alpha, v);
          if constexpr (kReadC) v = add(v, mul(p.beta, old));
          C[i + j * p.ldc] = v;
        };
        if constexpr (kXLE) {
          // A lane's 4 contiguous rows of a column in one 16-byte access where C allows it (the
          // rows 4 floats apart per lane would otherwise take 4 sectors per column and store).
          const bool vec = p.c_vec;
          const auto store = [&](int g, const float4* old) {  // columns 4g .. 4g + 3 (old: theirs)
            Engine::each4(acc, lane, [&](int c, int r, int cc, float4 v) {
              if (c / 4 != g) return;
              const int64_t i = r0 + r, j = c0 + cc;
              if (i >= p.m || j >= p.n) return;
              D* cp = C + i + j * p.ldc;
              float4 w = make_float4(p.alpha * v.x, p.alpha * v.y, p.alpha * v.z, p.alpha * v.w);
              if constexpr (kReadC) {
                const float4 o = old[c % 4];
                w.x = fmaf(p.beta, o.x, w.x), w.y = fmaf(p.beta, o.y, w.y);
                w.z = fmaf(p.beta, o.z, w.z), w.w = fmaf(p.beta, o.w, w.w);
              }
              if (vec && i + 3 < p.m) {
                *reinterpret_cast<float4*>(cp) = w;
              } else {
                cp[0] = w.x;
                if (i + 1 < p.m) cp[1] = w.y;
                if (i + 2 < p.m) cp[2] = w.z;
                if (i + 3 < p.m) cp[3] = w.w;
              }
            });
          };
#pragma unroll
          for (int g = 0; g < 2; ++g) {
            // C's reads of 4 columns issued before their writes (8 at once spilled at 128 registers).
            float4 old[4];
            if constexpr (kReadC) {
              Engine::each4(acc, lane, [&](int c, int r, int cc, float4) {
                if (c / 4 != g) return;
                const int64_t i = r0 + r, j = c0 + cc;
                const D* cp = C + i + j * p.ldc;
                if (j < p.n && vec && i + 3 < p.m) {
                  old[c % 4] = *reinterpret_cast<const float4*>(cp);
                } else {
                  const bool ok = j < p.n;
                  old[c % 4] = make_float4(ok && i < p.m ? cp[0] : 0.f, ok && i + 1 < p.m ? cp[1] : 0.f,
                                           ok && i + 2 < p.m ? cp[2] : 0.f, ok && i + 3 < p.m ? cp[3] : 0.f);
                }
              });
            }
            store(g, old);
          }
        } else if constexpr (kReadC) {
          // The reads of C in groups of 4 ahead of their writes (each_rmw, warp_tiles.cuh):
          // symm/hemm direct 1.01-1.70x at issue 7's shapes (docs/PERFORMANCE-LOG.md, "Session 11").
          each_rmw<Engine, 4>(
              acc, lane,
              [&](int r, int cc) {
                const int64_t i = r0 + r, j = c0 + cc;
                return i < p.m && j < p.n ? C[i + j * p.ldc] : zero<D>();
              },
              finish);
        } else if constexpr (std::is_same_v<D, double>) {
          // double keeps the epilogue word for word as before kReadC: the shorter one below
          // spilled 16-28 bytes in its Left 32 x 64 / 64 x 32 tiles (trmm d Left 0.97-0.98x).
          Engine::each(acc, lane, [&](int r, int cc, D v) {
            const int64_t i = r0 + r, j = c0 + cc;
            if (i >= p.m || j >= p.n) return;
            D* cp = C + i + j * p.ldc;
            v = mul(p.alpha, v);
            if (!p.beta_zero) v = add(v, mul(p.beta, *cp));
            *cp = v;
          });
        } else {
          // No read of C at all: trmm s/c 1.02-1.08x over the run-time beta test (call 2).
          Engine::each(acc, lane, [&](int r, int cc, auto v) { finish(r, cc, v, D(v)); });
        }
      }
    }
  }
  cp_async_wait<0>();
}

/// kUnroll: the SIMT engine's reduction loop unroll (kSimtUnroll; 0, whole, on the MMA types).
/// kF64: the FP64 engine (Settings::side_f64; float and complex<float>, kUnroll 0).
/// kWide: double's 64 x 32 warp tiles (SideShape).
template <class D, int BM, int BN, bool kLeft, bool kAT, int kDepth, int kUnroll = 0, bool kF64 = false,
          bool kWide = false>
void launch_as(const Queue& q, SideParams<D> p) {
  using Shape = SideShapeOf<D, BM, BN, kLeft, kAT, kDepth, kF64, kWide>;
  const int64_t na = kLeft ? p.m : p.n;
  const int64_t BA = kLeft ? BM : BN;
  p.panels = kLeft ? (p.n + BN - 1) / BN : (p.m + BM - 1) / BM;
  p.atiles = (na + BA - 1) / BA;
  if (p.groups != 1) p.groups = p.atiles;
  p.units *= p.panels * p.groups;  // p.units holds the batch on entry
  // trmm's own instances (its l-major A panel: launch()) get no kReadC twin; trmm never
  // reads C, and a caller that would is refused rather than run without C.
  constexpr bool kTrmmOnly = kAT && !(kSimtXL<D> && !kLeft);
  // float's Left 32 x 128 tile reading C (symm, beta != 0) keeps the whole unroll: with 4 steps
  // it spilled 16 bytes and ran symm float Left 0.96x at m = 256 and 1024 (session 59).
  constexpr int kUnrollC = kSideXL<D, BM, BN, kLeft> && kLeft ? 0 : kUnroll;
  auto kernel = side_tiles<D, BM, BN, kLeft, false, kAT, kDepth, kUnroll, kF64, kWide>;
  if (!p.beta_zero) {
    if constexpr (kTrmmOnly) throw std::logic_error("side_tiles: a trmm-only instance asked to read C");
    else kernel = side_tiles<D, BM, BN, kLeft, true, kAT, kDepth, kUnrollC, kF64, kWide>;
  }
  if constexpr (kF64) note_side_f64_call();
  if constexpr (kWide) note_side_wide_call();
  // A reduction of fewer chunks than stages touches only stages [0, chunks) (stage = chunk % NS),
  // so only those are allocated: an A of order 32 in float is one chunk (Right n = 32; Left
  // m <= 32 goes to side_narrow), and a third of the shared memory per block lets three times
  // the blocks (the latency of one chunk is all there is) share an SM.
  const int64_t max_chunks = (na + Shape::BK - 1) / Shape::BK;
  const int64_t smem = std::min<int64_t>(Shape::kStages, max_chunks) * Shape::kStage * int64_t(sizeof(D));
  batchlas::cuda::opt_in_shared(kernel, smem, "cudaFuncSetAttribute(side_tiles)");
  const unsigned grid = static_cast<unsigned>(std::min<int64_t>(p.units, INT_MAX));
  kernel<<<grid, Shape::kThreads, smem, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch("side_tiles");
}

/// Whether the A panel goes l-major: trmm reading A(r, l) (!tr), on the MMA engines' types.
/// Float: whether the X panel goes l-major (kSideXL tiles): the Left's A panel when the MMA
/// types' would, the Right's B panel always.
template <class D, int BM, int BN, bool kLeft> bool side_lmajor_a(const SideParams<D>& p) {
  if constexpr (kSimtXL<D>) return kSideXL<D, BM, BN, kLeft> && (!kLeft || (p.trmm && !p.tr));
  return kLMajorType<D> && p.trmm && !p.tr;
}

/// The stage depth (SideShape::kDepth) where it measured faster than 0:
///  1: double, Left, 64 x 64 tiles (trmm 1.07-1.10x, symm direct 1.00-1.05x at issue 7's m >= 128
///     shapes). It ran 0.75-0.96x on the Right side (68-132 bytes of spill at 168 registers) and
///     0.88x at Left m = 32 (the one 32-deep chunk has nothing to overlap with): docs/PERFORMANCE-LOG.md,
///     session 24.
///  2: float, Left 32 x 128 and Right 64 x 64 tiles: 46 / 37 KB of shared memory and 128 registers
///     (no spill) let 4 blocks share an SM, 16 warps instead of 12, for a kernel whose warps wait
///     on one another's issue (ncu: IPC 2.69 at 12 warps). trmm float Left 1.01-1.09x, Right
///     1.02-1.03x, symm float Left 1.02-1.09x, Right 1.03-1.05x at issue 7's m >= 128 shapes
///     (session 33, call 5). 3 stages at 4 blocks (Right, 55 KB, 8-12 bytes of spill): trmm
///     0.95-0.97x.
///     Also float's Right 32 x 64 tile (m <= 32; not l-major): 27 KB and 128 registers (no
///     spill) let 8 blocks of 64 threads share an SM instead of 5 (shared-bound). It was
///     latency-bound at 0.45-0.50 of the bytes floor: trmm float Right m = 32 1.09-1.18x, symm
///     1.17x (n = 256), trmm 1.06-1.08x at n = 64 and 512 (H100, session 56, call G). And
///     float's other tiles, the 64 x 32 of n <= 32 and the Left 64 x 64 of 32 < n < 128 (128
///     registers, 0-16 bytes of spill, against 168): trmm n = 32 Left 1.04-1.17x, Right
///     1.14-1.15x, Left n = 64 / 96 1.00-1.11x, symm n = 32 1.12-1.19x (H100, session 57, call
///     D; symm on the Left 64 x 64 tile not timed). So every float tile is at 2.
///  3: complex<float>, every tile: 2 stages at the register budget of 3 blocks of 128 threads
///     (163-168 registers, 0-64 bytes of spill) instead of 3 stages at 2 blocks (205-231): 12
///     warps per SM instead of 8. Left 32 x 128, Right 128 x 32 and Right 32 x 64 (session 56,
///     calls G and H, H100): trmm Left 1.08-1.13x, hemm direct 1.02-1.07x, trmm Right
///     0.999-1.014x (flat) at issue 7's m >= 128 shapes, and on the Right 32 x 64 tile trmm
///     1.04-1.09x, hemm 1.07-1.09x. The 64 x 32 and 64 x 64 tiles (session 57, call D): trmm
///     n = 32 Left 1.05-1.10x, Right 1.01-1.02x, Left n = 64 / 96 1.05-1.16x, Right m = 64 / 96
///     1.05-1.09x, hemm 1.02-1.23x (the Right 128 x 32 cell, unchanged, read 1.00).
/// Each against 0 in alternating rounds of one run: docs/PERFORMANCE-LOG.md, sessions 56 and 57.
template <class D, int BM, int BN, bool kLeft>
inline constexpr int kDepthSide = std::is_same_v<D, double> && kLeft && BM == 64 && BN == 64 ? 1
                                  : std::is_same_v<D, float>                                ? 2
                                  : std::is_same_v<D, float2>                               ? 3
                                                                                            : 0;

/// The SIMT engines' reduction loop unroll (kUnroll, warp_tiles.cuh) on every float and
/// complex<float> tile: 4 steps (SimtWarpXL: 4 indices a step, about 8 KB of loop code instead
/// of 16; SimtWarp: 16 bytes a step) instead of the whole loop. Session 35's ncu of trmm float
/// Left m = 128 had read 0.73 cycles of "no instruction" per issued instruction. Against the
/// whole unroll in alternating rounds (H100): trmm float N at issue 7's m >= 128 shapes
/// 1.01-1.06x (session 57, call D; 2 steps the same); then at issue 7's four shapes (session 59,
/// s58a.sh): complex<float> trmm 1.00-1.28x (Right m = 32 1.17-1.28x, Left m = 128 1.15-1.18x;
/// m = 1024 Right 0.99x), hemm 1.02-1.29x (Right m = 32 1.29x, Left m = 128 1.18x; Right
/// m = 1024 0.99x), float trmm T 1.02-1.04x, symm Right 1.00-1.04x, Left 0.96-1.01x (the
/// Left 32 x 128 tile reading C keeps the whole loop: launch_as's kUnrollC).
template <class D> inline constexpr int kSimtUnroll = kF64Type<D> ? 4 : 0;

template <class D, int BM, int BN, bool kLeft, bool kWide = false> void launch(const Queue& q, const SideParams<D>& p) {
  constexpr int deep = kDepthSide<D, BM, BN, kLeft>;
  // float and complex<float> on the FP64 engine (Settings::side_f64): the same tiles, panel
  // layouts and stage depth as the SIMT engine's.
  const bool f64 = kF64Type<D> && side_f64();
  const auto go = [&](auto kAT) {
    if constexpr (kF64Type<D>)
      if (f64) return launch_as<D, BM, BN, kLeft, decltype(kAT)::value, deep, 0, true>(q, p);
    if constexpr (kWide) launch_as<D, BM, BN, kLeft, decltype(kAT)::value, 0, 0, false, true>(q, p);
    else launch_as<D, BM, BN, kLeft, decltype(kAT)::value, deep, kSimtUnroll<D>>(q, p);
  };
  // On float's kSideXL tiles trmm with transa = N is l-major (side_lmajor_a).
  if constexpr (kLMajorType<D> || kSideXL<D, BM, BN, kLeft>)
    if (side_lmajor_a<D, BM, BN, kLeft>(p)) return go(std::true_type{});
  if constexpr (!(kSideXL<D, BM, BN, kLeft> && !kLeft)) go(std::false_type{});  // float's Right XL tiles: always l-major
}

/// Whether double's wide tiles (Settings::side_wide) are on and fit the card's shared memory per
/// block (108 KB, Left's row panels: sm_86 and sm_89 allow 99 KB and keep the other tiles).
[[maybe_unused]] bool wide_fits(const Queue& q) {
  constexpr int64_t bytes = std::max(SideShapeOf<double, 128, 64, true, false, 0, false, true>::smem_bytes(),
                                     SideShapeOf<double, 128, 64, false, false, 0, false, true>::smem_bytes());
  static_assert(bytes == kSideWideSmemBytes);
  return side_wide() && bytes <= q.impl().info.max_shared_per_block;
}

}  // namespace

template <class T> std::string side_tiles_why_not(const Queue& q) {
  using D = dev_t<T>;
  // The largest stages launch() can ask for: a 64 x 64 tile on either side, A panel of either
  // layout (the second pair is the first where D has no l-major panels), and the 32 x 128 /
  // 128 x 32 tiles. The Right 128 x 32 bound is its row-major 3-stage size: at least
  // complex<float>'s and float's 2-stage tiles (46 and 43 KB against 69 KB for complex<float>).
  constexpr int deep = kDepthSide<D, 64, 64, true>;
  constexpr bool xl = kLMajorType<D> || kSimtXL<D>;
  // The FP64 engine's panels are wider (SideShape: complex<float>'s rows 20, float's l-major
  // BT + 8), at the stage depths launch() takes.
  constexpr bool f64 = kF64Type<D>;
  const int64_t bytes = std::max({SideShapeOf<D, 64, 64, true, false, deep>::smem_bytes(),
                                  SideShapeOf<D, 64, 64, true, xl, deep, f64>::smem_bytes(),
                                  SideShapeOf<D, 64, 64, false, xl, kDepthSide<D, 64, 64, false>, f64>::smem_bytes(),
                                  SideShapeOf<D, 32, 128, true, xl, kDepthSide<D, 32, 128, true>, f64>::smem_bytes(),
                                  SideShapeOf<D, 128, 32, false, xl, kDepthSide<D, 128, 32, false>, f64>::smem_bytes(),
                                  SideShapeOf<D, 64, 64, false, false>::smem_bytes(),
                                  SideShapeOf<D, 64, 64, true, xl, deep>::smem_bytes(),
                                  SideShapeOf<D, 64, 64, false, xl>::smem_bytes(),
                                  SideShapeOf<D, 32, 128, true, false>::smem_bytes(),
                                  SideShapeOf<D, 32, 128, true, xl>::smem_bytes(),
                                  SideShapeOf<D, 128, 32, false, false>::smem_bytes(),
                                  side_narrow_smem_bytes<T>()});
  return rankk_device_why_not(q, bytes);  // the wide tiles (wide_fits) are optional
}

template <class T> void side_tiles_run(const Queue& q, const SideCall<T>& a) {
  if (side_narrow_run(q, a)) return;  // Left, m <= 32 (side_narrow.cu)
  using D = dev_t<T>;
  constexpr bool cplx = is_cplx<D>;
  SideParams<D> p{};
  const bool left = a.side == Side::Left;
  // Measured (docs/PERFORMANCE-LOG.md, session 29, call 1): Left symm double m = 32 / 128 1.11x /
  // 1.09x, hemm complex<float> m = 128 1.04x, float and m = 1024 flat; Right 0.96-1.0x.
  p.prefetch_c = left;
  p.a = reinterpret_cast<const D*>(a.A.data), p.lda = a.A.ld, p.stride_a = a.A.stride;
  p.b = reinterpret_cast<const D*>(a.B.data), p.ldb = a.B.ld, p.stride_b = a.B.stride;
  // The Right's B panel: read only by the l-major instances (kRightBLMajor, float's kSideXL).
  p.mode_b = left ? stage_mode(a.B, Op::Trans)
                  : (kRightBLMajor<D> || kSimtXL<D> ? lmajor_mode(a.B) : int(kRowsContiguous));
  p.mode_acols = stage_mode(a.A, Op::Trans);
  p.mode_arows = lmajor_mode(a.A);
  p.c = reinterpret_cast<D*>(a.C.data), p.ldc = a.C.ld, p.stride_c = a.C.stride;
  p.c_vec = vector_aligned(MatrixView<const T>(a.C));
  p.m = a.C.rows, p.n = a.C.cols;
  p.alpha = to_dev(a.alpha), p.beta = to_dev(a.beta);
  p.lower = a.uplo == Uplo::Lower;
  p.trmm = a.op == SideOp::Trmm;
  if (p.trmm) {
    p.tr = left != (a.transa == Op::NoTrans);
    p.unit = a.diag == Diag::Unit;
    p.conj_in = cplx && a.transa == Op::ConjTrans;
    p.beta_zero = true;  // trmm: C written, never read
  } else {
    p.mirror = true;
    p.herm = cplx && a.op == SideOp::Hemm;
    p.conj_in = p.herm && !left;      // Right: Y(j, l) = conj(H(j, l))
    p.conj_mirror = p.herm && left;   // Left: the mirror of H is the conjugate
    p.beta_zero = a.beta == T(0);
  }
  p.panel_lower = p.lower != p.tr;  // trmm: the nonzero half; all: which side is "in"
  // In place: one unit per panel walking its tiles (groups = 1); else one unit per tile.
  p.groups = a.in_place ? 1 : 2;  // launch() replaces 2 by the tile count
  p.units = a.C.batch;
  // 64 x 64 tiles; a 32 edge along A when A's extent is <= 32 (m = 32 pays for no 64 tile), and
  // along the other dimension when C's is (Right m = 32: a 64-row tile would idle half its warps
  // and stage 32 rows of zeros). 32 x 128 (Left) / 128 x 32 (Right) where it measured faster
  // (docs/PERFORMANCE-LOG.md, session 33): its 4 warps share the same 32 rows of A, so one block has
  // one reduction range (trmm: no warp waits on another's longer range, and the triangle is cut
  // at 32 rows, work 0.625 of GEMM's at Left m = 128 instead of 0.75); B is staged once per 128
  // columns (Left) or rows (Right) of C. Left n >= 128: trmm float m = 128 / 256 1.20x / 1.13x,
  // complex<float> 1.15-1.16x / 1.08-1.11x, hemm complex<float> 1.21x / 1.12x, symm float 1.14x /
  // 1.07x, complex<double> m <= 256 1.00-1.11x (0.94-1.00x at m = 1024); double lost, 0.86-1.00x
  // (3 stages, 75 KB per block; 2 stages 0.88-1.01x; not profiled). Right m >= 128:
  // complex<float> trmm / hemm 1.02-1.12x / 1.04-1.12x; double and complex<double> mixed
  // (0.90-1.11x); float mixed with its B panel staged one element per copy, and 1.00-1.15x over
  // 64 x 64 once both were l-major (SimtWarpXL; session 34, call 5: trmm N / T 1.06 / 1.11x at
  // m = 128, 1.13 / 1.15x at 256, 1.02 / 1.07x at 1024; symm 1.03x, 1.08x, 1.00x).
  constexpr bool f32 = kF64Type<D>;
  constexpr bool dbl = std::is_same_v<D, double>;
  const bool wide = dbl && p.m >= 128 && wide_fits(q);  // double's wide tiles, either side (n > 32 below)
  if (left) {
    if (p.m <= 32) {  // FP64 with 16 < m (side_narrow takes the rest)
      // 32 x 128 (2 stages: m <= 32 is 2 chunks in double), measured at n = 256: trmm double T
      // 1.07-1.13x, hemm / symm complex<double> 1.03-1.06x / 1.00-1.02x; double symm and trmm N,
      // and complex<double> trmm, 0.94-1.00x. n >= 128 as below: a narrower C idles warps.
      const bool wide = (std::is_same_v<D, double> && p.trmm && p.tr) || (std::is_same_v<D, double2> && !p.trmm);
      if (wide && p.n >= 128)
        launch<D, 32, 128, true>(q, p);
      else
        launch<D, 32, 64, true>(q, p);
    } else if (p.n <= 32) {
      launch<D, 64, 32, true>(q, p);
    } else if (wide) {
      if constexpr (dbl) launch<D, 128, 64, true, true>(q, p);
    } else if (p.n >= 128 && (f32 || (std::is_same_v<D, double2> && p.m <= 256))) {
      launch<D, 32, 128, true>(q, p);
    } else {
      launch<D, 64, 64, true>(q, p);
    }
  } else {
    if (p.n <= 32) launch<D, 64, 32, false>(q, p);
    else if (p.m <= 32) launch<D, 32, 64, false>(q, p);
    else if (wide) {
      if constexpr (dbl) launch<D, 128, 64, false, true>(q, p);
    } else if (!f32 || p.m < 128) launch<D, 64, 64, false>(q, p);
    else if constexpr (f32) launch<D, 128, 32, false>(q, p);
  }
}

#define BATCHLAS_SIDE_TILES(T)                                               \
  template std::string side_tiles_why_not<T>(const Queue&);                \
  template void side_tiles_run<T>(const Queue&, const SideCall<T>&);
#if BATCHLAS_PRECISION_IS(0)
BATCHLAS_SIDE_TILES(float)
#endif
#if BATCHLAS_PRECISION_IS(1)
BATCHLAS_SIDE_TILES(double)
#endif
#if BATCHLAS_PRECISION_IS(2)
BATCHLAS_SIDE_TILES(std::complex<float>)
#endif
#if BATCHLAS_PRECISION_IS(3)
BATCHLAS_SIDE_TILES(std::complex<double>)
#endif
#undef BATCHLAS_SIDE_TILES

}  // namespace batchlas::kernels::level3
