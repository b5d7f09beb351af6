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
#include "batchlas/settings.hh"
#include "batchlas/types.hh"
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

// A negative batch with null data is named as a bad batch, not as missing data (found by a
// fresh-clone probe in session 28: "symm: C data is null").
TEST(Validation, NegativeBatchIsNamedBeforeNullData) {
  Queue q = Queue::host();
  EXPECT_INVALID(symm(q, Side::Left, Uplo::Lower, 1.0f, V{nullptr, 2, 2, 2, 4, -1},
                      V{nullptr, 2, 2, 2, 4, -1}, 0.0f, W{nullptr, 2, 2, 2, 4, -1}),
                 "batch (-1) < 0");
  EXPECT_INVALID(trmm(q, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, 1.0f,
                      V{nullptr, 2, 2, 2, 4, -1}, V{nullptr, 2, 2, 2, 4, -1},
                      W{nullptr, 2, 2, 2, 4, -1}),
                 "batch (-1) < 0");
  EXPECT_INVALID(gemv(q, Op::NoTrans, 1.0f, V{nullptr, 2, 2, 2, 4, -1},
                      VectorView<const float>{nullptr, 2, 1, 2, -1}, 0.0f,
                      VectorView<float>{nullptr, 2, 1, 2, -1}),
                 "batch (-1) < 0");
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

// gemv, trmv and symv take the vector lengths from A: a negative extent of A must be reported as
// A's, not as a length mismatch of the vector checked next (found by a fresh-clone review).
TEST(Validation, NegativeExtentOfANamedBeforeTheVectorsSizedFromIt) {
  Queue q = Queue::host();
  Storage s;
  std::vector<float> x(8, 1.0f), y(8, 7.0f);
  EXPECT_INVALID(gemv(q, Op::NoTrans, 1.0f, V{s.a.data(), -1, 2, 1, 0, 1},
                      VectorView<const float>{x.data(), 2, 1, 0, 1}, 0.0f,
                      VectorView<float>{y.data(), 3, 1, 0, 1}),
                 "gemv: A rows (-1) < 0");
  EXPECT_INVALID(gemv(q, Op::Trans, 1.0f, V{s.a.data(), 2, -1, 2, 0, 1},
                      VectorView<const float>{x.data(), 2, 1, 0, 1}, 0.0f,
                      VectorView<float>{y.data(), 3, 1, 0, 1}),
                 "gemv: A cols (-1) < 0");
  EXPECT_INVALID(trmv(q, Uplo::Lower, Op::NoTrans, Diag::NonUnit, V{s.a.data(), -1, -1, 1, 0, 1},
                      VectorView<float>{y.data(), 2, 1, 0, 1}),
                 "trmv: A rows (-1) < 0");
  EXPECT_INVALID(symv(q, Uplo::Lower, 1.0f, V{s.a.data(), -1, -1, 1, 0, 1},
                      VectorView<const float>{x.data(), 2, 1, 0, 1}, 0.0f,
                      VectorView<float>{y.data(), 2, 1, 0, 1}),
                 "symv: A rows (-1) < 0");
  for (float v : y) EXPECT_EQ(v, 7.0f);
}

// trmm in place means C is B element for element: an ld that addresses no second column (n = 1)
// or a stride that addresses no second item (batch = 1) may differ (found by a fresh-clone
// review: such calls were refused as "C overlaps input B").
TEST(Validation, TrmmInPlaceIgnoresUnusedLdAndStride) {
  Queue q = Queue::host();
  const std::vector<float> a = {2.0f, 5.0f, 0.0f, 3.0f};  // lower: [[2, 0], [5, 3]]
  std::vector<float> b = {1.0f, 1.0f, 1.0f, 1.0f};
  trmm(q, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, 1.0f, V{a.data(), 2, 2, 2, 0, 1},
       V{b.data(), 2, 1, int64_t(1) << 40, 0, 1}, W{b.data(), 2, 1, 2, 0, 1});
  q.wait();
  EXPECT_EQ(b[0], 2.0f);
  EXPECT_EQ(b[1], 8.0f);
  trmm(q, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, 1.0f, V{a.data(), 2, 2, 2, 0, 1},
       V{b.data(), 2, 2, 2, 7, 1}, W{b.data(), 2, 2, 2, 4, 1});
  q.wait();
  EXPECT_EQ(b[0], 4.0f);   // column 0 was (2, 8): (2*2, 5*2 + 3*8)
  EXPECT_EQ(b[1], 34.0f);
  EXPECT_EQ(b[2], 2.0f);   // column 1 was (1, 1)
  EXPECT_EQ(b[3], 8.0f);
  // Items that would really differ are still refused.
  EXPECT_INVALID(trmm(q, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, 1.0f,
                      V{a.data(), 2, 2, 2, 0, 2}, V{b.data(), 2, 1, 2, 0, 2}, W{b.data(), 2, 1, 2, 2, 2}),
                 "trmm: C overlaps input B");
}

// The owning containers size their allocation from rows, cols, ld and batch: a product that
// wraps int64 or size_t must be refused, not allocated short (found by a breaker review: a
// 2^30 x 2^30 Matrix<complex<double>> is 2^64 bytes, wrapped to 0, and the constructor handed
// back a 0-byte buffer whose view claimed 2^60 elements; Queue::allocate rounded SIZE_MAX - 10
// bytes up to 0 the same way).
TEST(Validation, ContainerSizesThatWrapAreRejected) {
  Queue q = Queue::host();
  const int64_t big = int64_t(1) << 30;
  EXPECT_INVALID((Matrix<std::complex<double>>(q, big, big)), "Matrix: ");
  EXPECT_INVALID((Matrix<float>(q, 2 * big, 2 * big, 4)), "Matrix: ");
  EXPECT_INVALID((Matrix<float>(q, 1, 2, 1, std::numeric_limits<int64_t>::max())), "Matrix: ");
  EXPECT_INVALID((Vector<double>(q, int64_t(1) << 61)), "Vector: ");
  EXPECT_INVALID((Vector<float>(q, 3, 1, std::numeric_limits<int64_t>::max())), "Vector: ");
  EXPECT_INVALID((Vector<float>(q, 2, 4, std::numeric_limits<int64_t>::max())), "Vector: ");
  EXPECT_THROW(q.allocate(std::numeric_limits<std::size_t>::max() - 10), std::bad_alloc);
  // Sizes that fit still construct.
  Matrix<float> ok(q, 3, 2, 2, 5);
  EXPECT_EQ(ok.elements(), 20);
  Vector<float> okv(q, 3, 2, 2);
  EXPECT_EQ(okv.elements(), 10);
}


// Complex data off a boundary of its element size: the CUDA kernels move an element with one
// 8- or 16-byte vector access and would fault (helper-26), so every backend refuses it, naming
// the operand, before anything is written. The host queue shows the contract without a GPU.
TEST(Validation, ComplexDataOffItsElementSizeIsRejected) {
  using Z = std::complex<double>;
  using C = std::complex<float>;
  Queue q = Queue::host();
  // 16-byte aligned storage whose element boundaries are shifted by 8 bytes (a complex<double>
  // view into double storage at an odd index, legal in C++: alignof(complex<double>) is 8).
  alignas(16) static double raw[2 * 64 + 2];
  for (double& v : raw) v = 1.0;
  const Z* off = reinterpret_cast<const Z*>(raw + 1);
  std::vector<Z> ok(64, Z(1.0, 0.0)), out(64, Z(7.0, 7.0));
  const auto untouched = [&] {
    for (const Z& v : out)
      if (v != Z(7.0, 7.0)) return false;
    return true;
  };
  EXPECT_INVALID(gemm(q, Op::NoTrans, Op::NoTrans, Z(1), MatrixView<const Z>{off, 2, 2, 2, 0, 1},
                      MatrixView<const Z>{ok.data(), 2, 2, 2, 0, 1}, Z(0),
                      MatrixView<Z>{out.data(), 2, 2, 2, 0, 1}),
                 "gemm: A data is 8 bytes off a 16-byte boundary");
  EXPECT_INVALID(symv(q, Uplo::Lower, Z(1), MatrixView<const Z>{ok.data(), 3, 3, 3, 0, 1},
                      VectorView<const Z>{off, 3, -1, 3, 1}, Z(0),
                      VectorView<Z>{out.data(), 3, 1, 3, 1}),
                 "symv: x data is 8 bytes off a 16-byte boundary");
  EXPECT_INVALID(her(q, Uplo::Upper, 1.0, VectorView<const Z>{ok.data(), 3, 1, 3, 1},
                     MatrixView<Z>{const_cast<Z*>(off), 3, 3, 3, 0, 1}),
                 "her: A data is 8 bytes off a 16-byte boundary");
  EXPECT_TRUE(untouched());
  // complex<float> needs 8 bytes (alignof is 4).
  alignas(8) static float rawf[2 * 16 + 1];
  const C* offf = reinterpret_cast<const C*>(rawf + 1);
  std::vector<C> okf(16, C(1.0f, 0.0f)), outf(16, C(7.0f, 7.0f));
  EXPECT_INVALID(gemv(q, Op::ConjTrans, C(1), MatrixView<const C>{okf.data(), 2, 2, 2, 0, 1},
                      VectorView<const C>{okf.data(), 2, 1, 2, 1}, C(0),
                      VectorView<C>{const_cast<C*>(offf), 2, 1, 2, 1}),
                 "gemv: y data is 4 bytes off a 8-byte boundary");
  EXPECT_EQ(outf[0], C(7.0f, 7.0f));
  // Real types keep their natural alignment only.
  std::vector<float> a(8, 1.0f), x(8, 1.0f), y(8, 7.0f);
  EXPECT_NO_THROW(gemv(q, Op::NoTrans, 1.0f, MatrixView<const float>{a.data() + 1, 2, 2, 2, 0, 1},
                       VectorView<const float>{x.data() + 1, 2, 1, 2, 1}, 0.0f,
                       VectorView<float>{y.data() + 1, 2, 1, 2, 1}));
}

// views.hh: a broadcast input (stride 0) still carries the output's batch; a batch-1 broadcast
// into a batch of 2 is refused before anything is written (helper-71's header audit).
TEST(Validation, BroadcastInputCarriesTheOutputBatch) {
  Queue q = Queue::host();
  std::vector<double> a(4, 1.0), b(4, 1.0), c(8, -7.0);
  MatrixView<double> C{c.data(), 2, 2, 2, 4, 2};
  EXPECT_THROW(gemm<double>(q, Op::NoTrans, Op::NoTrans, 1.0, MatrixView<const double>{a.data(), 2, 2, 2, 0, 1},
                            MatrixView<const double>{b.data(), 2, 2, 2, 0, 1}, 0.0, C),
               std::invalid_argument);
  EXPECT_EQ(c, std::vector<double>(8, -7.0));
  gemm<double>(q, Op::NoTrans, Op::NoTrans, 1.0, MatrixView<const double>{a.data(), 2, 2, 2, 0, 2},
               MatrixView<const double>{b.data(), 2, 2, 2, 0, 2}, 0.0, C);
  EXPECT_EQ(c, std::vector<double>(8, 2.0));
}

// settings.hh: with_route() only returns settings (nothing is pinned until a ScopedSettings holds
// them), and a word that names no family is refused by alpha == 0 calls too.
TEST(Validation, WithRoutePinsOnlyThroughScopedSettings) {
  Queue q = Queue::host();
  std::vector<double> a(4, 1.0), c(4, 1.0);
  MatrixView<const double> A{a.data(), 2, 2, 2, 0, 1};
  MatrixView<double> C{c.data(), 2, 2, 2, 0, 1};
  const Settings pinned = with_route("syrk", "no-such-family");
  EXPECT_NO_THROW(syrk<double>(q, Uplo::Lower, Op::NoTrans, 1.0, A, 0.0, C));
  ScopedSettings scope(pinned);
  EXPECT_THROW(syrk<double>(q, Uplo::Lower, Op::NoTrans, 0.0, A, 2.0, C), std::invalid_argument);
}

// types.hh: letters in either case, names exactly as to_string writes them; dtypes lower-case.
TEST(Validation, FromStringSpellings) {
  EXPECT_EQ(from_string<Uplo>("l"), Uplo::Lower);
  EXPECT_THROW(from_string<Uplo>("lower"), std::invalid_argument);
  EXPECT_EQ(from_string<Dtype>("complex<float>"), Dtype::ComplexFloat);
  EXPECT_THROW(from_string<Dtype>("S"), std::invalid_argument);
  EXPECT_THROW(from_string<Dtype>("Float"), std::invalid_argument);
}

}  // namespace
