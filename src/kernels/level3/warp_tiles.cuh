// The 32 x 32 warp tile of the rank-k tile kernels: one warp accumulates
// P(i, j) = sum_l X(i, l) * Y(j, l)   (Y conjugated when kConj)
// over one staged panel pair (X, Y: 32 rows each, BK reduction indices, row stride LD; layout in
// staging.cuh). Two engines share the interface {Acc, zero(), chunk<LD, BK>(acc, X, Y, lane)
// and chunk_in<LX, LY, BK>(...) with each panel's layout given (RowPanel, or LPanel for the MMA
// engines),
// each(acc, lane, f(row, col, value)),
// at(acc, lane, e, f) for element e of each()'s order}:
//  - SimtWarp (float, complex<float>): FFMA register tile, lane (lr, lc) = (lane & 7, lane >> 3)
//    owns rows lr + 8r (r < 4) and columns lc + 4c (c < 8); operands come as 16-byte shared
//    loads along l. Rows are interleaved by 8 so the eight lr lanes hit eight different bank
//    groups (row stride LD = 36 words); the triangle is taken per warp, not per thread, so the
//    interleave cannot leave elements unwritten (the seed's band-split bug needs a per-thread
//    triangle test).
//  - MmaWarp (double, complex<double>): 4 x 4 8x8 blocks on the f64 tensor cores (arith.cuh):
//    real double as 2 x 4 mma.sync m16n8k4 (or m16n8k8) per step; complex<double> as m8n8k4,
//    four real products per step on the real and imaginary parts (one 16-byte load gives
//    both), Pr += Xr Yr -+ Xi Yi and Pi += Xr Yi +- Xi Yr with the signs set by kConj.
//    MmaWarp<float> and MmaWarp<float2> (float's and complex<float>'s Gram, rank-k and side
//    tiles under Settings::gram_f64, rankk_f64, side_f64, on by default): float and
//    complex<float> panels widened to double on each fragment load, on m16n8k4.
//  - MmaWarpW (double): a 64 x 32 warp tile of m16n8k8 with 16-byte row-panel fragment loads,
//    for side_tiles' wide tiles (Settings::side_wide); kRows / kElems say its size.
// Accumulators are returned by value and indexed only by unrolled constants, so they stay in
// registers (seed: a reference into the accumulator array moved it to local memory).
#pragma once

#include <type_traits>

#include "kernels/level3/arith.cuh"

namespace batchlas::kernels::level3 {

/// Where a staged panel keeps element (row r, reduction index l): r*LD + l (RowPanel: the
/// staging modes of stage_panel) or l*LD + r (LPanel: stage_panel_lmajor, NoTrans operands of the
/// MMA engines, and float's SimtWarpXL for its X panel). SimtWarp reads 16 bytes along l and
/// takes RowPanel only. An MMA fragment
/// load at LPanel<LD> reads (row g + 8m, index q + ks), lanes (g, q) = (lane / 4, lane % 4): free
/// of bank conflicts when LD = 4 mod 16 (double: a half-warp's 4 x 4 lanes hit q*4 + g, 16
/// distinct 8-byte bank pairs) or LD = 2 mod 8 (complex<double>, 16-byte units, a quarter-warp);
/// for float (MmaWarp<float>, 4-byte words, the whole warp in one wavefront) when LD = 8 mod 32
/// (bank 8q + g; LD = 4 mod 32 gives 4q + g, two-way).
/// at(i, l): the slot of (i, l); element<BT, BK>(e, i, l): the e-th element (0 <= e < BT*BK)
/// of a BT x BK panel in storage order (consecutive e, consecutive slots within a row), for the
/// kernels' element-wise passes over a staged panel.
template <int LD> struct RowPanel {
  static constexpr int rs = LD, ls = 1;
  static __device__ __forceinline__ constexpr int at(int i, int l) { return i * LD + l; }
  template <int BT, int BK> static __device__ __forceinline__ void element(int e, int& i, int& l) {
    i = e / BK, l = e % BK;
  }
};
template <int LD> struct LPanel {
  static constexpr int rs = 1, ls = LD;
  static __device__ __forceinline__ constexpr int at(int i, int l) { return l * LD + i; }
  template <int BT, int BK> static __device__ __forceinline__ void element(int e, int& i, int& l) {
    i = e % BT, l = e / BT;
  }
};

/// Which 8 x 8 blocks of a warp tile chunk<..., kTri> computes: all (kTriNone), those with
/// row block >= column block (kTriLower) or <= (kTriUpper). A diagonal warp tile of the Gram
/// kernel (gram_tiles.cuh) takes the triangle at this granularity: both engines give every lane
/// the same 8-row block for a given register row index, so the choice is a compile-time
/// constant per accumulator and warp-uniform (skipped accumulators lie wholly in the other
/// triangle, which the epilogue masks; the MMA engine computes 16-row pairs of blocks, so it
/// skips a block only with its pair).
inline constexpr int kTriNone = 0, kTriLower = 1, kTriUpper = 2;
template <int kTri> __device__ __forceinline__ constexpr bool tri_keep(int row_block, int col_block) {
  return kTri == kTriNone || (kTri == kTriLower ? row_block >= col_block : row_block <= col_block);
}

/// The SIMT engines' lane layout: lane (lr, lc) = (lane & 7, lane >> 3) holds accumulator
/// (r, c), r < 4, c < 8, at row lr + 8r (SimtWarp: rows interleaved by 8) or 4 lr + r
/// (SimtWarpXL: 4 contiguous rows), column lc + 4c. simt_each calls f(row, col, value) for each.
template <bool kXL> __device__ __forceinline__ constexpr int simt_row(int lr, int r) {
  return kXL ? 4 * lr + r : lr + 8 * r;
}
template <bool kXL, class Acc, class F> __device__ __forceinline__ void simt_each(const Acc& acc, int lane, F&& f) {
  const int lr = lane & 7, lc = lane >> 3;
#pragma unroll
  for (int r = 0; r < 4; ++r)
#pragma unroll
    for (int c = 0; c < 8; ++c) f(simt_row<kXL>(lr, r), lc + 4 * c, acc.v[r][c]);
}

/// kUnroll: the reduction loop's unroll in 16-byte steps (VL indices each); 0 unrolls it whole
/// (BK / VL steps). The side tiles run 4 (side_tiles.cu, kSimtUnroll), but float's Left 32 x 128
/// tile reading C keeps 0 (launch_as's kUnrollC); rank-k keeps 0.
template <class D, bool kConj, int kUnroll = 0> struct SimtWarp {
  struct Acc {
    D v[4][8];
  };
  static __device__ __forceinline__ Acc zero_acc() {
    Acc a;
#pragma unroll
    for (int r = 0; r < 4; ++r)
#pragma unroll
      for (int c = 0; c < 8; ++c) a.v[r][c] = zero<D>();
    return a;
  }
  /// chunk's interface with layouts (warp_tiles' RowPanel only: the loads run along l).
  template <class LX, class LY, int BK, int kTri = kTriNone>
  static __device__ __forceinline__ Acc chunk_in(Acc acc, const D* X, const D* Y, int lane) {
    static_assert(LX::ls == 1 && LY::ls == 1 && LX::rs == LY::rs, "SimtWarp reads row panels of one stride");
    return chunk<LX::rs, BK, kTri>(acc, X, Y, lane);
  }
  template <int LD, int BK, int kTri = kTriNone>
  static __device__ __forceinline__ Acc chunk(Acc acc, const D* X, const D* Y, int lane) {
    constexpr int VL = 16 / int(sizeof(D));  // reduction indices per 16-byte load
    struct alignas(16) Pack {
      D e[VL];
    };
    const int lr = lane & 7, lc = lane >> 3;
    const D* xp = X + lr * LD;
    const D* yp = Y + lc * LD;
    const auto step = [&](int l) {
      Pack x[4], y[8];
#pragma unroll
      for (int r = 0; r < 4; ++r) x[r] = *reinterpret_cast<const Pack*>(xp + 8 * r * LD + l);
#pragma unroll
      for (int c = 0; c < 8; ++c) y[c] = *reinterpret_cast<const Pack*>(yp + 4 * c * LD + l);
#pragma unroll
      for (int v = 0; v < VL; ++v)
#pragma unroll
        for (int r = 0; r < 4; ++r)
#pragma unroll
          for (int c = 0; c < 8; ++c)
            if (tri_keep<kTri>(r, c >> 1))  // 8-row block r, 8-column block c/2
              acc.v[r][c] = mac<kConj>(acc.v[r][c], x[r].e[v], y[c].e[v]);
    };
    if constexpr (kUnroll == 0) {
#pragma unroll
      for (int l = 0; l < BK; l += VL) step(l);
    } else {
#pragma unroll(kUnroll)
      for (int l = 0; l < BK; l += VL) step(l);
    }
    return acc;
  }
  template <class F> static __device__ __forceinline__ void each(const Acc& acc, int lane, F&& f) {
    simt_each<false>(acc, lane, f);
  }
  /// Element e (0..31, each()'s order) of this lane; e must be a constant after unrolling.
  template <class F> static __device__ __forceinline__ void at(const Acc& acc, int lane, int e, F&& f) {
    f(simt_row<false>(lane & 7, e >> 3), (lane >> 3) + 4 * (e & 7), acc.v[e >> 3][e & 7]);
  }
};

/// The SIMT engine on an l-major X panel (LPanel: X(i, l) at l*LDX + i), float only: lane (lr,
/// lc) owns the 4 contiguous rows 4*lr + r (r < 4) and columns lc + 4c (c < 8), so one 16-byte
/// shared load gives its 4 rows at one l (4 loads per 4 reduction indices, as SimtWarp's). The 8
/// lr lanes read 128 contiguous bytes (no bank conflict; the lc lanes broadcast). What it buys is
/// the staging: a NoTrans operand (contiguous along i: trmm Left N's A panel, the Right side's B
/// panel) is copied into it 16 bytes at a time (stage_panel_lmajor), where SimtWarp's row panel
/// takes one 4-byte copy per element. Y stays a row panel. each4 hands out a lane's 4 contiguous
/// rows of one column together (16-byte epilogue stores).
/// kUnroll: the reduction loop's unroll in steps of 4 indices; 0 unrolls it whole (BK / 4).
/// side_tiles takes 4 (kSimtUnroll, side_tiles.cu).
template <class D, int kUnroll = 0> struct SimtWarpXL {
  static_assert(sizeof(D) == 4, "SimtWarpXL: 4 rows of float per 16-byte load");
  using Acc = typename SimtWarp<D, false>::Acc;
  static __device__ __forceinline__ Acc zero_acc() { return SimtWarp<D, false>::zero_acc(); }
  template <class LX, class LY, int BK, int kTri = kTriNone>
  static __device__ __forceinline__ Acc chunk_in(Acc acc, const D* X, const D* Y, int lane) {
    static_assert(LX::rs == 1 && LY::ls == 1 && kTri == kTriNone, "SimtWarpXL: l-major X, row-panel Y");
    constexpr int LDX = LX::ls, LDY = LY::rs;
    const int lr = lane & 7, lc = lane >> 3;
    const D* xp = X + 4 * lr;
    const D* yp = Y + lc * LDY;
    constexpr int kU = kUnroll ? kUnroll : BK / 4;
#pragma unroll(kU)
    for (int l = 0; l < BK; l += 4) {
      float4 x[4], y[8];
#pragma unroll
      for (int v = 0; v < 4; ++v) x[v] = *reinterpret_cast<const float4*>(xp + (l + v) * LDX);
#pragma unroll
      for (int c = 0; c < 8; ++c) y[c] = *reinterpret_cast<const float4*>(yp + 4 * c * LDY + l);
#pragma unroll
      for (int v = 0; v < 4; ++v)
#pragma unroll
        for (int c = 0; c < 8; ++c) {
          const float yv = v == 0 ? y[c].x : v == 1 ? y[c].y : v == 2 ? y[c].z : y[c].w;
          acc.v[0][c] = fmaf(x[v].x, yv, acc.v[0][c]);
          acc.v[1][c] = fmaf(x[v].y, yv, acc.v[1][c]);
          acc.v[2][c] = fmaf(x[v].z, yv, acc.v[2][c]);
          acc.v[3][c] = fmaf(x[v].w, yv, acc.v[3][c]);
        }
    }
    return acc;
  }
  template <class F> static __device__ __forceinline__ void each(const Acc& acc, int lane, F&& f) {
    simt_each<true>(acc, lane, f);
  }
  template <class F> static __device__ __forceinline__ void at(const Acc& acc, int lane, int e, F&& f) {
    f(simt_row<true>(lane & 7, e >> 3), (lane >> 3) + 4 * (e & 7), acc.v[e >> 3][e & 7]);
  }
  /// f(c, row, col, v) per column index c < 8 (a constant after unrolling), v the lane's 4
  /// rows row .. row + 3 of column col.
  template <class F> static __device__ __forceinline__ void each4(const Acc& acc, int lane, F&& f) {
    const int lr = lane & 7, lc = lane >> 3;
#pragma unroll
    for (int c = 0; c < 8; ++c)
      f(c, 4 * lr, lc + 4 * c, make_float4(acc.v[0][c], acc.v[1][c], acc.v[2][c], acc.v[3][c]));
  }
};

/// kK: reduction indices per mma instruction of the real double engine, 4 (m16n8k4) or 8
/// (m16n8k8, BK a multiple of 8). Measured on the H200 (session 22, docs/PERFORMANCE-LOG.md): 8 ran
/// side_tiles up to 1.07x faster and the Gram kernel up to 1.6x slower, so each kernel picks.
template <class D, bool kConj, int kK = 4> struct MmaWarp;

template <bool kConj, int kK> struct MmaWarp<double, kConj, kK> {
  static_assert(kK == 4 || kK == 8);
  struct Acc {
    double c[4][4][2];
  };
  static __device__ __forceinline__ Acc zero_acc() {
    Acc a;
#pragma unroll
    for (int m = 0; m < 4; ++m)
#pragma unroll
      for (int n = 0; n < 4; ++n) a.c[m][n][0] = a.c[m][n][1] = 0.0;
    return a;
  }
  template <int LD, int BK, int kTri = kTriNone>
  static __device__ __forceinline__ Acc chunk(Acc acc, const double* X, const double* Y, int lane) {
    return chunk_in<RowPanel<LD>, RowPanel<LD>, BK, kTri>(acc, X, Y, lane);
  }
  /// chunk with each panel's layout (RowPanel or LPanel) given. S: the panels' element type,
  /// double, or float widened as each fragment is loaded (MmaWarp<float>).
  template <class LX, class LY, int BK, int kTri = kTriNone, class S>
  static __device__ __forceinline__ Acc chunk_in(Acc acc, const S* X, const S* Y, int lane) {
    static_assert(std::is_same_v<S, double> || (std::is_same_v<S, float> && kK == 4));
    const int g = lane >> 2, q = lane & 3;
    const S* xp = X + g * LX::rs + q * LX::ls;
    const S* yp = Y + g * LY::rs + q * LY::ls;
    if constexpr (kK == 8) {
      static_assert(BK % 8 == 0);
      // m16n8k8 (dmma16k8): reduction indices ks + q and ks + 4 + q in one instruction.
#pragma unroll
      for (int ks = 0; ks < BK; ks += 8) {
        double a0[4], a1[4], b0[4], b1[4];
#pragma unroll
        for (int m = 0; m < 4; ++m)
          a0[m] = xp[8 * m * LX::rs + ks * LX::ls], a1[m] = xp[8 * m * LX::rs + (ks + 4) * LX::ls];
#pragma unroll
        for (int n = 0; n < 4; ++n)
          b0[n] = yp[8 * n * LY::rs + ks * LY::ls], b1[n] = yp[8 * n * LY::rs + (ks + 4) * LY::ls];
#pragma unroll
        for (int p = 0; p < 2; ++p)
#pragma unroll
          for (int n = 0; n < 4; ++n)
            if (tri_keep<kTri>(2 * p, n) || tri_keep<kTri>(2 * p + 1, n))
              dmma16k8(acc.c[2 * p][n], acc.c[2 * p + 1][n], a0[2 * p], a0[2 * p + 1], a1[2 * p],
                       a1[2 * p + 1], b0[n], b1[n]);
      }
    } else {
#pragma unroll
      for (int ks = 0; ks < BK; ks += 4) {
        double a[4], b[4];
#pragma unroll
        for (int m = 0; m < 4; ++m) a[m] = double(xp[8 * m * LX::rs + ks * LX::ls]);
#pragma unroll
        for (int n = 0; n < 4; ++n) b[n] = double(yp[8 * n * LY::rs + ks * LY::ls]);
        // Row blocks 2p and 2p + 1 as one m16n8k4 (dmma16); a pair half in the other triangle
        // is computed too (the epilogue masks it).
#pragma unroll
        for (int p = 0; p < 2; ++p)
#pragma unroll
          for (int n = 0; n < 4; ++n)
            if (tri_keep<kTri>(2 * p, n) || tri_keep<kTri>(2 * p + 1, n))
              dmma16(acc.c[2 * p][n], acc.c[2 * p + 1][n], a[2 * p], a[2 * p + 1], b[n]);
      }
    }
    return acc;
  }
  template <class F> static __device__ __forceinline__ void each(const Acc& acc, int lane, F&& f) {
    const int g = lane >> 2, q = lane & 3;
#pragma unroll
    for (int m = 0; m < 4; ++m)
#pragma unroll
      for (int n = 0; n < 4; ++n)
#pragma unroll
        for (int h = 0; h < 2; ++h) f(8 * m + g, 8 * n + 2 * q + h, acc.c[m][n][h]);
  }
  template <class F> static __device__ __forceinline__ void at(const Acc& acc, int lane, int e, F&& f) {
    const int m = e >> 3, n = (e >> 1) & 3, h = e & 1;
    f(8 * m + (lane >> 2), 8 * n + 2 * (lane & 3) + h, acc.c[m][n][h]);
  }
};

/// Real double on a 64 x 32 warp tile (the warp shape of cuBLAS's sm_90 DGEMM kernel, ncu in
/// docs/bench/2026-12-07-s66/s65a): 4 row-block pairs x 4 column blocks of m16n8k8 per 8
/// reduction indices, 16 mma per 12 fragment loads of 16 bytes on row panels, where MmaWarp's
/// 32 x 32 tile takes 8 mma per 16 loads of 8 bytes. For side_tiles' wide tiles
/// (Settings::side_wide). Lane q's two reduction indices of an m16n8k8 step (q and q + 4 in the
/// instruction's numbering) are taken as the panel's indices 2q and 2q + 1 for both operands (the
/// sum is the same), so on a row panel they are one 16-byte load. Bank-conflict free on a row
/// panel when LD = 8 mod 16 (a quarter-warp's lanes (g, q), g in {2h, 2h + 1}, read 16-byte
/// units (g*LD + 2q)/2: 4q-wide runs LD/2 = 4 mod 8 apart), on an l-major panel when LD = 2 mod
/// 8 (8-byte loads, a half-warp's lanes at 2q*LD + g = 4q + g mod 16). kRows x 32 per warp,
/// kElems accumulators a lane (each / at).
template <bool kConj> struct MmaWarpW {
  static constexpr int kRows = 64, kElems = 64;
  struct Acc {
    double c[8][4][2];
  };
  static __device__ __forceinline__ Acc zero_acc() {
    Acc a;
#pragma unroll
    for (int m = 0; m < 8; ++m)
#pragma unroll
      for (int n = 0; n < 4; ++n) a.c[m][n][0] = a.c[m][n][1] = 0.0;
    return a;
  }
  /// Panel indices l and l + 1 of one row (LPanel: two 8-byte loads; RowPanel: one 16-byte load,
  /// p 16-byte aligned since LD, l and the stage bases are even).
  template <class L> static __device__ __forceinline__ double2 pair(const double* p) {
    if constexpr (L::ls == 1) return *reinterpret_cast<const double2*>(p);
    else return make_double2(p[0], p[L::ls]);
  }
  template <class LX, class LY, int BK, int kTri = kTriNone>
  static __device__ __forceinline__ Acc chunk_in(Acc acc, const double* X, const double* Y, int lane) {
    static_assert(BK % 8 == 0 && kTri == kTriNone, "MmaWarpW: 8 reduction indices a step, whole tiles");
    const int g = lane >> 2, q = lane & 3;
    const double* xp = X + g * LX::rs + 2 * q * LX::ls;
    const double* yp = Y + g * LY::rs + 2 * q * LY::ls;
#pragma unroll
    for (int ks = 0; ks < BK; ks += 8) {
      double2 a[8], b[4];
#pragma unroll
      for (int m = 0; m < 8; ++m) a[m] = pair<LX>(xp + 8 * m * LX::rs + ks * LX::ls);
#pragma unroll
      for (int n = 0; n < 4; ++n) b[n] = pair<LY>(yp + 8 * n * LY::rs + ks * LY::ls);
#pragma unroll
      for (int p = 0; p < 4; ++p)
#pragma unroll
        for (int n = 0; n < 4; ++n)
          dmma16k8(acc.c[2 * p][n], acc.c[2 * p + 1][n], a[2 * p].x, a[2 * p + 1].x, a[2 * p].y,
                   a[2 * p + 1].y, b[n].x, b[n].y);
    }
    return acc;
  }
  template <class F> static __device__ __forceinline__ void each(const Acc& acc, int lane, F&& f) {
    const int g = lane >> 2, q = lane & 3;
#pragma unroll
    for (int m = 0; m < 8; ++m)
#pragma unroll
      for (int n = 0; n < 4; ++n)
#pragma unroll
        for (int h = 0; h < 2; ++h) f(8 * m + g, 8 * n + 2 * q + h, acc.c[m][n][h]);
  }
  template <class F> static __device__ __forceinline__ void at(const Acc& acc, int lane, int e, F&& f) {
    const int m = e >> 3, n = (e >> 1) & 3, h = e & 1;
    f(8 * m + (lane >> 2), 8 * n + 2 * (lane & 3) + h, acc.c[m][n][h]);
  }
};

/// A warp tile's rows and a lane's accumulator count: an engine's kRows / kElems, else 32 (the
/// 32 x 32 engines).
template <class E, class = void> struct WarpTileOf {
  static constexpr int rows = 32, elems = 32;
};
template <class E> struct WarpTileOf<E, std::void_t<decltype(E::kElems)>> {
  static constexpr int rows = E::kRows, elems = E::kElems;
};

/// float panels on the FP64 tensor cores: each fragment element widened on its load from shared
/// memory (exact), products and sums in double, the accumulators rounded to float once, in the
/// epilogue (each / at hand out doubles; the Gram kernel's k-split groups then add their rounded
/// partial tiles in float). For float's Gram, rank-k and side tiles under Settings::gram_f64,
/// rankk_f64 and side_f64 (gram_tiles.cuh, rankk_tiles.cuh, side_tiles.cu): the FP64 tensor cores run at about the FP32 SIMT rate
/// and take far fewer issue slots (a 32 x 32 tile's 4 reduction indices: 8 mma, 8 loads and 8
/// widenings a warp, against the SIMT engine's 128 FFMA), where the float kernels are issue-bound.
template <bool kConj> struct MmaWarp<float, kConj, 4> : MmaWarp<double, kConj, 4> {};

template <bool kConj> struct MmaWarp<double2, kConj> {
  struct Acc {
    double re[4][4][2], im[4][4][2];
  };
  static __device__ __forceinline__ Acc zero_acc() {
    Acc a;
#pragma unroll
    for (int m = 0; m < 4; ++m)
#pragma unroll
      for (int n = 0; n < 4; ++n)
        a.re[m][n][0] = a.re[m][n][1] = a.im[m][n][0] = a.im[m][n][1] = 0.0;
    return a;
  }
  template <int LD, int BK, int kTri = kTriNone>
  static __device__ __forceinline__ Acc chunk(Acc acc, const double2* X, const double2* Y,
                                              int lane) {
    return chunk_in<RowPanel<LD>, RowPanel<LD>, BK, kTri>(acc, X, Y, lane);
  }
  /// chunk with each panel's layout (RowPanel or LPanel) given.
  template <class LX, class LY, int BK, int kTri = kTriNone>
  static __device__ __forceinline__ Acc chunk_in(Acc acc, const double2* X, const double2* Y,
                                                 int lane) {
    const int g = lane >> 2, q = lane & 3;
    const double2* xp = X + g * LX::rs + q * LX::ls;
    const double2* yp = Y + g * LY::rs + q * LY::ls;
#pragma unroll
    for (int ks = 0; ks < BK; ks += 4) {
      double2 a[4], b[4];
#pragma unroll
      for (int m = 0; m < 4; ++m) a[m] = xp[8 * m * LX::rs + ks * LX::ls];
#pragma unroll
      for (int n = 0; n < 4; ++n) b[n] = yp[8 * n * LY::rs + ks * LY::ls];
#pragma unroll
      for (int m = 0; m < 4; ++m) {
        // x*y:       re += xr yr - xi yi, im += xr yi + xi yr
        // x*conj(y): re += xr yr + xi yi, im += xi yr - xr yi
        // (m8n8k4: dmma16 here raised ptxas spills of side_tiles<double2> from 8-136 to 36-364
        // bytes, sm_90; not measured.)
        const double neg = kConj ? -a[m].x : -a[m].y;
#pragma unroll
        for (int n = 0; n < 4; ++n) {
          if (!tri_keep<kTri>(m, n)) continue;
          dmma(acc.re[m][n], a[m].x, b[n].x);
          dmma(acc.re[m][n], kConj ? a[m].y : neg, b[n].y);
          dmma(acc.im[m][n], kConj ? neg : a[m].x, b[n].y);
          dmma(acc.im[m][n], a[m].y, b[n].x);
        }
      }
    }
    return acc;
  }
  template <class F> static __device__ __forceinline__ void each(const Acc& acc, int lane, F&& f) {
    const int g = lane >> 2, q = lane & 3;
#pragma unroll
    for (int m = 0; m < 4; ++m)
#pragma unroll
      for (int n = 0; n < 4; ++n)
#pragma unroll
        for (int h = 0; h < 2; ++h)
          f(8 * m + g, 8 * n + 2 * q + h, make_double2(acc.re[m][n][h], acc.im[m][n][h]));
  }
  template <class F> static __device__ __forceinline__ void at(const Acc& acc, int lane, int e, F&& f) {
    const int m = e >> 3, n = (e >> 1) & 3, h = e & 1;
    f(8 * m + (lane >> 2), 8 * n + 2 * (lane & 3) + h, make_double2(acc.re[m][n][h], acc.im[m][n][h]));
  }
};

/// complex<float> panels on the FP64 tensor cores (Settings::gram_f64, rankk_f64, side_f64): each
/// fragment element widened on its load from shared memory (exact), the four real products of
/// MmaWarp<double2> in double, but as m16n8k4 on row-block pairs (2 x 4 x 4 dmma16 per 4
/// reduction indices; MmaWarp<double2> keeps m8n8k4 for its register budget in side_tiles),
/// each / at hand out the accumulators rounded to complex<float> once. Bank-conflict free at
/// RowPanel<LD> with LD = 4 mod 16 (8-byte units: a half-warp's lanes (g, q) hit 4g + q).
template <bool kConj> struct MmaWarp<float2, kConj> : MmaWarp<double2, kConj> {
  using Base = MmaWarp<double2, kConj>;
  using Acc = typename Base::Acc;  // and zero_acc, as complex<double>'s
  template <class LX, class LY, int BK, int kTri = kTriNone>
  static __device__ __forceinline__ Acc chunk_in(Acc acc, const float2* X, const float2* Y, int lane) {
    const int g = lane >> 2, q = lane & 3;
    const float2* xp = X + g * LX::rs + q * LX::ls;
    const float2* yp = Y + g * LY::rs + q * LY::ls;
    // Rolled: unrolled, the loads hoisted ahead spilled 176-504 bytes under complex<double>'s
    // register budget (ptxas, sm_90), rolled 52-172; unroll 2: 332-456.
#pragma unroll 1
    for (int ks = 0; ks < BK; ks += 4) {
      double ar[4], ai[4];
#pragma unroll
      for (int m = 0; m < 4; ++m) {
        const float2 v = xp[8 * m * LX::rs + ks * LX::ls];
        ar[m] = v.x, ai[m] = v.y;
      }
      // One column block at a time (its operands loaded there) keeps fewer values live beside
      // the 128 accumulator registers. Only yi is negated in either form:
      //   x*y:       re += xr yr + xi (-yi), im += xr yi + xi yr
      //   x*conj(y): re += xr yr + xi yi,    im += xi yr + xr (-yi)
#pragma unroll
      for (int n = 0; n < 4; ++n) {
        const float2 v = yp[8 * n * LY::rs + ks * LY::ls];
        const double br = v.x, bi = v.y, bn = -bi;
#pragma unroll
        for (int p = 0; p < 2; ++p) {
          if (!tri_keep<kTri>(2 * p, n) && !tri_keep<kTri>(2 * p + 1, n)) continue;
          const int t = 2 * p, u = 2 * p + 1;
          dmma16(acc.re[t][n], acc.re[u][n], ar[t], ar[u], br);
          dmma16(acc.re[t][n], acc.re[u][n], ai[t], ai[u], kConj ? bi : bn);
          dmma16(acc.im[t][n], acc.im[u][n], ai[t], ai[u], br);
          dmma16(acc.im[t][n], acc.im[u][n], ar[t], ar[u], kConj ? bn : bi);
        }
      }
    }
    return acc;
  }
  /// complex<double>'s element order, each value rounded to complex<float>.
  template <class F> static __device__ __forceinline__ void each(const Acc& acc, int lane, F&& f) {
    Base::each(acc, lane, [&](int r, int c, double2 v) { f(r, c, make_float2(float(v.x), float(v.y))); });
  }
  template <class F> static __device__ __forceinline__ void at(const Acc& acc, int lane, int e, F&& f) {
    Base::at(acc, lane, e, [&](int r, int c, double2 v) { f(r, c, make_float2(float(v.x), float(v.y))); });
  }
};

/// A read-modify-write epilogue over a lane's elements (32, or the engine's kElems) in groups of
/// G: the G reads of C (load(row, col) -> D, zero where C is not read) are all issued before
/// the group's writes (store(row, col, value, old)). Reading C inside each() would cost one global round trip per
/// element: the compiler cannot move a load of C above a store to C it cannot prove distinct
/// (PTX of gram_tiles before this: ld.global / st.global alternating, 32 per lane in the
/// rank-k and side kernels).
template <class Engine, int G, class Acc, class L, class S>
__device__ __forceinline__ void each_rmw(const Acc& acc, int lane, L&& load, S&& store) {
  constexpr int kN = WarpTileOf<Engine>::elems;
  static_assert(kN % G == 0);
#pragma unroll
  for (int g = 0; g < kN; g += G) {
    decltype(load(0, 0)) old[G];
#pragma unroll
    for (int q = 0; q < G; ++q) Engine::at(acc, lane, g + q, [&](int r, int c, auto) { old[q] = load(r, c); });
#pragma unroll
    for (int q = 0; q < G; ++q)
      Engine::at(acc, lane, g + q, [&](int r, int c, auto v) { store(r, c, v, old[q]); });
  }
}

/// The engine of each element type; kK as in MmaWarp (real double only; the others ignore it).
template <class D, bool kConj, int kK = 4> struct WarpEngine { using type = SimtWarp<D, kConj>; };
template <bool kConj, int kK> struct WarpEngine<double, kConj, kK> {
  using type = MmaWarp<double, kConj, kK>;
};
template <bool kConj, int kK> struct WarpEngine<double2, kConj, kK> {
  using type = MmaWarp<double2, kConj>;
};

}  // namespace batchlas::kernels::level3
