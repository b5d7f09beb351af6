// Argument validation shared by every operation (src/ops/common/check.hh), on the host queue:
// negative extents and views whose addresses wrap int64 must throw std::invalid_argument naming
// the operation and the argument, before anything is written. Found by a fresh-clone review:
// a negative k reached OpenBLAS, which printed its own error and returned after C was zeroed.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <vector>

#include "batchlas/level2.hh"
#include "batchlas/level3.hh"
#include "support/harness.hh"

namespace {

using namespace batchlas;

using V = MatrixView<const float>;
using W = MatrixView<float>;

struct Storage {
  std::vector<float> a = std::vector<float>(64, 1.0f), b = std::vector<float>(64, 1.0f);
  std::vector<float> c = std::vector<float>(64, 7.0f);
  bool c_untouched() const {
    for (float v : c)
      if (v != 7.0f) return false;
    return true;
  }
};

TEST(Validation, NegativeExtentsAreRejectedBeforeWriting) {
  Queue q = Queue::host();
  Storage s;
  const W C{s.c.data(), 2, 2, 2, 4, 1};
  // gemm with k = -1 taken from A's columns (the case that used to reach OpenBLAS).
  EXPECT_INVALID(gemm(q, Op::NoTrans, Op::NoTrans, 1.0f, V{s.a.data(), 2, -1, 2, 0, 1},
                      V{s.b.data(), -1, 2, 1, 0, 1}, 0.0f, C),
                 "gemm: A cols (-1) < 0");
  EXPECT_INVALID(gemm(q, Op::NoTrans, Op::NoTrans, 1.0f, V{s.a.data(), -2, 2, 1, 0, 1},
                      V{s.b.data(), 2, 2, 2, 0, 1}, 0.0f, W{s.c.data(), -2, 2, 1, 0, 1}),
                 "gemm: C rows (-2) < 0");
  EXPECT_INVALID(syrk(q, Uplo::Lower, Op::NoTrans, 1.0f, V{s.a.data(), -2, 2, 1, 0, 1}, 0.0f,
                      W{s.c.data(), -2, -2, 1, 0, 1}),
                 "syrk: C rows (-2) < 0");
  EXPECT_INVALID(trmm(q, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, 1.0f,
                      V{s.a.data(), -2, -2, 1, 0, 1}, V{s.b.data(), -2, 2, 1, 0, 1},
                      W{s.c.data(), -2, 2, 1, 0, 1}),
                 "trmm");
  std::vector<float> x(8, 1.0f), y(8, 7.0f);
  EXPECT_INVALID(gemv(q, Op::NoTrans, 1.0f, V{s.a.data(), -1, 2, 1, 0, 1},
                      VectorView<const float>{x.data(), 2, 1, 2, 1}, 0.0f,
                      VectorView<float>{y.data(), -1, 1, 1, 1}),
                 "gemv");
  EXPECT_INVALID(ger(q, 1.0f, VectorView<const float>{x.data(), 2, 1, 2, 1},
                     VectorView<const float>{y.data(), -3, 1, 1, 1}, W{s.c.data(), 2, -3, 2, 0, 1}),
                 "ger");
  EXPECT_INVALID(trmv(q, Uplo::Lower, Op::NoTrans, Diag::NonUnit, V{s.a.data(), -2, -2, 1, 0, 1},
                      VectorView<float>{y.data(), -2, 1, 1, 1}),
                 "trmv");
  EXPECT_TRUE(s.c_untouched());
  for (float v : y) EXPECT_EQ(v, 7.0f);
}

TEST(Validation, AddressesThatWrapInt64AreRejected) {
  Queue q = Queue::host();
  Storage s;
  const int64_t huge = std::numeric_limits<int64_t>::max() / 2;
  // Three items of an input at stride INT64_MAX/2: the last item's address wraps.
  EXPECT_INVALID(gemm(q, Op::NoTrans, Op::NoTrans, 1.0f, V{s.a.data(), 2, 2, 2, huge, 3},
                      V{s.b.data(), 2, 2, 2, 0, 3}, 0.0f, W{s.c.data(), 2, 2, 2, 4, 3}),
                 "more than 2^63 bytes");
  std::vector<float> x(8, 1.0f), y(8, 7.0f);
  EXPECT_INVALID(gemv(q, Op::NoTrans, 1.0f, V{s.a.data(), 2, 2, 2, 0, 1},
                      VectorView<const float>{x.data(), 2, huge, 0, 1}, 0.0f,
                      VectorView<float>{y.data(), 2, 1, 2, 1}),
                 "more than 2^63 bytes");
  EXPECT_TRUE(s.c_untouched());
}

}  // namespace
