// The case runner syr2k_test.cc and her2k_test.cc share: C's other triangle and padding are
// bit-checked; her2k's diagonal must come out exactly real.
#pragma once

#include "level3/level3_helpers.hh"

namespace l3 {

struct Rank2kCase {
  Uplo uplo;
  Op trans;
  int64_t n, k, batch;
  bool bcast_a = false, bcast_b = false;
};

/// Runs syr2k (S = T) or her2k (S = real_t<T>, herm) on fresh inputs and checks every element
/// of C's buffer against oracle::syr2k_at.
template <class T, class S>
void run_rank2k_case(Queue& q, const Rank2kCase& c, T alpha, S beta, std::mt19937_64& rng) {
  constexpr bool herm = !std::is_same_v<S, T>;
  const bool nt = c.trans == Op::NoTrans;
  const int64_t ar = nt ? c.n : c.k, ac = nt ? c.k : c.n;
  Mat<T> A(q, ar, ac, c.bcast_a ? 1 : c.batch), B(q, ar, ac, c.bcast_b ? 1 : c.batch);
  Mat<T> C(q, c.n, c.n, c.batch);
  A.fill(rng), B.fill(rng), C.fill(rng);
  if (beta == S(0)) poison(C);
  A.buf.upload(), B.buf.upload(), C.buf.upload();
  const auto before = C.buf.host;
  auto Av = c.bcast_a ? A.broadcast(c.batch) : A.cview();
  auto Bv = c.bcast_b ? B.broadcast(c.batch) : B.cview();
  if constexpr (herm) her2k(q, c.uplo, c.trans, alpha, Av, Bv, beta, C.view());
  else syr2k(q, c.uplo, c.trans, alpha, Av, Bv, beta, C.view());
  // Each element sums 2k products.
  EXPECT_TRUE(check_output(before, C, 2 * c.k, [&](int64_t i, int64_t j, int64_t b) {
    return oracle::syr2k_at(c.uplo, c.trans, alpha, A, B, beta, before, C, i, j, b, herm);
  })) << (herm ? "her2k" : "syr2k") << " uplo=" << to_char(c.uplo)
      << " trans=" << to_char(c.trans) << " n=" << c.n << " k=" << c.k << " batch=" << c.batch;
}

inline const std::vector<int64_t> kRank2kN = {1, 2, 3, 17, 65};
inline const std::vector<int64_t> kRank2kK = {1, 4, 33, 70};

}  // namespace l3
