// FastDiv (src/kernels/level2/fast_div.hh) against the hardware's division: every divisor up to
// 4,096 and divisors near powers of two up to 2^31 - 1, each with dividends at the multiples of
// the divisor and one either side, the top of the range (2^31 - 1) and random values.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "kernels/level2/fast_div.hh"

namespace {

using batchlas::kernels::level2::FastDiv;

void check_divisor(uint32_t d, std::mt19937_64& rng) {
  const FastDiv f(d);
  constexpr uint32_t kTop = (1u << 31) - 1;
  std::vector<uint32_t> xs = {0, 1, d - 1, d, d + 1, kTop, kTop - 1, kTop - d};
  for (uint64_t k : {uint64_t(2), uint64_t(3), uint64_t(kTop / d), uint64_t(kTop / d) - 1})
    for (int64_t off : {-1, 0, 1}) {
      const int64_t x = int64_t(k) * d + off;
      if (x >= 0 && x <= kTop) xs.push_back(uint32_t(x));
    }
  std::uniform_int_distribution<uint32_t> any(0, kTop);
  for (int i = 0; i < 64; ++i) xs.push_back(any(rng));
  for (uint32_t x : xs)
    if (x <= kTop) ASSERT_EQ(f.div(x), x / d) << "x=" << x << " d=" << d;
}

TEST(FastDiv, MatchesDivisionOverEveryDivisorClass) {
  std::mt19937_64 rng(20261206);
  for (uint32_t d = 1; d <= 4096; ++d) check_divisor(d, rng);
  for (int b = 12; b <= 30; ++b)
    for (int64_t off : {-3, -1, 0, 1, 3}) check_divisor(uint32_t((int64_t(1) << b) + off), rng);
  check_divisor((1u << 31) - 1, rng);
  std::uniform_int_distribution<uint32_t> big(1, (1u << 31) - 1);
  for (int i = 0; i < 2000; ++i) check_divisor(big(rng), rng);
}

}  // namespace
