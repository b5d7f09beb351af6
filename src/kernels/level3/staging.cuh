// Staging loads of the Level-3 tile kernels: a BT x BK panel of op(A) copied from global to
// shared memory with cp.async (sm_80+), so the next panels are in flight while the warps
// compute on the current one and no registers hold them.
//
// Two shared layouts. Row-major (stage_panel): panel row i (one row of op(A), i.e. one output
// row or column of C) holds BK consecutive reduction indices l, row stride LD = BK + pad
// elements (pad chosen per type in rankk_tiles.cuh so the compute loads are bank-conflict
// free). l-major (stage_panel_lmajor, below). Every element outside
// [0, n) x [0, k) is zero-filled by cp.async's src-size operand: it contributes nothing and
// the caller's padding (NaN in the tests) is never read.
//
// Four modes by how op(A) lies in memory (S(i, l) is element (i, l) of op(A), n x k); the host
// picks one per operand (rankk_params, side_tiles_run) and only the four below exist:
//   kRowsContiguous   NoTrans: S(i, l) = A(i, l) at i + l*ld. Consecutive threads take
//                     consecutive i (coalesced reads), one element each.
//   kColsElement      Trans/ConjTrans: S(i, l) = A(l, i) at l + i*ld, one element each,
//                     consecutive threads on consecutive l.
//   kColsVector       as kColsElement, 16 bytes per copy; needs a 16-byte aligned item base
//                     and ld a multiple of 16/sizeof(D) (checked on the host).
//   kRowsVector       NoTrans into the l-major layout only (stage_panel_lmajor below), 16 bytes
//                     of consecutive i per copy; the same alignment conditions as kColsVector.
//
// The l-major layout (stage_panel_lmajor) keeps element (i, l) at l*LDT + i instead: a NoTrans
// op(A) is contiguous along i, so it is copied 16 bytes at a time into it, where the row layout
// takes one element per copy, consecutive threads LD elements apart in shared memory (an 8-way
// bank conflict for double at LD = 36). The MMA engines read it (warp_tiles.cuh, LPanel), and
// float's SimtWarpXL as its X panel.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

namespace batchlas::kernels::level3 {

enum StageMode : int { kRowsContiguous = 0, kColsElement = 1, kColsVector = 2, kRowsVector = 3 };

__device__ __forceinline__ unsigned smem_u32(const void* p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

/// Copy `src_bytes` (0..BYTES) from src to dst and zero the rest of the BYTES.
template <int BYTES>
__device__ __forceinline__ void cp_async(void* dst, const void* src, int src_bytes) {
  if constexpr (BYTES == 16)
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(smem_u32(dst)),
                 "l"(src), "r"(src_bytes)
                 : "memory");
  else
    asm volatile("cp.async.ca.shared.global [%0], [%1], %2, %3;\n" ::"r"(smem_u32(dst)),
                 "l"(src), "n"(BYTES), "r"(src_bytes)
                 : "memory");
}
__device__ __forceinline__ void cp_async_commit() {
  asm volatile("cp.async.commit_group;\n" ::: "memory");
}
/// Wait until at most N of this thread's committed groups are still pending.
template <int N> __device__ __forceinline__ void cp_async_wait() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory");
}

/// One element, or zero when !ok. complex<double> goes as two 8-byte halves (only 8-byte
/// alignment is assumed in element mode) unless `wide` says both addresses are 16-byte aligned.
template <class D>
__device__ __forceinline__ void cp_element(D* dst, const D* src, bool ok, bool wide = false) {
  if constexpr (sizeof(D) <= 8) {
    cp_async<sizeof(D)>(dst, src, ok ? int(sizeof(D)) : 0);
  } else if (wide) {
    cp_async<16>(dst, src, ok ? 16 : 0);
  } else {
    const double* s = reinterpret_cast<const double*>(src);
    double* d = reinterpret_cast<double*>(dst);
    cp_async<8>(d, s, ok ? 8 : 0);
    cp_async<8>(d + 1, s + 1, ok ? 8 : 0);
  }
}

/// The copy loop of every staging mode. A panel slot (x, y), x in [0, XE), y in [0, YE), comes
/// from a source contiguous along x, element (x0 + x, y0 + y) at g + (x0 + x) + (y0 + y)*ld, and
/// goes to sm[x*XS + y*YS]; an element with x0 + x >= x_end or y0 + y >= y_end is zero-filled
/// (cp.async's source size 0: nothing is read). kVec: V = 16/sizeof(D) consecutive x per copy
/// (16-byte aligned source and destination, checked on the host; a chunk partly past x_end
/// copies its valid bytes and zero-fills the rest), else one element per copy. Thread t keeps
/// one x-chunk (t % PER) and steps y by NTS/PER: consecutive threads read consecutive chunks.
/// Each keeps one running source pointer and a fixed step, so staging costs a few registers
/// whatever the panel size (a per-element address would be hoisted out of the k loop and fill
/// the file).
template <class D, int XE, int YE, int XS, int YS, int NTS, bool kVec>
__device__ __forceinline__ void stage_along_x(D* sm, const D* g, int64_t ld, int64_t x0, int64_t x_end,
                                              int64_t y0, int64_t y_end) {
  constexpr int V = kVec ? 16 / int(sizeof(D)) : 1;
  constexpr int PER = XE / V, DY = NTS / PER, ITERS = YE * PER / NTS;
  static_assert(XE % V == 0 && NTS % PER == 0 && YE % DY == 0 && ITERS >= 1);  // ITERS * DY == YE
  const int tid = threadIdx.x;
  const int x = (tid % PER) * V, y = tid / PER;
  [[maybe_unused]] int bytes = 0;     // kVec: this thread's valid bytes per copy
  [[maybe_unused]] bool x_ok = false;  // element copies: x inside the source
  if constexpr (kVec) {
    int64_t cnt = x_end - x0 - x;
    cnt = cnt < 0 ? 0 : (cnt > V ? V : cnt);
    bytes = static_cast<int>(cnt) * int(sizeof(D));
  } else {
    x_ok = x0 + x < x_end;
  }
  int64_t rem_y = y_end - y0 - y;
  const D* src = g + (x0 + x) + (y0 + y) * ld;
  const int64_t step = DY * ld;
  D* dst = sm + x * XS + y * YS;
  if constexpr (kVec) {
#pragma unroll 4
    for (int it = 0; it < ITERS; ++it) {
      const bool ok = bytes > 0 && rem_y > 0;
      cp_async<16>(dst, ok ? src : g, ok ? bytes : 0);
      src += step, dst += DY * YS, rem_y -= DY;
    }
  } else {
#pragma unroll 4
    for (int it = 0; it < ITERS; ++it) {
      const bool ok = x_ok && rem_y > 0;
      cp_element(dst, ok ? src : g, ok);  // 8-byte alignment only (complex<double>: two halves)
      src += step, dst += DY * YS, rem_y -= DY;
    }
  }
}

/// Stage rows [row0, row0+BT) and reduction indices [k0, k0+BK) of op(A) of one item (base g)
/// into the row-major panel `sm` ((i, l) at i*LD + l). The first NTS threads (a power of two,
/// >= BT) copy (stage_along_x): kRowsContiguous along i, one element each; kColsElement and
/// kColsVector along l (any other mode value is staged as kColsVector: kRowsVector goes to
/// stage_panel_lmajor only, which the host guarantees through RankkParams::lmajor).
template <class D, int BT, int BK, int LD, int NTS>
__device__ __forceinline__ void stage_panel(D* sm, const D* g, int64_t ld, int mode, int64_t row0,
                                            int64_t n, int64_t k0, int64_t k) {
  static_assert(NTS >= BT && NTS >= BK && (NTS & (NTS - 1)) == 0 && (BT * BK) % NTS == 0);
  if (int(threadIdx.x) >= NTS) return;
  if (mode == kRowsContiguous) stage_along_x<D, BT, BK, LD, 1, NTS, false>(sm, g, ld, row0, n, k0, k);
  else if (mode == kColsElement) stage_along_x<D, BK, BT, 1, LD, NTS, false>(sm, g, ld, k0, k, row0, n);
  else stage_along_x<D, BK, BT, 1, LD, NTS, true>(sm, g, ld, k0, k, row0, n);
}

/// The panel of stage_panel from a NoTrans op(A) (S(i, l) at i + l*ld) in the l-major layout:
/// (i, l) at sm[l*LDT + i], copied along i, 16 bytes per copy (kRowsVector) or one element
/// (kRowsContiguous: unaligned operands); a warp reads 32 consecutive chunks of one column of A
/// and writes them contiguously.
template <class D, int BT, int BK, int LDT, int NTS>
__device__ __forceinline__ void stage_panel_lmajor(D* sm, const D* g, int64_t ld, int mode, int64_t row0,
                                                   int64_t n, int64_t k0, int64_t k) {
  if (int(threadIdx.x) >= NTS) return;
  if (mode == kRowsVector) stage_along_x<D, BT, BK, 1, LDT, NTS, true>(sm, g, ld, row0, n, k0, k);
  else stage_along_x<D, BT, BK, 1, LDT, NTS, false>(sm, g, ld, row0, n, k0, k);
}

/// All KS panels of one Gram stage (gram_tiles.cuh) in kColsVector mode at once: op(A) rows
/// [0, BT) x reduction indices [k0, k0 + KS*BK) are KS*BK*sizeof(D) contiguous bytes (512, 256
/// or 128 for BT = 32, 64, 128) of each of A's first BT columns, 1024 16-byte chunks in every
/// case. Thread t keeps one chunk column j = t % CPC (so one panel and one offset in it) and
/// copies rows t / CPC + r*DI: a copy costs a compare and an add. Per panel, stage_panel spent
/// about 100 PTX instructions of 64-bit set-up (gram_tiles<float, 32>: ~400 per stage against
/// 736 of FMAs and shared loads per warp; ncu found that kernel issue-bound). Rows >= n and
/// indices >= k are zero-filled as in stage_panel. n <= 128 (Gram form).
template <class D, int BT, int BK, int LD, int KS, int NTS>
__device__ __forceinline__ void stage_cols_stage(D* sm, const D* g, int64_t ld, int64_t n, int64_t k0,
                                                 int64_t k) {
  constexpr int V = 16 / int(sizeof(D));
  constexpr int CPP = BK / V;        // chunks per panel row
  constexpr int CPC = KS * CPP;      // chunks per column and stage
  constexpr int DI = NTS / CPC;      // rows between one thread's copies
  constexpr int ITERS = BT / DI;
  static_assert(BK % V == 0 && NTS % CPC == 0 && BT % DI == 0);
  const int tid = threadIdx.x;
  if (tid >= NTS) return;
  const int j = tid % CPC, i0 = tid / CPC;
  const int64_t l = k0 + int64_t(j) * V;
  const int64_t cnt = k - l < 0 ? 0 : (k - l > V ? V : k - l);
  const int bytes = static_cast<int>(cnt) * int(sizeof(D));
  const int rows = static_cast<int>(n) - i0;  // this thread's rows i0 + r*DI exist while r*DI < rows
  const D* src = g + l + i0 * ld;
  const int64_t step = DI * ld;
  D* dst = sm + (j / CPP) * (BT * LD) + i0 * LD + (j % CPP) * V;
#pragma unroll
  for (int r = 0; r < ITERS; ++r) {
    const bool ok = bytes > 0 && r * DI < rows;
    cp_async<16>(dst + r * DI * LD, ok ? src : g, ok ? bytes : 0);
    src += step;
  }
}

}  // namespace batchlas::kernels::level3
