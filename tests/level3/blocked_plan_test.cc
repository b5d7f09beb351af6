// The GEMM step lists of the `blocked` trmm/symm/hemm/syrk/herk families (src/ops/common/blocked_plan.hh),
// run on the host by a reference executor that does exactly what the CUDA executor does (expand
// each diagonal block, then per step one GEMM per repeat) and compared with a dense oracle. The half of A
// a routine must not read holds NaN (and the diagonal too for a unit trmm, the imaginary
// diagonal for hemm), so a step that reads outside the stored triangle fails. Sweeps every
// side, uplo, trans and diag, orders that are and are not multiples of the block size, and
// block sizes down to 1. Host only: the index math is the same on every backend.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <functional>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "ops/common/blocked_plan.hh"

#include <cstdint>

namespace {

using batchlas::Diag;
using batchlas::Op;
using batchlas::Side;
using batchlas::Uplo;
namespace bl = batchlas::ops::blocked;
using Z = std::complex<double>;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
/// Both step groupings: per block row (`blocked`) and by recursion level (`recursive`).
constexpr bl::Grouping kGroupings[] = {bl::Grouping::Rows, bl::Grouping::Levels};

/// Column-major dense matrix.
struct M {
  int64_t rows, cols;
  std::vector<Z> v;
  M(int64_t r, int64_t c, Z fill = Z(0)) : rows(r), cols(c), v(size_t(r * c), fill) {}
  // Bounds-checked, so a step outside its matrix fails the test instead of corrupting memory.
  Z& operator()(int64_t i, int64_t j) { return v[index(i, j)]; }
  Z operator()(int64_t i, int64_t j) const { return v[index(i, j)]; }
  size_t index(int64_t i, int64_t j) const {
    if (i < 0 || j < 0 || i >= rows || j >= cols) throw std::out_of_range("element outside the matrix");
    return size_t(i + j * rows);
  }
};

Z opval(Op op, const M& X, int64_t row0, int64_t col0, int64_t i, int64_t j) {
  // Element (i, j) of op(X[row0.., col0..]).
  if (op == Op::NoTrans) return X(row0 + i, col0 + j);
  const Z v = X(row0 + j, col0 + i);
  return op == Op::ConjTrans ? std::conj(v) : v;
}

bool stored(Uplo uplo, int64_t i, int64_t j) { return uplo == Uplo::Lower ? i >= j : i <= j; }

/// Runs a plan the way src/backends/cublas/blocked.hh does, on one item.
M execute(const bl::Plan& p, const M& A, const M& B, M C, Z alpha, Z beta,
          const std::function<Z(int64_t, int64_t, int64_t)>& expanded) {
  std::vector<M> S;
  for (const bl::Block& b : p.diag) {
    M s(b.size, b.size);
    for (int64_t j = 0; j < b.size; ++j)
      for (int64_t i = 0; i < b.size; ++i) s(i, j) = expanded(b.start, i, j);
    S.push_back(s);
  }
  for (const bl::Step& group : p.steps)
    for (int64_t r = 0; r < group.count; ++r) {
      const bl::Step st = group.at(r);
      const auto src = [&](bl::Src s, int64_t blk) -> const M& {
        return s == bl::Src::A ? A : s == bl::Src::B ? B : S[size_t(blk)];
      };
      const M& X = src(st.x, st.block);
      const M& Y = src(st.y, st.block);
      const int64_t xr = st.x == bl::Src::Diag ? 0 : st.x_row, xc = st.x == bl::Src::Diag ? 0 : st.x_col;
      const int64_t yr = st.y == bl::Src::Diag ? 0 : st.y_row, yc = st.y == bl::Src::Diag ? 0 : st.y_col;
      for (int64_t j = 0; j < st.cols; ++j)
        for (int64_t i = 0; i < st.rows; ++i) {
          Z sum = 0;
          for (int64_t l = 0; l < st.k; ++l) sum += opval(st.opx, X, xr, xc, i, l) * opval(st.opy, Y, yr, yc, l, j);
          Z& c = C(st.c_row + i, st.c_col + j);
          const Z prior = st.accumulate ? c : (beta == Z(0) ? Z(0) : beta * c);
          c = alpha * sum + prior;
        }
    }
  return C;
}

M random(int64_t r, int64_t c, std::mt19937_64& rng) {
  std::uniform_real_distribution<double> d(-1, 1);
  M x(r, c);
  for (auto& e : x.v) e = Z(d(rng), d(rng));
  return x;
}

bool close(const M& got, const M& want, int64_t k) {
  for (size_t e = 0; e < got.v.size(); ++e)
    if (!(std::abs(got.v[e] - want.v[e]) <= 1e-13 * double(k + 1))) return false;
  return true;
}

TEST(BlockedPlan, TrmmEveryFlagMatchesDenseProduct) {
  std::mt19937_64 rng(7);
  for (Side side : {Side::Left, Side::Right})
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (Op ta : {Op::NoTrans, Op::Trans, Op::ConjTrans})
        for (Diag diag : {Diag::NonUnit, Diag::Unit})
          for (int64_t na : {1, 5, 16, 17, 33, 40, 64})
            for (int64_t nb : {int64_t(1), int64_t(4), int64_t(16), bl::block_size(na)}) {
              const int64_t m = side == Side::Left ? na : 6, n = side == Side::Left ? 7 : na;
              M A = random(na, na, rng), B = random(m, n, rng);
              M T(na, na);  // the clean triangle
              for (int64_t j = 0; j < na; ++j)
                for (int64_t i = 0; i < na; ++i) {
                  if (!stored(uplo, i, j)) A(i, j) = Z(kNaN, kNaN);
                  else if (i == j && diag == Diag::Unit) A(i, j) = Z(kNaN, kNaN);
                  T(i, j) = !stored(uplo, i, j) ? Z(0) : (i == j && diag == Diag::Unit) ? Z(1) : A(i, j);
                }
              const Z alpha(0.5, -1.25);
              M want(m, n);
              for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i < m; ++i) {
                  Z s = 0;
                  for (int64_t l = 0; l < na; ++l)
                    s += side == Side::Left ? opval(ta, T, 0, 0, i, l) * B(l, j) : B(i, l) * opval(ta, T, 0, 0, l, j);
                  want(i, j) = alpha * s;
                }
              for (const bl::Grouping g : kGroupings) {
                const bl::Plan p = bl::trmm_plan(side, uplo, ta, m, n, nb, g);
                const M got = execute(p, A, B, M(m, n, Z(kNaN, kNaN)), alpha, Z(0), [&](int64_t s0, int64_t i, int64_t j) {
                  const int64_t r = s0 + i, c = s0 + j;
                  return !stored(uplo, r, c) ? Z(0) : (r == c && diag == Diag::Unit) ? Z(1) : A(r, c);
                });
                EXPECT_TRUE(close(got, want, na))
                    << "side=" << int(side) << " uplo=" << int(uplo) << " trans=" << int(ta) << " diag=" << int(diag)
                    << " na=" << na << " nb=" << nb << " grouping=" << int(g);
              }
            }
}

TEST(BlockedPlan, SymmAndHemmEverySideUploMatchDenseProduct) {
  std::mt19937_64 rng(11);
  for (bool herm : {false, true})
    for (Side side : {Side::Left, Side::Right})
      for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
        for (int64_t na : {1, 5, 16, 17, 33, 40, 64})
          for (int64_t nb : {int64_t(1), int64_t(4), int64_t(16), bl::block_size(na)})
            for (Z beta : {Z(0), Z(0.75, 0.5)}) {
              const int64_t m = side == Side::Left ? na : 6, n = side == Side::Left ? 7 : na;
              M A = random(na, na, rng), B = random(m, n, rng), C0 = random(m, n, rng);
              M F(na, na);  // the clean full matrix
              for (int64_t j = 0; j < na; ++j)
                for (int64_t i = 0; i < na; ++i) {
                  if (stored(uplo, i, j)) F(i, j) = A(i, j);
                  else F(i, j) = herm ? std::conj(A(j, i)) : A(j, i);
                  if (i == j && herm) F(i, j) = Z(A(i, i).real(), 0);
                }
              for (int64_t j = 0; j < na; ++j)
                for (int64_t i = 0; i < na; ++i) {
                  if (!stored(uplo, i, j)) A(i, j) = Z(kNaN, kNaN);
                  if (i == j && herm) A(i, j).imag(kNaN);
                }
              if (beta == Z(0)) C0 = M(m, n, Z(kNaN, kNaN));  // beta == 0 must not read C
              const Z alpha(-0.75, 0.25);
              M want(m, n);
              for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i < m; ++i) {
                  Z s = 0;
                  for (int64_t l = 0; l < na; ++l) s += side == Side::Left ? F(i, l) * B(l, j) : B(i, l) * F(l, j);
                  want(i, j) = alpha * s + (beta == Z(0) ? Z(0) : beta * C0(i, j));
                }
              for (const bl::Grouping g : kGroupings) {
                const bl::Plan p = bl::symm_plan(side, uplo, herm, m, n, nb, g);
                // The expansion kernel (kernels::symmetrize) reads only the stored triangle and,
                // for hemm, only the real part of the diagonal.
                const M got = execute(p, A, B, C0, alpha, beta, [&](int64_t s0, int64_t i, int64_t j) {
                  const int64_t r = s0 + i, c = s0 + j;
                  if (r == c) return herm ? Z(A(r, r).real(), 0) : A(r, r);
                  if (stored(uplo, r, c)) return A(r, c);
                  return herm ? std::conj(A(c, r)) : A(c, r);
                });
                EXPECT_TRUE(close(got, want, na)) << "herm=" << herm << " side=" << int(side) << " uplo=" << int(uplo)
                                                  << " na=" << na << " nb=" << nb << " beta=" << beta << " grouping=" << int(g);
              }
            }
}

// syrk/herk: the off-diagonal panels go straight into C, the diagonal blocks through scratch
// and a fold (as kernels::fold: uplo triangle only, beta, real diagonal for herk, C's imaginary
// diagonal never read). The other triangle of C holds a marker that must survive bit for bit.
TEST(BlockedPlan, RankKEveryUploTransMatchesDenseProduct) {
  std::mt19937_64 rng(13);
  const Z marker(1234.5, -6.25);
  for (bool herm : {false, true})
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (Op trans : {Op::NoTrans, herm ? Op::ConjTrans : Op::Trans})
        for (int64_t n : {1, 5, 16, 17, 33, 40, 64})
          for (int64_t nb : {int64_t(1), int64_t(4), int64_t(16), bl::block_size(n)})
            for (Z beta : {Z(0), Z(0.75, herm ? 0 : 0.5)}) {
              const int64_t k = 6;
              const bool nt = trans == Op::NoTrans;
              const M A = random(nt ? n : k, nt ? k : n, rng);
              M C0 = random(n, n, rng);
              for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i < n; ++i) {
                  if (!stored(uplo, i, j)) C0(i, j) = marker;
                  else if (beta == Z(0)) C0(i, j) = Z(kNaN, kNaN);  // beta == 0 must not read C
                  if (i == j && herm && beta != Z(0)) C0(i, j).imag(kNaN);
                }
              const Z alpha = herm ? Z(-0.75, 0) : Z(-0.75, 0.25);
              const Op adj = herm ? Op::ConjTrans : Op::Trans;
              auto opa = [&](int64_t i, int64_t l) { return nt ? A(i, l) : opval(trans, A, 0, 0, i, l); };
              auto opat = [&](int64_t l, int64_t j) { return nt ? opval(adj, A, 0, 0, l, j) : A(l, j); };
              M want = C0;
              for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i < n; ++i) {
                  if (!stored(uplo, i, j)) continue;
                  Z s = 0;
                  for (int64_t l = 0; l < k; ++l) s += opa(i, l) * opat(l, j);
                  Z c = C0(i, j);
                  if (i == j && herm) c = Z(c.real(), 0);
                  want(i, j) = alpha * s + (beta == Z(0) ? Z(0) : beta * c);
                  if (i == j && herm) want(i, j).imag(0);
                }
              for (const bl::Grouping g : kGroupings) {
                const bl::Plan p = bl::rank_k_plan(uplo, trans, herm, n, k, nb, g);
                M C = C0;
                std::vector<M> P;
                for (const bl::Block& b : p.diag) P.emplace_back(b.size, b.size, Z(kNaN, kNaN));
                for (const bl::Step& group : p.steps)
                  for (int64_t r = 0; r < group.count; ++r) {
                    const bl::Step st = group.at(r);
                    for (int64_t j = 0; j < st.cols; ++j)
                      for (int64_t i = 0; i < st.rows; ++i) {
                        Z sum = 0;
                        for (int64_t l = 0; l < st.k; ++l)
                          sum += opval(st.opx, A, st.x_row, st.x_col, i, l) * opval(st.opy, A, st.y_row, st.y_col, l, j);
                        if (st.to_scratch) {
                          P[size_t(st.block)](i, j) = alpha * sum;
                        } else {
                          Z& c = C(st.c_row + i, st.c_col + j);
                          c = alpha * sum + (beta == Z(0) ? Z(0) : beta * c);
                        }
                      }
                  }
                for (size_t bi = 0; bi < p.diag.size(); ++bi) {  // kernels::fold, no transpose added
                  const bl::Block b = p.diag[bi];
                  for (int64_t j = 0; j < b.size; ++j)
                    for (int64_t i = 0; i < b.size; ++i) {
                      if (!stored(uplo, i, j)) continue;
                      Z& c = C(b.start + i, b.start + j);
                      const Z cv = herm && i == j ? Z(c.real(), 0) : c;
                      Z v = P[bi](i, j) + (beta == Z(0) ? Z(0) : beta * cv);
                      if (herm && i == j) v.imag(0);
                      c = v;
                    }
                }
                bool ok = true;
                for (int64_t j = 0; j < n; ++j)
                  for (int64_t i = 0; i < n; ++i) {
                    if (!stored(uplo, i, j)) {
                      ok = ok && C(i, j) == marker;
                    } else {
                      ok = ok && std::abs(C(i, j) - want(i, j)) <= 1e-13 * double(k + 1);
                      if (herm && i == j) ok = ok && C(i, j).imag() == 0;
                    }
                  }
                EXPECT_TRUE(ok) << "herm=" << herm << " uplo=" << int(uplo) << " trans=" << int(trans) << " n=" << n
                                << " nb=" << nb << " beta=" << beta << " grouping=" << int(g);
              }
            }
}

// The plan's promise to the executor: the blocks cover the order once (so scratch holds exactly
// diag_elements() per item); every repeat of every step reads and writes inside its matrices
// (A na x na, B and C m x n, rank-k: C n x n, a diagonal block size x size); the repeats of one
// step write pairwise disjoint parts of C (or distinct scratch blocks), since they run as one
// batched call; and a repeated step's diagonal blocks all have one size (their scratch offsets
// are then linear in the repeat, which src/backends/cublas/blocked.hh relies on).
TEST(BlockedPlan, BlocksCoverTheOrderOnceRepeatsStayInBoundsAndWriteDisjointC) {
  for (int64_t na : {1, 5, 17, 63, 64, 65, 128, 129, 511, 512, 1000, 1024})
    for (int64_t nb : {int64_t(1), int64_t(3), int64_t(16), bl::block_size(na)}) {
      if (nb == 1 && na > 129) continue;  // the same index math; keeps the test quick
      for (Side side : {Side::Left, Side::Right})
        for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
          for (Op trans : {Op::NoTrans, Op::Trans})
            for (int kind = 0; kind < 3; ++kind) {  // trmm, symm, rank-k
              const int64_t other = 3;
              const bool left = side == Side::Left || kind == 2;
              const int64_t m = kind == 2 || left ? na : other, n = kind == 2 ? na : left ? other : na;
              const bool nt = trans == Op::NoTrans;
              for (const bl::Grouping g : kGroupings) {
                const bl::Plan p = kind == 0   ? bl::trmm_plan(side, uplo, trans, m, n, nb, g)
                                   : kind == 1 ? bl::symm_plan(side, uplo, !nt, m, n, nb, g)
                                               : bl::rank_k_plan(uplo, trans, false, na, other, nb, g);
                const std::string what = "grouping " + std::to_string(int(g)) + " kind " + std::to_string(kind) + " side " + std::to_string(int(side)) +
                                         " uplo " + std::to_string(int(uplo)) + " trans " + std::to_string(int(trans)) +
                                         " na " + std::to_string(na) + " nb " + std::to_string(nb);
                int64_t covered = 0, elems = 0;
                for (const bl::Block& b : p.diag) {
                  EXPECT_EQ(b.start, covered);
                  EXPECT_GE(b.size, 1);
                  EXPECT_LE(b.size, nb);
                  covered += b.size, elems += b.size * b.size;
                }
                EXPECT_EQ(covered, na);
                EXPECT_EQ(bl::diag_elements(p), elems);
                // Rows x cols of the stored operand behind op(X) (rows r, cols c of op(X)).
                auto inside = [&](bl::Src src, Op op, int64_t row, int64_t col, int64_t r, int64_t c, int64_t block) {
                  const int64_t sr = op == Op::NoTrans ? r : c, sc = op == Op::NoTrans ? c : r;
                  if (src == bl::Src::Diag) {
                    if (block < 0 || block >= int64_t(p.diag.size())) return false;
                    const int64_t size = p.diag[size_t(block)].size;
                    return sr <= size && sc <= size;
                  }
                  // A: na x na, or the rank-k factor (na x other for trans N, other x na else); B: m x n.
                  const int64_t rows = src == bl::Src::A ? (kind == 2 && !nt ? other : na) : m;
                  const int64_t cols = src == bl::Src::A ? (kind == 2 ? (nt ? other : na) : na) : n;
                  return row >= 0 && col >= 0 && row + sr <= rows && col + sc <= cols;
                };
                // Which step last wrote each element of C (rank-k: scratch blocks by index).
                std::vector<int64_t> writer(size_t(m * n), -1), block_writer(p.diag.size(), -1);
                for (size_t si = 0; si < p.steps.size(); ++si) {
                  const bl::Step& g = p.steps[si];
                  EXPECT_GE(g.count, 1) << what;
                  const bool diag_operand = g.x == bl::Src::Diag || g.y == bl::Src::Diag || g.to_scratch;
                  for (int64_t r = 0; r < g.count; ++r) {
                    const bl::Step s = g.at(r);
                    EXPECT_GE(s.k, 1) << what;
                    EXPECT_TRUE(inside(s.x, s.opx, s.x_row, s.x_col, s.rows, s.k, s.block)) << what << " step " << si;
                    EXPECT_TRUE(inside(s.y, s.opy, s.y_row, s.y_col, s.k, s.cols, s.block)) << what << " step " << si;
                    if (diag_operand) {
                      ASSERT_TRUE(s.block >= 0 && s.block < int64_t(p.diag.size())) << what;
                      EXPECT_EQ(p.diag[size_t(s.block)].size, p.diag[size_t(g.block)].size) << what << " step " << si;
                    }
                    if (s.to_scratch) {
                      EXPECT_EQ(s.rows, p.diag[size_t(s.block)].size);
                      EXPECT_EQ(s.cols, p.diag[size_t(s.block)].size);
                      EXPECT_NE(block_writer[size_t(s.block)], int64_t(si)) << what << " step " << si;
                      block_writer[size_t(s.block)] = int64_t(si);
                      continue;
                    }
                    ASSERT_TRUE(s.c_row >= 0 && s.c_col >= 0 && s.c_row + s.rows <= m && s.c_col + s.cols <= n)
                        << what << " step " << si;
                    bool disjoint = true;
                    for (int64_t j = 0; j < s.cols; ++j)
                      for (int64_t i = 0; i < s.rows; ++i) {
                        int64_t& w = writer[size_t(s.c_row + i + (s.c_col + j) * m)];
                        disjoint = disjoint && w != int64_t(si);
                        w = int64_t(si);
                      }
                    EXPECT_TRUE(disjoint) << what << " step " << si << " repeat " << r;
                  }
                }
              }
            }
    }
}

// The level grouping keeps the step count logarithmic: for na = nb*2^L the diagonal blocks are
// one step and each of the L levels one step per contribution (trmm and rank-k: one, symm/hemm:
// two), so a regression to one step per block row (2^L or more) fails. Orders with a short last
// block add one step for it and one per level whose last square is clipped.
TEST(BlockedPlan, StepCountIsOnePerLevel) {
  for (int64_t nb : {1, 4, 16, 128})
    for (int64_t L = 0; L <= 6; ++L) {
      const int64_t na = nb << L;
      for (Side side : {Side::Left, Side::Right})
        for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
          for (Op trans : {Op::NoTrans, Op::Trans, Op::ConjTrans}) {
            const int64_t m = side == Side::Left ? na : 5, n = side == Side::Left ? 5 : na;
            EXPECT_EQ(int64_t(bl::trmm_plan(side, uplo, trans, m, n, nb).steps.size()), 1 + L)
                << "trmm na=" << na << " nb=" << nb;
            EXPECT_EQ(int64_t(bl::symm_plan(side, uplo, trans == Op::ConjTrans, m, n, nb).steps.size()), 1 + 2 * L)
                << "symm na=" << na << " nb=" << nb;
            if (trans != Op::ConjTrans) {
              EXPECT_EQ(int64_t(bl::rank_k_plan(uplo, trans, false, na, 7, nb).steps.size()), 1 + L)
                  << "rank-k na=" << na << " nb=" << nb;
            }
          }
    }
  // na = 1024, nb = 128: 8 blocks, levels h = 4, 2, 1 with 1, 2, 4 squares each.
  const bl::Plan t = bl::trmm_plan(Side::Left, Uplo::Lower, Op::NoTrans, 1024, 64, 128);
  ASSERT_EQ(t.steps.size(), 4u);
  EXPECT_EQ(t.steps[0].count, 8);
  for (size_t i = 1; i < 4; ++i) {
    EXPECT_EQ(t.steps[i].count, int64_t(1) << (i - 1));
    EXPECT_EQ(t.steps[i].rows, 512 >> (i - 1));
    EXPECT_EQ(t.steps[i].k, 512 >> (i - 1));
  }
  // na = 1000, nb = 128: a short last block (104) and a clipped square on every level (rows
  // 512..1000, 768..1000, 896..1000), beside the full squares of levels 2 and 1.
  EXPECT_EQ(bl::trmm_plan(Side::Left, Uplo::Lower, Op::NoTrans, 1000, 64, 128).steps.size(), 2u + 5u);
  EXPECT_EQ(bl::symm_plan(Side::Right, Uplo::Upper, true, 64, 1000, 128).steps.size(), 2u + 10u);
  EXPECT_EQ(bl::rank_k_plan(Uplo::Upper, Op::Trans, false, 1000, 64, 128).steps.size(), 2u + 5u);
}

// syrk/herk recursive_native's diagonal block order: n/4 rounded up to the 64-row tile, 64 to
// 128 by default; an override rounded up to the tile; never above n (one block), and no overflow
// for a huge override. Below n it is always a whole tile (the kernel's block offsets need it).
TEST(BlockedPlan, NativeDiagonalBlockOrder) {
  const std::optional<int64_t> none;
  EXPECT_EQ(bl::native_diagonal_block(1, none, 64), 1);
  EXPECT_EQ(bl::native_diagonal_block(64, none, 64), 64);
  EXPECT_EQ(bl::native_diagonal_block(100, none, 64), 64);
  EXPECT_EQ(bl::native_diagonal_block(256, none, 64), 64);
  EXPECT_EQ(bl::native_diagonal_block(257, none, 64), 128);
  EXPECT_EQ(bl::native_diagonal_block(512, none, 64), 128);
  EXPECT_EQ(bl::native_diagonal_block(100000, none, 64), 128);
  EXPECT_EQ(bl::native_diagonal_block(1000, 100, 64), 128);
  EXPECT_EQ(bl::native_diagonal_block(1000, 1, 64), 64);
  EXPECT_EQ(bl::native_diagonal_block(50, 1000, 64), 50);
  EXPECT_EQ(bl::native_diagonal_block(1000, INT64_MAX, 64), 1000);
  for (int64_t n = 1; n <= 3000; n += 7)
    for (std::optional<int64_t> set : {none, std::optional<int64_t>(1), std::optional<int64_t>(97),
                                       std::optional<int64_t>(n)}) {
      const int64_t nb = bl::native_diagonal_block(n, set, 64);
      EXPECT_TRUE(nb >= 1 && nb <= n && (nb == n || nb % 64 == 0)) << "n=" << n << " nb=" << nb;
    }
}

}  // namespace
