// gemv on every target: N/T/C x sizes (m != n, 0, odd, past 64) x increments of both signs,
// sentinels between elements and in A's padding, beta = 0 over NaN, alpha = 0 and empty A over
// NaN inputs (y := beta*y), broadcast inputs, batches of 1 and hundreds, invalid arguments.
#include "support/oracle_level2.hh"

namespace {

using namespace testing_support;
using oracle::gemv_at;

// Families the CUDA build pins in turn (the host has one). `packed` covers Trans / ConjTrans
// only: pinned for a NoTrans call that reaches the families it must throw (run_case checks that).
const std::vector<std::string> kCudaFamilies = {"native", "packed", "vendor"};

/// True for a NoTrans call with `packed` pinned for gemv, which refuses it.
bool pinned_packed(Op trans) {
  return trans == Op::NoTrans && settings().route("gemv") == "packed";
}

template <class T> class Gemv : public ::testing::Test {};
TYPED_TEST_SUITE(Gemv, Types, TypeNames);

struct Case {
  Op trans;
  int64_t m, n, incx = 1, incy = 1, batch = 2;
  bool broadcast = false;  ///< A and x with stride 0
};

template <class T> void run_case(Queue& q, const Case& c, T alpha, T beta, std::mt19937_64& rng) {
  const int64_t xl = c.trans == Op::NoTrans ? c.n : c.m, yl = c.trans == Op::NoTrans ? c.m : c.n;
  const int64_t in_batch = c.broadcast ? 1 : c.batch;
  Mat<T> A(q, c.m, c.n, in_batch);
  Vec<T> x(q, xl, in_batch, c.incx), y(q, yl, c.batch, c.incy);
  A.fill(rng);
  x.fill(rng);
  y.fill(rng);
  mix_markers(y.buf);
  if (beta == T(0)) plant_nan(y);  // beta == 0 must never read y
  A.buf.upload(), x.buf.upload(), y.buf.upload();
  const auto before = y.buf.host;
  auto Av = c.broadcast ? A.broadcast(c.batch) : A.cview();
  auto xv = c.broadcast ? x.broadcast(c.batch) : x.cview();
  if (pinned_packed(c.trans) && c.m > 0 && c.n > 0 && c.batch > 0 && alpha != T(0)) {
    EXPECT_INVALID(gemv(q, c.trans, alpha, Av, xv, beta, y.view()), "covers T/C");
    EXPECT_TRUE(untouched(before, y.buf)) << "m=" << c.m << " n=" << c.n;
    return;
  }
  gemv(q, c.trans, alpha, Av, xv, beta, y.view());
  EXPECT_TRUE(check_output(before, y, xl + 1, [&](int64_t i, int64_t b) {
    return gemv_at(c.trans, alpha, A, x, beta, before, y, i, b);
  })) << "trans=" << to_char(c.trans) << " m=" << c.m << " n=" << c.n << " incx=" << c.incx
      << " incy=" << c.incy << " batch=" << c.batch;
}

TYPED_TEST(Gemv, AllTransSizesIncrementsMatchOracle) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("gemv", kCudaFamilies, t) {
    for (Op trans : {Op::NoTrans, Op::Trans, Op::ConjTrans})
      for (int64_t m : {0, 1, 2, 3, 17, 70})
        for (int64_t n : {0, 1, 3, 66})
          for (auto [incx, incy] : increment_pairs())
            run_case<T>(t.q, {trans, m, n, incx, incy}, random_value<T>(rng),
                        random_value<T>(rng), rng);
  }
}

TYPED_TEST(Gemv, BetaZeroNeverReadsY) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("gemv", kCudaFamilies, t) {
    for (Op trans : {Op::NoTrans, Op::Trans, Op::ConjTrans})
      for (auto [incx, incy] : increment_pairs())
        run_case<T>(t.q, {trans, 13, 9, incx, incy, 3}, random_value<T>(rng), T(0), rng);
  }
}

// alpha == 0, or an empty A (m or n zero with a non-empty y), gives y := beta*y; A and x stay
// all NaN so reading them would show. Reference BLAS would leave y untouched for an empty A.
TYPED_TEST(Gemv, AlphaZeroAndEmptyAScaleYWithoutReadingAOrX) {
  using T = TypeParam;
  auto rng = rng_for_test();
  struct Shape { Op trans; int64_t m, n; T alpha; };
  const std::vector<Shape> shapes = {{Op::NoTrans, 7, 5, T(0)},
                                     {Op::ConjTrans, 4, 6, T(0)},
                                     {Op::NoTrans, 6, 0, random_value<T>(rng)},
                                     {Op::Trans, 0, 5, random_value<T>(rng)}};
  FOR_EACH_TARGET("gemv", kCudaFamilies, t) {
    for (const auto& s : shapes)
      for (T beta : {T(0), T(1), random_value<T>(rng)}) {
        const int64_t xl = s.trans == Op::NoTrans ? s.n : s.m;
        const int64_t yl = s.trans == Op::NoTrans ? s.m : s.n;
        Mat<T> A(t.q, s.m, s.n, 2);
        Vec<T> x(t.q, xl, 2, -2), y(t.q, yl, 2, 2);
        y.fill(rng);
        A.buf.upload(), x.buf.upload(), y.buf.upload();
        const auto before = y.buf.host;
        gemv(t.q, s.trans, s.alpha, A.cview(), x.cview(), beta, y.view());
        EXPECT_TRUE(check_output(before, y, 1, [&](int64_t i, int64_t b) {
          return gemv_at(s.trans, T(0), A, x, beta, before, y, i, b);
        })) << "m=" << s.m << " n=" << s.n;
      }
  }
}

TYPED_TEST(Gemv, EmptyOutputIsNoOp) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("gemv", kCudaFamilies, t) {
    Mat<T> A(t.q, 0, 4, 2);
    Vec<T> x(t.q, 4, 2), y(t.q, 0, 2);
    x.fill(rng);
    A.buf.upload(), x.buf.upload(), y.buf.upload();
    const auto before = y.buf.host;
    gemv(t.q, Op::NoTrans, T(1), A.cview(), x.cview(), T(0), y.view());
    EXPECT_TRUE(untouched(before, y.buf));
    Mat<T> A0(t.q, 3, 4, 0);  // batch 0
    Vec<T> x0(t.q, 4, 0), y0(t.q, 3, 0);
    y0.buf.upload();
    const auto before0 = y0.buf.host;
    gemv(t.q, Op::NoTrans, T(1), A0.cview(), x0.cview(), T(0), y0.view());
    EXPECT_TRUE(untouched(before0, y0.buf));
  }
}

TYPED_TEST(Gemv, BroadcastInputsAndBatches) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("gemv", kCudaFamilies, t) {
    run_case<T>(t.q, {Op::Trans, 9, 6, -1, 2, 300, true}, random_value<T>(rng),
                random_value<T>(rng), rng);
    run_case<T>(t.q, {Op::NoTrans, 5, 8, 1, -1, 1}, random_value<T>(rng), random_value<T>(rng),
                rng);
    run_case<T>(t.q, {Op::ConjTrans, 4, 3, 2, 1, 517}, random_value<T>(rng),
                random_value<T>(rng), rng);
  }
}

TYPED_TEST(Gemv, InvalidArgumentsThrowBeforeWriting) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("gemv", kCudaFamilies, t) {
    Mat<T> A(t.q, 5, 3, 2);
    Vec<T> x(t.q, 3, 2), y(t.q, 5, 2);
    A.fill(rng), x.fill(rng), y.fill(rng);
    A.buf.upload(), x.buf.upload(), y.buf.upload();
    const auto before = y.buf.host;
    const auto Av = A.cview();
    const auto xv = x.cview();
    const auto yv = y.view();
    const Op N = Op::NoTrans;
    auto bad_lda = Av;
    bad_lda.ld = 4;
    EXPECT_INVALID(gemv(t.q, N, T(1), bad_lda, xv, T(1), yv), "lda");
    EXPECT_INVALID(gemv(t.q, Op::Trans, T(1), Av, xv, T(1), yv), "y has 5 elements, expected 3");
    auto long_x = xv;
    long_x.size = 4;
    EXPECT_INVALID(gemv(t.q, N, T(1), Av, long_x, T(1), yv), "x has 4 elements, expected 3");
    auto short_y = yv;
    short_y.size = 4;
    EXPECT_INVALID(gemv(t.q, N, T(1), Av, xv, T(1), short_y), "y has 4 elements");
    auto incx0 = xv;
    incx0.inc = 0;
    EXPECT_INVALID(gemv(t.q, N, T(1), Av, incx0, T(1), yv), "incx is 0");
    auto incy0 = yv;
    incy0.inc = 0;
    EXPECT_INVALID(gemv(t.q, N, T(1), Av, xv, T(1), incy0), "incy is 0");
    auto overlap = yv;
    overlap.stride = 4;
    EXPECT_INVALID(gemv(t.q, N, T(1), Av, xv, T(1), overlap), "overlap");
    auto zero_stride = yv;
    zero_stride.stride = 0;
    EXPECT_INVALID(gemv(t.q, N, T(1), Av, xv, T(1), zero_stride), "overlap");
    auto neg_stride = xv;
    neg_stride.stride = -1;
    EXPECT_INVALID(gemv(t.q, N, T(1), Av, neg_stride, T(1), yv), "stride");
    auto batch_mismatch = Av;
    batch_mismatch.batch = 1;
    EXPECT_INVALID(gemv(t.q, N, T(1), batch_mismatch, xv, T(1), yv), "batch");
    auto xbatch = xv;
    xbatch.batch = 3;
    EXPECT_INVALID(gemv(t.q, N, T(1), Av, xbatch, T(1), yv), "batch");
    // y aliasing A or x.
    MatrixView<const T> a_on_y{yv.data, 5, 3, 5, 0, 2};
    EXPECT_INVALID(gemv(t.q, N, T(1), a_on_y, xv, T(1), yv), "y overlaps input A");
    VectorView<const T> x_on_y{yv.data + 1, 3, 1, yv.stride, 2};
    EXPECT_INVALID(gemv(t.q, N, T(1), Av, x_on_y, T(1), yv), "y overlaps input x");
    EXPECT_INVALID(gemv(t.q, static_cast<Op>('X'), T(1), Av, xv, T(1), yv), "trans");
    EXPECT_TRUE(untouched(before, y.buf));
  }
}

}  // namespace
