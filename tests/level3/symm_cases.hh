// The case runner symm_test.cc and hemm_test.cc share: A's other triangle (and, for hemm, the
// imaginary parts of its diagonal) hold NaN so that reading them shows in C.
#pragma once

#include "level3/level3_helpers.hh"

namespace l3 {

struct SymmCase {
  Side side;
  Uplo uplo;
  int64_t m, n, batch;
  bool bcast_a = false, bcast_b = false;
};

/// Runs symm (herm = false) or hemm (herm = true) on fresh inputs and checks every element of
/// C's buffer against oracle::symm_at (sentinels bit for bit outside the m x n items).
template <class T>
void run_symm_case(Queue& q, const SymmCase& c, T alpha, T beta, std::mt19937_64& rng,
                   bool herm) {
  const int64_t ka = c.side == Side::Left ? c.m : c.n;
  Mat<T> A(q, ka, ka, c.bcast_a ? 1 : c.batch), B(q, c.m, c.n, c.bcast_b ? 1 : c.batch);
  Mat<T> C(q, c.m, c.n, c.batch);
  fill_triangle(A, c.uplo, rng);
  if constexpr (is_complex_v<T>)
    if (herm)  // hemm must ignore the imaginary diagonal: make it NaN
      for (int64_t b = 0; b < A.batch; ++b)
        for (int64_t i = 0; i < ka; ++i)
          A.at(i, i, b).imag(sentinel<real_t<T>>());
  B.fill(rng);
  C.fill(rng);
  if (beta == T(0)) poison(C);
  A.buf.upload(), B.buf.upload(), C.buf.upload();
  const auto before = C.buf.host;
  auto Av = c.bcast_a ? A.broadcast(c.batch) : A.cview();
  auto Bv = c.bcast_b ? B.broadcast(c.batch) : B.cview();
  if constexpr (is_complex_v<T>) {
    if (herm) hemm(q, c.side, c.uplo, alpha, Av, Bv, beta, C.view());
    else symm(q, c.side, c.uplo, alpha, Av, Bv, beta, C.view());
  } else {
    symm(q, c.side, c.uplo, alpha, Av, Bv, beta, C.view());
  }
  EXPECT_TRUE(check_output(before, C, ka, [&](int64_t i, int64_t j, int64_t b) {
    return oracle::symm_at(c.side, c.uplo, alpha, A, B, beta, before, C, i, j, b, herm);
  })) << (herm ? "hemm" : "symm") << " side=" << to_char(c.side) << " uplo=" << to_char(c.uplo)
      << " m=" << c.m << " n=" << c.n << " batch=" << c.batch;
}

/// (m, n) pairs: 1, 2, 3, odd, non-square, and reductions past 64 on both sides.
inline const std::vector<std::pair<int64_t, int64_t>> kSymmSizes = {
    {1, 1}, {2, 3}, {3, 2}, {17, 5}, {4, 19}, {65, 3}, {3, 66}, {66, 65}};

}  // namespace l3
