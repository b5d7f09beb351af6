// trmv on every target: every uplo x trans x diag, sizes 0..past 64, increments of both signs
// (x is updated in place), NaN sentinels in A's other triangle, padding and (Unit) diagonal,
// sentinels between x's elements, broadcast A, batches of 1 and hundreds, invalid arguments.
#include "support/oracle_level2.hh"

namespace {

using namespace testing_support;
using oracle::trmv_at;

// Families the CUDA build pins in turn (the host has one).
const std::vector<std::string> kCudaFamilies = {"native", "vendor"};

template <class T> class Trmv : public ::testing::Test {};
TYPED_TEST_SUITE(Trmv, Types, TypeNames);

struct Case {
  Uplo uplo;
  Op trans;
  Diag diag;
  int64_t n, inc = 1, batch = 2;
  bool broadcast = false;  ///< A with stride 0
};

template <class T> void run_case(Queue& q, const Case& c, std::mt19937_64& rng) {
  Mat<T> A(q, c.n, c.n, c.broadcast ? 1 : c.batch);
  Vec<T> x(q, c.n, c.batch, c.inc);
  // Only the uplo triangle (without the diagonal under Unit) gets values; the rest stays NaN.
  A.fill(rng, [&](int64_t i, int64_t j) {
    return oracle::in_triangle(c.uplo, i, j) && !(i == j && c.diag == Diag::Unit);
  });
  x.fill(rng);
  mix_markers(x.buf);
  A.buf.upload(), x.buf.upload();
  const auto before = x.buf.host;
  trmv(q, c.uplo, c.trans, c.diag, c.broadcast ? A.broadcast(c.batch) : A.cview(), x.view());
  EXPECT_TRUE(check_output(before, x, c.n, [&](int64_t i, int64_t b) {
    return trmv_at(c.uplo, c.trans, c.diag, A, before, x, i, b);
  })) << "uplo=" << to_char(c.uplo) << " trans=" << to_char(c.trans)
      << " diag=" << to_char(c.diag) << " n=" << c.n << " inc=" << c.inc << " batch=" << c.batch;
}

TYPED_TEST(Trmv, AllFlagsSizesIncrementsMatchOracle) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("trmv", kCudaFamilies, t) {
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (Op trans : {Op::NoTrans, Op::Trans, Op::ConjTrans})
        for (Diag diag : {Diag::NonUnit, Diag::Unit})
          for (int64_t n : {0, 1, 2, 3, 17, 70})
            for (int64_t inc : {1, -1, 3, -2})
              run_case<T>(t.q, {uplo, trans, diag, n, inc}, rng);
  }
}

TYPED_TEST(Trmv, EmptyBatchIsNoOp) {
  using T = TypeParam;
  FOR_EACH_TARGET("trmv", kCudaFamilies, t) {
    Mat<T> A(t.q, 4, 4, 0);
    Vec<T> x(t.q, 4, 0);
    x.buf.upload();
    const auto before = x.buf.host;
    trmv(t.q, Uplo::Lower, Op::NoTrans, Diag::NonUnit, A.cview(), x.view());
    EXPECT_TRUE(untouched(before, x.buf));
  }
}

TYPED_TEST(Trmv, BroadcastAAndBatches) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("trmv", kCudaFamilies, t) {
    run_case<T>(t.q, {Uplo::Upper, Op::ConjTrans, Diag::NonUnit, 9, -1, 300, true}, rng);
    run_case<T>(t.q, {Uplo::Lower, Op::NoTrans, Diag::Unit, 6, 2, 1}, rng);
    run_case<T>(t.q, {Uplo::Lower, Op::Trans, Diag::NonUnit, 5, 1, 517}, rng);
  }
}

TYPED_TEST(Trmv, InvalidArgumentsThrowBeforeWriting) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("trmv", kCudaFamilies, t) {
    Mat<T> A(t.q, 5, 5, 2);
    Vec<T> x(t.q, 5, 2);
    A.fill(rng), x.fill(rng);
    A.buf.upload(), x.buf.upload();
    const auto before = x.buf.host;
    const auto Av = A.cview();
    const auto xv = x.view();
    const Uplo L = Uplo::Lower;
    const Op N = Op::NoTrans;
    const Diag D = Diag::NonUnit;
    auto bad_lda = Av;
    bad_lda.ld = 4;
    EXPECT_INVALID(trmv(t.q, L, N, D, bad_lda, xv), "lda");
    auto not_square = Av;
    not_square.cols = 4;
    EXPECT_INVALID(trmv(t.q, L, N, D, not_square, xv), "square");
    auto short_x = xv;
    short_x.size = 4;
    EXPECT_INVALID(trmv(t.q, L, N, D, Av, short_x), "x has 4 elements, expected 5");
    auto inc0 = xv;
    inc0.inc = 0;
    EXPECT_INVALID(trmv(t.q, L, N, D, Av, inc0), "incx is 0");
    auto overlap = xv;
    overlap.stride = 3;
    EXPECT_INVALID(trmv(t.q, L, N, D, Av, overlap), "overlap");
    auto zero_stride = xv;
    zero_stride.stride = 0;
    EXPECT_INVALID(trmv(t.q, L, N, D, Av, zero_stride), "overlap");
    auto batch_mismatch = Av;
    batch_mismatch.batch = 3;
    EXPECT_INVALID(trmv(t.q, L, N, D, batch_mismatch, xv), "batch");
    auto neg_stride = Av;
    neg_stride.stride = -1;
    EXPECT_INVALID(trmv(t.q, L, N, D, neg_stride, xv), "stride");
    MatrixView<const T> a_on_x{xv.data, 5, 5, 5, 0, 2};
    EXPECT_INVALID(trmv(t.q, L, N, D, a_on_x, xv), "x overlaps input A");
    EXPECT_INVALID(trmv(t.q, static_cast<Uplo>('X'), N, D, Av, xv), "uplo");
    EXPECT_INVALID(trmv(t.q, L, static_cast<Op>('X'), D, Av, xv), "trans");
    EXPECT_INVALID(trmv(t.q, L, N, static_cast<Diag>('X'), Av, xv), "diag");
    EXPECT_TRUE(untouched(before, x.buf));
  }
}

}  // namespace
