// The `blocked` families of trmm, symm, hemm (and syrk/herk: rank_k_plan) as a list of GEMM steps (host index math only;
// src/backends/cublas/blocked.hh runs it with cuBLAS, tests/level3/blocked_plan_test.cc runs it
// with a reference GEMM). The structured matrix (m x m for side Left, n x n for Right) is cut
// into blocks of nb; per block row (Left) or block column (Right) of C there are at most three
// strided-batched GEMMs over the whole batch:
//   1. the diagonal block, expanded into scratch (zeros or the mirrored triangle), times the
//      matching block of B, with the caller's beta (trmm: 0);
//   2. the stored blocks on one side of the diagonal, read in place as one contiguous panel
//      (op N), accumulated (beta 1);
//   3. the blocks on the other side: trmm has none (the triangle is zero there); symm/hemm read
//      the mirrored panel in place with op T (hemm: C).
// So only the diagonal blocks are copied (na*nb elements per item instead of na^2 for the
// `expand` families), and every flop runs in cuBLAS GEMM. Method as in the level-3 BLAS built
// on GEMM (Kagstrom, Ling, Van Loan, "GEMM-based level 3 BLAS", ACM TOMS 24(3), 1998).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "batchlas/types.hh"

namespace batchlas::ops::blocked {

/// Where a GEMM operand lives: the structured input A (in place), the expanded diagonal block
/// `block` in scratch (packed, leading dimension = its size), or B. (syrk/herk: A is the
/// factor, read in place by every step.)
enum class Src { A, Diag, B };

/// One strided-batched GEMM: C[c_row.., c_col..] (rows x cols) := alpha*op(X)*op(Y) +
/// (accumulate ? 1 : beta)*C, X and Y sub-blocks starting at (row, col) of their source.
struct Step {
  Op opx, opy;
  int64_t rows, cols, k;
  Src x, y;
  int64_t x_row, x_col, y_row, y_col;  ///< offsets in the source (unused for Src::Diag)
  int64_t block;                       ///< Src::Diag: which diagonal block
  int64_t c_row, c_col;
  bool accumulate;  ///< beta = 1 (a later step of the same block); else the caller's beta
  /// rank_k_plan only: the product goes to scratch block `block` (packed, beta 0), to be folded
  /// into C's diagonal block afterwards; c_row/c_col unused.
  bool to_scratch = false;
};

/// One diagonal block of the structured matrix: rows/columns [start, start + size).
struct Block {
  int64_t start, size;
};

struct Plan {
  std::vector<Block> diag;  ///< expanded into scratch in this order, packed one after another
  std::vector<Step> steps;  ///< run in this order
};

/// Block size for a structured matrix of order na: at least 4 blocks up to na = 512, so the
/// off-diagonal panels carry most of the flops; 16..128. A first guess, not yet tuned on the
/// GPU (docs/PERFORMANCE.md, session 4).
inline int64_t block_size(int64_t na) {
  if (na <= 64) return 16;
  if (na <= 128) return 32;
  if (na <= 512) return 64;
  return 128;
}

inline std::vector<Block> blocks(int64_t na, int64_t nb) {
  std::vector<Block> out;
  for (int64_t s = 0; s < na; s += nb) out.push_back({s, std::min(nb, na - s)});
  return out;
}

/// trmm: C := alpha*op(A)*B (Left, A m x m) or alpha*B*op(A) (Right, A n x n), A triangular
/// (uplo). C must not alias B here (the caller reads B from a copy when in place).
inline Plan trmm_plan(Side side, Uplo uplo, Op transa, int64_t m, int64_t n, int64_t nb) {
  const bool left = side == Side::Left;
  const int64_t na = left ? m : n;
  Plan p;
  p.diag = blocks(na, nb);
  // op(A) is lower triangular when (uplo == Lower) == (transa == NoTrans).
  const bool lower = (uplo == Uplo::Lower) == (transa == Op::NoTrans);
  const bool notrans = transa == Op::NoTrans;
  for (int64_t i = 0; i < int64_t(p.diag.size()); ++i) {
    const Block b = p.diag[i];
    // Off-diagonal blocks of op(A) in block row i (Left) / block column i (Right): indices
    // [lo, hi) along the other dimension.
    int64_t lo, hi;
    if (left) lo = lower ? 0 : b.start + b.size, hi = lower ? b.start : na;
    else lo = lower ? b.start + b.size : 0, hi = lower ? na : b.start;
    if (left) {
      p.steps.push_back({transa, Op::NoTrans, b.size, n, b.size, Src::Diag, Src::B, 0, 0, b.start, 0, i,
                         b.start, 0, false});
      if (hi > lo) {
        // op(A)[block i, lo:hi] = A[b, lo:hi] (N) or op(A[lo:hi, b]) (T/C).
        const int64_t xr = notrans ? b.start : lo, xc = notrans ? lo : b.start;
        p.steps.push_back({transa, Op::NoTrans, b.size, n, hi - lo, Src::A, Src::B, xr, xc, lo, 0, 0,
                           b.start, 0, true});
      }
    } else {
      p.steps.push_back({Op::NoTrans, transa, m, b.size, b.size, Src::B, Src::Diag, 0, b.start, 0, 0, i,
                         0, b.start, false});
      if (hi > lo) {
        // op(A)[lo:hi, block i] = A[lo:hi, b] (N) or op(A[b, lo:hi]) (T/C).
        const int64_t yr = notrans ? lo : b.start, yc = notrans ? b.start : lo;
        p.steps.push_back({Op::NoTrans, transa, m, b.size, hi - lo, Src::B, Src::A, 0, lo, yr, yc, 0,
                           0, b.start, true});
      }
    }
  }
  return p;
}

/// symm/hemm: C := alpha*A*B + beta*C (Left, A m x m) or alpha*B*A + beta*C (Right, A n x n),
/// A symmetric (Hermitian when `hermitian`) from its uplo triangle.
inline Plan symm_plan(Side side, Uplo uplo, bool hermitian, int64_t m, int64_t n, int64_t nb) {
  const bool left = side == Side::Left;
  const int64_t na = left ? m : n;
  const Op mirror = hermitian ? Op::ConjTrans : Op::Trans;
  Plan p;
  p.diag = blocks(na, nb);
  const bool lower = uplo == Uplo::Lower;
  for (int64_t i = 0; i < int64_t(p.diag.size()); ++i) {
    const Block b = p.diag[i];
    const int64_t e = b.start + b.size;
    // Stored blocks of block row/column i lie on indices [s0, s1), the mirrored ones on [t0, t1).
    const int64_t s0 = lower ? 0 : e, s1 = lower ? b.start : na;
    const int64_t t0 = lower ? e : 0, t1 = lower ? na : b.start;
    if (left) {
      p.steps.push_back({Op::NoTrans, Op::NoTrans, b.size, n, b.size, Src::Diag, Src::B, 0, 0, b.start, 0, i,
                         b.start, 0, false});
      // A[b, s0:s1] stored: op N. A[b, t0:t1] = op(A[t0:t1, b]) with op = mirror.
      if (s1 > s0)
        p.steps.push_back({Op::NoTrans, Op::NoTrans, b.size, n, s1 - s0, Src::A, Src::B, b.start, s0, s0, 0, 0,
                           b.start, 0, true});
      if (t1 > t0)
        p.steps.push_back({mirror, Op::NoTrans, b.size, n, t1 - t0, Src::A, Src::B, t0, b.start, t0, 0, 0,
                           b.start, 0, true});
    } else {
      p.steps.push_back({Op::NoTrans, Op::NoTrans, m, b.size, b.size, Src::B, Src::Diag, 0, b.start, 0, 0, i,
                         0, b.start, false});
      // Column block i of A: rows [u0, u1) stored below (lower) or above (upper) the diagonal
      // read in place (op N); the others mirrored from row block i (op = mirror).
      const int64_t u0 = lower ? e : 0, u1 = lower ? na : b.start;
      const int64_t v0 = lower ? 0 : e, v1 = lower ? b.start : na;
      if (u1 > u0)
        p.steps.push_back({Op::NoTrans, Op::NoTrans, m, b.size, u1 - u0, Src::B, Src::A, 0, u0, u0, b.start, 0,
                           0, b.start, true});
      if (v1 > v0)
        p.steps.push_back({Op::NoTrans, mirror, m, b.size, v1 - v0, Src::B, Src::A, 0, v0, b.start, v0, 0,
                           0, b.start, true});
    }
  }
  return p;
}

/// syrk/herk: C := alpha*op(A)*op(A)^T + beta*C (herk: ^H) on the uplo triangle of the n x n C,
/// op(A) n x k (trans N: A is n x k; T/C: A is k x n). Per block row i the off-diagonal panel of
/// the triangle is one GEMM written straight into C (with beta); the diagonal block's full
/// product goes to scratch block i (steps with to_scratch, beta 0) and is then folded into C's
/// uplo triangle (kernels::fold: beta, exactly real diagonal for herk). The GEMM flops are
/// n^2 k (1 + nb/n), against 2 n^2 k for a full GEMM. x is always A; y is A again.
inline Plan rank_k_plan(Uplo uplo, Op trans, bool hermitian, int64_t n, int64_t k, int64_t nb) {
  Plan p;
  p.diag = blocks(n, nb);
  const bool notrans = trans == Op::NoTrans;
  const Op adj = hermitian ? Op::ConjTrans : Op::Trans;
  // op(A)[rows r0..r0+r) is A[r0.., 0..k) (N) or op(A[0..k, r0..]) (T/C); times the adjoint of
  // op(A)[rows c0..c0+c): A[c0.., 0..k) with op adj (N), or A[0..k, c0..] with op N (T/C).
  auto product = [&](int64_t rows, int64_t r0, int64_t cols, int64_t c0, int64_t block, bool scratch) {
    Step s{notrans ? Op::NoTrans : trans, notrans ? adj : Op::NoTrans, rows, cols, k, Src::A, Src::A,
           notrans ? r0 : 0, notrans ? 0 : r0, notrans ? c0 : 0, notrans ? 0 : c0, block,
           scratch ? 0 : r0, scratch ? 0 : c0, false};
    s.to_scratch = scratch;
    return s;
  };
  for (int64_t i = 0; i < int64_t(p.diag.size()); ++i) {
    const Block b = p.diag[i];
    p.steps.push_back(product(b.size, b.start, b.size, b.start, i, true));
    const int64_t lo = uplo == Uplo::Lower ? 0 : b.start + b.size;
    const int64_t hi = uplo == Uplo::Lower ? b.start : n;
    if (hi > lo) p.steps.push_back(product(b.size, b.start, hi - lo, lo, 0, false));
  }
  return p;
}

/// Scratch elements of the expanded diagonal blocks of one item (sum of size^2).
inline int64_t diag_elements(const Plan& p) {
  int64_t s = 0;
  for (const Block& b : p.diag) s += b.size * b.size;
  return s;
}

}  // namespace batchlas::ops::blocked
