// The `blocked` and `recursive` families of trmm, symm, hemm (and syrk/herk: rank_k_plan) as a
// list of GEMM steps (host index math only;
// src/backends/cublas/blocked.hh runs it with cuBLAS, tests/level3/blocked_plan_test.cc runs it
// with a reference GEMM). The structured matrix (m x m for side Left, n x n for Right) is cut
// into nblk = ceil(na/nb) blocks of nb (the last one may be shorter):
//   1. the diagonal blocks, expanded into scratch (zeros or the mirrored triangle), each times
//      the matching block of B, with the caller's beta (trmm: 0), each before any step that
//      accumulates into its rows (Left) or columns (Right) of C;
//   2. the off-diagonal blocks, read in place. `blocked` (Grouping::Rows): one panel per block
//      row (Left) or block column (Right). `recursive` (Grouping::Levels): grouped by recursion
//      level: for h = the largest power of two below nblk down to 1, the squares of block rows
//      [(2j+1)h, (2j+2)h) (clipped to nblk) and block columns [2jh, (2j+1)h), j = 0, 1, ...
//      while (2j+1)h < nblk. Block (r, c), r > c, lies in exactly one square (h = the highest
//      set bit of r xor c); an upper triangle takes the mirrored squares. All accumulate
//      (beta 1). trmm: each square of op(A)'s triangle once; symm/hemm: each square of the
//      stored triangle twice, as stored (op N) and mirrored (op T, hemm: C).
// The full squares of one level have equal shape and lie 2h*nb apart along both indices, so
// they are ONE step with a repeat (Step::count, per-repeat deltas), run as one pointer-array
// batched GEMM over count x batch problems; the clipped square of a level (its rows end at na)
// is its own step. Likewise the full diagonal blocks are one repeated step and a short last
// block another. For na = nb*2^L that is 1 + L steps (trmm, syrk/herk) or 1 + 2L (symm/hemm)
// instead of one or more per block row, and level h's GEMMs have h*nb x h*nb x h*nb (times
// the other dimension) shape, so no small early panel runs alone on the GPU.
// Only the diagonal blocks are copied (na*nb elements per item instead of na^2 for the `expand`
// families), and every flop runs in cuBLAS GEMM. Method as in the level-3 BLAS built on GEMM
// (Kagstrom, Ling, Van Loan, "GEMM-based level 3 BLAS", ACM TOMS 24(3), 1998), the level
// grouping as the recursive formulation of Elmroth, Gustavson, Jonsson, Kagstrom, "Recursive
// blocked algorithms and hybrid data structures for dense matrix library software", SIAM Review
// 46(1), 2004 (each level of the recursion's off-diagonal GEMMs, batched together).
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "batchlas/types.hh"

namespace batchlas::ops::blocked {

/// Where a GEMM operand lives: the structured input A (in place), the expanded diagonal block
/// `block` in scratch (packed, leading dimension = its size), or B. (syrk/herk: A is the
/// factor, read in place by every step.)
enum class Src { A, Diag, B };

/// One batched GEMM: C[c_row.., c_col..] (rows x cols) := alpha*op(X)*op(Y) +
/// (accumulate ? 1 : beta)*C, X and Y sub-blocks starting at (row, col) of their source; run
/// `count` times (repeat j: every offset advanced by j times its delta, the shape and ops the
/// same). The repeats of one step write disjoint parts of C (or distinct scratch blocks), so
/// they may run as one batched call; steps run in order.
struct Step {
  Op opx, opy;
  int64_t rows, cols, k;
  Src x, y;
  int64_t x_row, x_col, y_row, y_col;  ///< offsets in the source (unused for Src::Diag)
  int64_t block;                       ///< Src::Diag: which diagonal block
  int64_t c_row, c_col;
  bool accumulate;  ///< beta = 1 (C was written by an earlier step); else the caller's beta
  /// rank_k_plan only: the product goes to scratch block `block` (packed, beta 0), to be folded
  /// into C's diagonal block afterwards; c_row/c_col unused.
  bool to_scratch = false;
  /// Repeats and their per-repeat deltas. A repeated Src::Diag or to_scratch step covers
  /// blocks block, block + dblock, ... of equal size only (the executor relies on it: their
  /// scratch offsets are then linear in j).
  int64_t count = 1;
  int64_t dx_row = 0, dx_col = 0, dy_row = 0, dy_col = 0, dblock = 0, dc_row = 0, dc_col = 0;

  /// Repeat j as a step of its own (count 1).
  Step at(int64_t j) const {
    Step s = *this;
    s.x_row += j * dx_row, s.x_col += j * dx_col, s.y_row += j * dy_row, s.y_col += j * dy_col;
    s.block += j * dblock, s.c_row += j * dc_row, s.c_col += j * dc_col;
    s.count = 1;
    s.dx_row = s.dx_col = s.dy_row = s.dy_col = s.dblock = s.dc_row = s.dc_col = 0;
    return s;
  }
};

/// One diagonal block of the structured matrix: rows/columns [start, start + size).
struct Block {
  int64_t start, size;
};

struct Plan {
  std::vector<Block> diag;  ///< expanded into scratch in this order, packed one after another
  std::vector<Step> steps;  ///< run in this order
};

/// How the off-diagonal blocks become GEMM steps:
///   Rows   one step per block row (Left) or block column (Right) of the structured matrix (the
///          `blocked` families): strided-batched GEMMs of nb x (i*nb) panels, one after another;
///   Levels the recursion-level squares above, each level's full squares one repeated step (the
///          `recursive` families): fewer, larger calls, run as pointer-array batched GEMMs.
/// Measured on the H200 (docs/PERFORMANCE-LOG.md, session 5): Levels is faster for float and
/// complex syrk/herk at n >= 512 and complex trmm, Rows for double and float trmm/symm (cuBLAS's
/// pointer-array GEMM runs slower there), so both are families and the tuned tables choose.
enum class Grouping { Rows, Levels };

/// Block size for a structured matrix of order na: at least 4 blocks up to na = 512, so the
/// off-diagonal panels carry most of the flops; 16..128. A first guess, not yet tuned on the
/// GPU (docs/PERFORMANCE-LOG.md, session 4).
inline int64_t block_size(int64_t na) {
  if (na <= 64) return 16;
  if (na <= 128) return 32;
  if (na <= 512) return 64;
  return 128;
}

/// Diagonal block order of syrk/herk `recursive_native` at order n: `set` (BATCHLAS_BLOCKED_NB)
/// when given, else n / 4 rounded up, at most 128; then capped at n and rounded up to a whole
/// `tile` (the tile kernel's rows), at most n. So a result below n is a multiple of tile, as the
/// kernel's per-block offsets need. Measured (H200, docs/PERFORMANCE-LOG.md session 27 call 2, syrk
/// T, x cuBLAS GEMM): n = 512 nb 64 / 128 / 256: float 1.55 / 1.54 / 1.46, double 1.41 / 1.53 /
/// 1.51; n = 1024 nb 128 / 256 / 512: float 1.71 / 1.66 / 1.56, double 1.64-1.68 / 1.62-1.64 /
/// 1.55-1.65.
inline int64_t native_diagonal_block(int64_t n, std::optional<int64_t> set, int64_t tile) {
  const int64_t want = std::min(n, set ? *set : std::min<int64_t>(128, (n + 3) / 4));
  return std::min(n, std::max(tile, (want + tile - 1) / tile * tile));
}

inline std::vector<Block> blocks(int64_t na, int64_t nb) {
  std::vector<Block> out;
  for (int64_t s = 0; s < na; s += nb) out.push_back({s, std::min(nb, na - s)});
  return out;
}

/// `count` equal off-diagonal squares of one recursion level, in elements: square j spans the
/// later index range [hi + j*step, + hi_size) and the earlier range [lo + j*step, + lo_size).
/// In a lower triangle the later range is the rows (block (r, c), r > c), in an upper one the
/// columns.
struct Squares {
  int64_t count, hi, lo, hi_size, lo_size, step;
};

/// The off-diagonal squares of an order-na matrix cut into blocks of nb, level by level from
/// the largest (h = highest power of two below nblk) to h = 1: per level the full squares as one
/// group (the full ones are j < na / (2h*nb), the first ones), then the clipped one (rows end at
/// na) if any. Together they cover every block (r, c), r > c, exactly once.
inline std::vector<Squares> level_squares(int64_t na, int64_t nb) {
  std::vector<Squares> out;
  const int64_t nblk = (na + nb - 1) / nb;
  if (nblk < 2) return out;
  int64_t h = 1;
  while (2 * h < nblk) h *= 2;
  for (; h >= 1; h /= 2) {
    const int64_t size = h * nb, step = 2 * size;
    const int64_t full = na / step;  // (2j+2)*size <= na
    if (full > 0) out.push_back({full, size, 0, size, size, step});
    const int64_t hi = (2 * full + 1) * size;  // square j = full: (2j+1)h < nblk <=> hi < na
    if (hi < na) out.push_back({1, hi, hi - size, na - hi, size, 0});
  }
  return out;
}

/// Pushes step make(0) repeated `count` times, its deltas those from make(0) to make(1) (make
/// must be linear in j: every repeat shifts each offset by the same amount).
template <class Make> void push_repeated(std::vector<Step>& out, int64_t count, Make make) {
  Step s = make(int64_t(0));
  if (count > 1) {
    const Step t = make(int64_t(1));
    s.count = count;
    s.dx_row = t.x_row - s.x_row, s.dx_col = t.x_col - s.x_col;
    s.dy_row = t.y_row - s.y_row, s.dy_col = t.y_col - s.y_col;
    s.dblock = t.block - s.block, s.dc_row = t.c_row - s.c_row, s.dc_col = t.c_col - s.c_col;
  }
  out.push_back(s);
}

/// Pushes make(i) for every diagonal block i, the full blocks (size nb, the first ones) as one
/// repeated step and a short last block as another.
template <class Make> void push_diagonal(Plan& p, int64_t nb, Make make) {
  const int64_t nblk = int64_t(p.diag.size());
  const int64_t full = nblk > 0 && p.diag.back().size < nb ? nblk - 1 : nblk;
  if (full > 0) push_repeated(p.steps, full, make);
  if (full < nblk) p.steps.push_back(make(full));
}

/// Pushes make(R0, R, K0, K) for every square of a triangle of an order-na matrix, each level's
/// full squares as one repeated step: R = [R0, R0 + R) the square's rows, [K0, K0 + K) its
/// columns; lower: the squares below the diagonal, else their mirror images above it.
template <class Make> void push_squares(Plan& p, int64_t na, int64_t nb, bool lower, Make make) {
  for (const Squares& g : level_squares(na, nb))
    push_repeated(p.steps, g.count, [&](int64_t j) {
      const int64_t hi = g.hi + j * g.step, lo = g.lo + j * g.step;
      return lower ? make(hi, g.hi_size, lo, g.lo_size) : make(lo, g.lo_size, hi, g.hi_size);
    });
}

/// trmm: C := alpha*op(A)*B (Left, A m x m) or alpha*B*op(A) (Right, A n x n), A triangular
/// (uplo). C must not alias B here (the caller reads B from a copy when in place).
inline Plan trmm_plan(Side side, Uplo uplo, Op transa, int64_t m, int64_t n, int64_t nb,
                      Grouping g = Grouping::Levels) {
  const bool left = side == Side::Left;
  const int64_t na = left ? m : n;
  Plan p;
  p.diag = blocks(na, nb);
  // op(A) is lower triangular when (uplo == Lower) == (transa == NoTrans).
  const bool lower = (uplo == Uplo::Lower) == (transa == Op::NoTrans);
  const bool notrans = transa == Op::NoTrans;
  auto diagonal = [&](int64_t i) -> Step {
    const Block b = p.diag[size_t(i)];
    if (left)
      return {transa, Op::NoTrans, b.size, n, b.size, Src::Diag, Src::B, 0, 0, b.start, 0, i, b.start, 0, false};
    return {Op::NoTrans, transa, m, b.size, b.size, Src::B, Src::Diag, 0, b.start, 0, 0, i, 0, b.start, false};
  };
  if (g == Grouping::Rows) {  // per block row (Left) / column (Right): its diagonal block, then its panel
    for (int64_t i = 0; i < int64_t(p.diag.size()); ++i) {
      const Block b = p.diag[size_t(i)];
      p.steps.push_back(diagonal(i));
      // Off-diagonal blocks of op(A) in block row i (Left) / block column i (Right): indices
      // [lo, hi) along the other dimension.
      int64_t lo, hi;
      if (left) lo = lower ? 0 : b.start + b.size, hi = lower ? b.start : na;
      else lo = lower ? b.start + b.size : 0, hi = lower ? na : b.start;
      if (hi <= lo) continue;
      if (left) {  // op(A)[block i, lo:hi] = A[b, lo:hi] (N) or op(A[lo:hi, b]) (T/C)
        const int64_t xr = notrans ? b.start : lo, xc = notrans ? lo : b.start;
        p.steps.push_back({transa, Op::NoTrans, b.size, n, hi - lo, Src::A, Src::B, xr, xc, lo, 0, 0, b.start, 0, true});
      } else {  // op(A)[lo:hi, block i] = A[lo:hi, b] (N) or op(A[b, lo:hi]) (T/C)
        const int64_t yr = notrans ? lo : b.start, yc = notrans ? b.start : lo;
        p.steps.push_back({Op::NoTrans, transa, m, b.size, hi - lo, Src::B, Src::A, 0, lo, yr, yc, 0, 0, b.start, true});
      }
    }
    return p;
  }
  push_diagonal(p, nb, diagonal);
  // A square (rows R, columns K) of op(A): op(A)[R, K] = A[R, K] (N) or op(A[K, R]) (T/C).
  push_squares(p, na, nb, lower, [&](int64_t r0, int64_t r, int64_t k0, int64_t k) -> Step {
    const int64_t ar = notrans ? r0 : k0, ac = notrans ? k0 : r0;
    if (left)  // C[R, :] += op(A)[R, K] * B[K, :]
      return {transa, Op::NoTrans, r, n, k, Src::A, Src::B, ar, ac, k0, 0, 0, r0, 0, true};
    // C[:, K] += B[:, R] * op(A)[R, K]
    return {Op::NoTrans, transa, m, k, r, Src::B, Src::A, 0, r0, ar, ac, 0, 0, k0, true};
  });
  return p;
}

/// symm/hemm: C := alpha*A*B + beta*C (Left, A m x m) or alpha*B*A + beta*C (Right, A n x n),
/// A symmetric (Hermitian when `hermitian`) from its uplo triangle.
inline Plan symm_plan(Side side, Uplo uplo, bool hermitian, int64_t m, int64_t n, int64_t nb,
                      Grouping g = Grouping::Levels) {
  const bool left = side == Side::Left;
  const int64_t na = left ? m : n;
  const Op mirror = hermitian ? Op::ConjTrans : Op::Trans;
  Plan p;
  p.diag = blocks(na, nb);
  auto diagonal = [&](int64_t i) -> Step {
    const Block b = p.diag[size_t(i)];
    if (left)
      return {Op::NoTrans, Op::NoTrans, b.size, n, b.size, Src::Diag, Src::B, 0, 0, b.start, 0, i, b.start, 0, false};
    return {Op::NoTrans, Op::NoTrans, m, b.size, b.size, Src::B, Src::Diag, 0, b.start, 0, 0, i, 0, b.start, false};
  };
  if (g == Grouping::Rows) {  // per block row (Left) / column (Right): diagonal, stored panel, mirrored panel
    const bool lower = uplo == Uplo::Lower;
    for (int64_t i = 0; i < int64_t(p.diag.size()); ++i) {
      const Block b = p.diag[size_t(i)];
      const int64_t e = b.start + b.size;
      p.steps.push_back(diagonal(i));
      if (left) {
        // A[b, s0:s1] stored: op N. A[b, t0:t1] = op(A[t0:t1, b]) with op = mirror.
        const int64_t s0 = lower ? 0 : e, s1 = lower ? b.start : na;
        const int64_t t0 = lower ? e : 0, t1 = lower ? na : b.start;
        if (s1 > s0)
          p.steps.push_back({Op::NoTrans, Op::NoTrans, b.size, n, s1 - s0, Src::A, Src::B, b.start, s0, s0, 0, 0, b.start, 0, true});
        if (t1 > t0)
          p.steps.push_back({mirror, Op::NoTrans, b.size, n, t1 - t0, Src::A, Src::B, t0, b.start, t0, 0, 0, b.start, 0, true});
      } else {
        // Column block i of A: rows [u0, u1) stored below (lower) or above (upper) the diagonal
        // read in place (op N); the others mirrored from row block i (op = mirror).
        const int64_t u0 = lower ? e : 0, u1 = lower ? na : b.start;
        const int64_t v0 = lower ? 0 : e, v1 = lower ? b.start : na;
        if (u1 > u0)
          p.steps.push_back({Op::NoTrans, Op::NoTrans, m, b.size, u1 - u0, Src::B, Src::A, 0, u0, u0, b.start, 0, 0, b.start, true});
        if (v1 > v0)
          p.steps.push_back({Op::NoTrans, mirror, m, b.size, v1 - v0, Src::B, Src::A, 0, v0, b.start, v0, 0, 0, b.start, true});
      }
    }
    return p;
  }
  push_diagonal(p, nb, diagonal);
  // A stored square A[R, K] holds the full matrix's F[R, K] (op N) and F[K, R] = mirror(A[R, K]).
  // Per level group two steps: the stored one, then the mirrored one.
  for (const Squares& g : level_squares(na, nb))
    for (const bool mirrored : {false, true})
      push_repeated(p.steps, g.count, [&](int64_t j) -> Step {
        const int64_t hi = g.hi + j * g.step, lo = g.lo + j * g.step;
        const bool lower = uplo == Uplo::Lower;
        const int64_t r0 = lower ? hi : lo, r = lower ? g.hi_size : g.lo_size;
        const int64_t k0 = lower ? lo : hi, k = lower ? g.lo_size : g.hi_size;
        if (left && !mirrored)  // C[R, :] += A[R, K] * B[K, :]
          return {Op::NoTrans, Op::NoTrans, r, n, k, Src::A, Src::B, r0, k0, k0, 0, 0, r0, 0, true};
        if (left)  // C[K, :] += mirror(A[R, K]) * B[R, :]
          return {mirror, Op::NoTrans, k, n, r, Src::A, Src::B, r0, k0, r0, 0, 0, k0, 0, true};
        if (!mirrored)  // C[:, K] += B[:, R] * A[R, K]
          return {Op::NoTrans, Op::NoTrans, m, k, r, Src::B, Src::A, 0, r0, r0, k0, 0, 0, k0, true};
        // C[:, R] += B[:, K] * mirror(A[R, K])
        return {Op::NoTrans, mirror, m, r, k, Src::B, Src::A, 0, k0, r0, k0, 0, 0, r0, true};
      });
  return p;
}

/// syrk/herk: C := alpha*op(A)*op(A)^T + beta*C (herk: ^H) on the uplo triangle of the n x n C,
/// op(A) n x k (trans N: A is n x k; T/C: A is k x n). Every square of C's uplo triangle (level
/// groups, as above) is written straight into C (with beta); the diagonal blocks' full products
/// go to scratch (steps with to_scratch, beta 0; the full blocks as one repeated step) and are
/// then folded into C's uplo triangle (kernels::fold: beta, exactly real diagonal for herk).
/// The GEMM flops are n^2 k (1 + nb/n), against 2 n^2 k for a full GEMM. x is always A; y is A
/// again.
inline Plan rank_k_plan(Uplo uplo, Op trans, bool hermitian, int64_t n, int64_t k, int64_t nb,
                        Grouping g = Grouping::Levels) {
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
  if (g == Grouping::Rows) {  // per block row i: the diagonal block to scratch, the panel into C
    for (int64_t i = 0; i < int64_t(p.diag.size()); ++i) {
      const Block b = p.diag[i];
      p.steps.push_back(product(b.size, b.start, b.size, b.start, i, true));
      const int64_t lo = uplo == Uplo::Lower ? 0 : b.start + b.size;
      const int64_t hi = uplo == Uplo::Lower ? b.start : n;
      if (hi > lo) p.steps.push_back(product(b.size, b.start, hi - lo, lo, 0, false));
    }
    return p;
  }
  push_diagonal(p, nb, [&](int64_t i) {
    const Block b = p.diag[size_t(i)];
    return product(b.size, b.start, b.size, b.start, i, true);
  });
  push_squares(p, n, nb, uplo == Uplo::Lower, [&](int64_t r0, int64_t r, int64_t c0, int64_t c) {
    return product(r, r0, c, c0, 0, false);
  });
  return p;
}

/// p without its diagonal-block steps (rank-k products to scratch, or steps reading an expanded
/// diagonal block) and with no blocks to expand: the off-diagonal GEMMs alone, for a family that
/// computes the diagonal blocks itself (syrk/herk `recursive_native`).
inline Plan without_diagonal(Plan p) {
  std::erase_if(p.steps,
                [](const Step& s) { return s.to_scratch || s.x == Src::Diag || s.y == Src::Diag; });
  p.diag.clear();
  return p;
}

/// Scratch elements of the expanded diagonal blocks of one item (sum of size^2).
inline int64_t diag_elements(const Plan& p) {
  int64_t s = 0;
  for (const Block& b : p.diag) s += b.size * b.size;
  return s;
}

}  // namespace batchlas::ops::blocked
