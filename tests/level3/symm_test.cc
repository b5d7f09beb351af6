// symm on every target (complex T: complex-symmetric): side x uplo x odd and non-square sizes,
// NaN in A's other triangle, beta = 0 over NaN, alpha = 0 over NaN inputs, broadcast A or B,
// large batches, invalid arguments.
#include "level3/symm_cases.hh"

namespace {

using namespace testing_support;
using namespace l3;

// Families the CUDA build pins in turn (the host has one).
const std::vector<std::string> kCudaFamilies = {"direct", "expand", "blocked", "recursive", "vendor"};

template <class T> class Symm : public ::testing::Test {};
TYPED_TEST_SUITE(Symm, Types, TypeNames);

TYPED_TEST(Symm, AllFlagsOddSizesMatchOracle) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("symm", kCudaFamilies, t) {
    for (Side side : kSides)
      for (Uplo uplo : kUplos)
        for (auto [m, n] : kSymmSizes)
          run_symm_case<T>(t.q, {side, uplo, m, n, 2}, random_value<T>(rng),
                           random_value<T>(rng), rng, false);
  }
}

TYPED_TEST(Symm, BetaZeroNeverReadsC) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("symm", kCudaFamilies, t) {
    for (Side side : kSides)
      for (Uplo uplo : kUplos)
        run_symm_case<T>(t.q, {side, uplo, 9, 7, 3}, random_value<T>(rng), T(0), rng, false);
  }
}

TYPED_TEST(Symm, AlphaZeroScalesCWithoutReadingInputs) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("symm", kCudaFamilies, t) {
    for (T beta : {T(0), T(1), random_value<T>(rng)}) {
      Mat<T> A(t.q, 6, 6, 2), B(t.q, 6, 4, 2), C(t.q, 6, 4, 2);  // A, B all NaN
      C.fill(rng);
      if (beta == T(0)) poison(C);
      A.buf.upload(), B.buf.upload(), C.buf.upload();
      const auto before = C.buf.host;
      symm(t.q, Side::Left, Uplo::Lower, T(0), A.cview(), B.cview(), beta, C.view());
      EXPECT_TRUE(check_output(before, C, 0, [&](int64_t i, int64_t j, int64_t b) {
        return oracle::symm_at(Side::Left, Uplo::Lower, T(0), A, B, beta, before, C, i, j, b);
      }));
    }
  }
}

TYPED_TEST(Symm, EmptyOutputIsNoOp) {
  using T = TypeParam;
  FOR_EACH_TARGET("symm", kCudaFamilies, t) {
    for (auto [m, n] : {std::pair<int64_t, int64_t>{0, 3}, {3, 0}}) {
      for (Side side : kSides) {
        const int64_t ka = side == Side::Left ? m : n;
        Mat<T> A(t.q, ka, ka, 2), B(t.q, m, n, 2), C(t.q, m, n, 2);
        A.buf.upload(), B.buf.upload(), C.buf.upload();
        const auto before = C.buf.host;
        symm(t.q, side, Uplo::Upper, T(1), A.cview(), B.cview(), T(0), C.view());
        EXPECT_TRUE(untouched(before, C.buf));
      }
    }
    Mat<T> A(t.q, 4, 4, 0), B(t.q, 4, 2, 0), C(t.q, 4, 2, 0);  // batch 0
    symm(t.q, Side::Left, Uplo::Upper, T(1), A.cview(), B.cview(), T(0), C.view());
  }
}

TYPED_TEST(Symm, BroadcastInputsAndBatchesOfOneAndHundreds) {
  using T = TypeParam;
  auto rng = rng_for_test();
  auto r = [&] { return random_value<T>(rng); };
  FOR_EACH_TARGET("symm", kCudaFamilies, t) {
    run_symm_case<T>(t.q, {Side::Left, Uplo::Upper, 5, 4, 1}, r(), r(), rng, false);
    run_symm_case<T>(t.q, {Side::Right, Uplo::Lower, 4, 6, 300, true, false}, r(), r(), rng,
                     false);
    run_symm_case<T>(t.q, {Side::Left, Uplo::Lower, 5, 3, 300, false, true}, r(), r(), rng,
                     false);
    run_symm_case<T>(t.q, {Side::Right, Uplo::Upper, 3, 4, 513}, r(), r(), rng, false);
  }
}

TYPED_TEST(Symm, InvalidArgumentsThrowBeforeWriting) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("symm", kCudaFamilies, t) {
    Mat<T> A(t.q, 5, 5, 2), B(t.q, 5, 4, 2), C(t.q, 5, 4, 2);
    A.fill(rng), B.fill(rng), C.fill(rng);
    A.buf.upload(), B.buf.upload(), C.buf.upload();
    const auto before = C.buf.host;
    auto Av = A.cview();
    auto Bv = B.cview();
    auto Cv = C.view();
    const auto L = Side::Left;
    const auto U = Uplo::Upper;
    auto call = [&](Side s, Uplo u, MatrixView<const T> a, MatrixView<const T> b,
                    MatrixView<T> c) { symm(t.q, s, u, T(1), a, b, T(1), c); };
    EXPECT_INVALID(call(static_cast<Side>('X'), U, Av, Bv, Cv), "side");
    EXPECT_INVALID(call(L, static_cast<Uplo>('X'), Av, Bv, Cv), "uplo");
    EXPECT_INVALID(call(Side::Right, U, Av, Bv, Cv), "A is 5 x 5, expected 4 x 4");
    auto v = Av;
    v.ld = 4;
    EXPECT_INVALID(call(L, U, v, Bv, Cv), "lda");
    auto w = Bv;
    w.ld = 4;
    EXPECT_INVALID(call(L, U, Av, w, Cv), "ldb");
    w = Bv, w.cols = 3;
    EXPECT_INVALID(call(L, U, Av, w, Cv), "B is 5 x 3");
    auto c = Cv;
    c.ld = 2;
    EXPECT_INVALID(call(L, U, Av, Bv, c), "ldc");
    c = Cv, c.stride = 3;
    EXPECT_INVALID(call(L, U, Av, Bv, c), "overlap");
    c = Cv, c.stride = 0;
    EXPECT_INVALID(call(L, U, Av, Bv, c), "overlap");
    v = Av, v.stride = -5;
    EXPECT_INVALID(call(L, U, v, Bv, Cv), "stride");
    w = Bv, w.batch = 1;
    EXPECT_INVALID(call(L, U, Av, w, Cv), "batch");
    MatrixView<const T> a_in_c{Cv.data, 5, 5, Cv.ld, Cv.stride, 2};
    EXPECT_INVALID(call(L, U, a_in_c, Bv, Cv), "overlaps input A");
    MatrixView<const T> b_in_c{Cv.data + 2, 5, 4, Cv.ld, Cv.stride, 2};
    EXPECT_INVALID(call(L, U, Av, b_in_c, Cv), "overlaps input B");
    EXPECT_TRUE(untouched(before, C.buf));
  }
}

}  // namespace
