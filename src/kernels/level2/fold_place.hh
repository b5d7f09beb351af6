// Where the fold kernel (rank_fold.cuh) puts a lane: the index arithmetic alone, plain C++ so
// the host tests can enumerate it (tests/level2/rank_fold_place_test.cc).
//
// A triangle of n = P*V rows and columns, in packs of V rows: block q of V columns holds, per
// column, the packs q..P-1 (Lower) or 0..q (Upper), P - q or q + 1 of them. Two blocks whose
// counts add up to P are paired into virtual block w (0 <= w <= P/2), a rectangle of P virtual
// rows by V columns:
//   Lower: w = 0 -> block 0; else block w for virtual rows r >= w (pack row r) and block P - w
//          for r < w (pack row P - w + r);
//   Upper: w = 0 -> block P - 1; else block P - 1 - w for r < P - w (pack row r) and block
//          w - 1 for the others (pack row r - (P - w)).
// The larger block keeps pack row = virtual row, so a warp's run of packs starts where its
// panel of virtual rows does (aligned when the column is); only the smaller block's w <= P/2
// rows are shifted. Where the two are the same block (P even, w = P/2) the smaller part is
// masked.
#pragma once

#include <cstdint>

#if defined(__CUDACC__)
#define BATCHLAS_FOLD_HD __host__ __device__ __forceinline__
#else
#define BATCHLAS_FOLD_HD inline
#endif

namespace batchlas::kernels::level2::rank_detail {

/// Virtual blocks per item of a triangle of P pack rows.
BATCHLAS_FOLD_HD int64_t fold_blocks(int64_t P) { return P / 2 + 1; }

/// The block and pack row that virtual row r (0 <= r < P) of virtual block w names; false
/// where the lane is masked. I: a signed integer type holding P (32-bit in the stream kernel's rank-2 form).
template <class I>
BATCHLAS_FOLD_HD bool fold_place(bool lower, I P, I w, I r, I& blk, I& pr) {
  if (lower) {
    const bool big = r >= w;
    blk = big ? w : P - w;
    pr = big ? r : P - w + r;
    return big || P - w != w;
  }
  const bool big = r < P - w;
  blk = big ? P - 1 - w : w - 1;
  pr = big ? r : r - (P - w);
  return big || w - 1 != P - 1 - w;
}

/// Whether element t of the pack in column e of its block is in the triangle: every element
/// unless the pack is on the diagonal (pack row = block), where only its triangle part is.
BATCHLAS_FOLD_HD bool fold_in_triangle(bool lower, bool diag, int t, int e) {
  return !diag || (lower ? t >= e : t <= e);
}

}  // namespace batchlas::kernels::level2::rank_detail

#undef BATCHLAS_FOLD_HD
