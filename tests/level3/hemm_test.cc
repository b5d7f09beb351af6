// hemm on every target (complex T): side x uplo x odd and non-square sizes, NaN in A's other
// triangle and in the imaginary parts of its diagonal (which hemm must ignore), a cross-check
// against gemm on the explicitly mirrored operand, beta = 0 over NaN, alpha = 0 over NaN
// inputs, broadcast A or B, large batches, invalid arguments.
#include "level3/symm_cases.hh"

namespace {

using namespace testing_support;
using namespace l3;

// Families the CUDA build pins in turn (the host has one).
const std::vector<std::string> kCudaFamilies = {"direct", "expand", "blocked", "recursive", "vendor"};

template <class T> class Hemm : public ::testing::Test {};
TYPED_TEST_SUITE(Hemm, ComplexTypes, TypeNames);

// Every case plants NaN in Im(A(i,i)): reading it would make C NaN.
TYPED_TEST(Hemm, AllFlagsOddSizesMatchOracleIgnoringImaginaryDiagonal) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("hemm", kCudaFamilies, t) {
    for (Side side : kSides)
      for (Uplo uplo : kUplos)
        for (auto [m, n] : kSymmSizes)
          run_symm_case<T>(t.q, {side, uplo, m, n, 2}, random_value<T>(rng),
                           random_value<T>(rng), rng, true);
  }
}

// Independent of oracle::sym_at: mirror the stored triangle into a full Hermitian matrix by
// hand (conjugated, real diagonal) and compare with the gemm oracle on it.
TYPED_TEST(Hemm, MatchesGemmOnMirroredOperand) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("hemm", kCudaFamilies, t) {
    for (Side side : kSides)
      for (Uplo uplo : kUplos) {
        const int64_t m = 7, n = 5, ka = side == Side::Left ? m : n, batch = 2;
        Mat<T> A(t.q, ka, ka, batch), Afull(t.q, ka, ka, batch), B(t.q, m, n, batch);
        Mat<T> C(t.q, m, n, batch);
        A.fill(rng), B.fill(rng), C.fill(rng);
        for (int64_t b = 0; b < batch; ++b)
          for (int64_t j = 0; j < ka; ++j)
            for (int64_t i = 0; i < ka; ++i) {
              const bool stored = uplo == Uplo::Lower ? i >= j : i <= j;
              Afull.at(i, j, b) = stored ? A.at(i, j, b) : std::conj(A.at(j, i, b));
              if (i == j) Afull.at(i, j, b).imag(0);
              if (!stored) A.at(i, j, b) = sentinel<T>();
            }
        A.buf.upload(), B.buf.upload(), C.buf.upload();
        const auto before = C.buf.host;
        const T alpha = random_value<T>(rng), beta = random_value<T>(rng);
        hemm(t.q, side, uplo, alpha, A.cview(), B.cview(), beta, C.view());
        EXPECT_TRUE(check_output(before, C, ka, [&](int64_t i, int64_t j, int64_t b) {
          const auto N = Op::NoTrans;
          return side == Side::Left
                     ? oracle::gemm_at(N, N, alpha, Afull, B, beta, before, C, i, j, b)
                     : oracle::gemm_at(N, N, alpha, B, Afull, beta, before, C, i, j, b);
        })) << "side=" << to_char(side) << " uplo=" << to_char(uplo);
      }
  }
}

TYPED_TEST(Hemm, BetaZeroNeverReadsC) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("hemm", kCudaFamilies, t) {
    for (Side side : kSides)
      for (Uplo uplo : kUplos)
        run_symm_case<T>(t.q, {side, uplo, 9, 7, 3}, random_value<T>(rng), T(0), rng, true);
  }
}

TYPED_TEST(Hemm, AlphaZeroScalesCWithoutReadingInputs) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("hemm", kCudaFamilies, t) {
    for (T beta : {T(0), T(1), random_value<T>(rng)}) {
      Mat<T> A(t.q, 4, 4, 2), B(t.q, 6, 4, 2), C(t.q, 6, 4, 2);  // A, B all NaN
      C.fill(rng);
      if (beta == T(0)) poison(C);
      A.buf.upload(), B.buf.upload(), C.buf.upload();
      const auto before = C.buf.host;
      hemm(t.q, Side::Right, Uplo::Upper, T(0), A.cview(), B.cview(), beta, C.view());
      EXPECT_TRUE(check_output(before, C, 0, [&](int64_t i, int64_t j, int64_t b) {
        return oracle::symm_at(Side::Right, Uplo::Upper, T(0), A, B, beta, before, C, i, j, b,
                               true);
      }));
    }
  }
}

TYPED_TEST(Hemm, EmptyOutputIsNoOp) {
  using T = TypeParam;
  FOR_EACH_TARGET("hemm", kCudaFamilies, t) {
    for (auto [m, n] : {std::pair<int64_t, int64_t>{0, 3}, {3, 0}}) {
      for (Side side : kSides) {
        const int64_t ka = side == Side::Left ? m : n;
        Mat<T> A(t.q, ka, ka, 2), B(t.q, m, n, 2), C(t.q, m, n, 2);
        A.buf.upload(), B.buf.upload(), C.buf.upload();
        const auto before = C.buf.host;
        hemm(t.q, side, Uplo::Lower, T(1), A.cview(), B.cview(), T(0), C.view());
        EXPECT_TRUE(untouched(before, C.buf));
      }
    }
    Mat<T> A(t.q, 4, 4, 0), B(t.q, 4, 2, 0), C(t.q, 4, 2, 0);  // batch 0
    hemm(t.q, Side::Left, Uplo::Upper, T(1), A.cview(), B.cview(), T(0), C.view());
  }
}

TYPED_TEST(Hemm, BroadcastInputsAndBatchesOfOneAndHundreds) {
  using T = TypeParam;
  auto rng = rng_for_test();
  auto r = [&] { return random_value<T>(rng); };
  FOR_EACH_TARGET("hemm", kCudaFamilies, t) {
    run_symm_case<T>(t.q, {Side::Left, Uplo::Upper, 5, 4, 1}, r(), r(), rng, true);
    run_symm_case<T>(t.q, {Side::Right, Uplo::Lower, 4, 6, 300, true, false}, r(), r(), rng,
                     true);
    run_symm_case<T>(t.q, {Side::Left, Uplo::Lower, 5, 3, 300, false, true}, r(), r(), rng,
                     true);
    run_symm_case<T>(t.q, {Side::Right, Uplo::Upper, 3, 4, 513}, r(), r(), rng, true);
  }
}

TYPED_TEST(Hemm, InvalidArgumentsThrowBeforeWriting) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("hemm", kCudaFamilies, t) {
    Mat<T> A(t.q, 4, 4, 2), B(t.q, 5, 4, 2), C(t.q, 5, 4, 2);
    A.fill(rng), B.fill(rng), C.fill(rng);
    A.buf.upload(), B.buf.upload(), C.buf.upload();
    const auto before = C.buf.host;
    auto Av = A.cview();
    auto Bv = B.cview();
    auto Cv = C.view();
    const auto R = Side::Right;
    const auto U = Uplo::Upper;
    auto call = [&](Side s, Uplo u, MatrixView<const T> a, MatrixView<const T> b,
                    MatrixView<T> c) { hemm(t.q, s, u, T(1), a, b, T(1), c); };
    EXPECT_INVALID(call(static_cast<Side>(0), U, Av, Bv, Cv), "side");
    EXPECT_INVALID(call(R, static_cast<Uplo>(0), Av, Bv, Cv), "uplo");
    EXPECT_INVALID(call(Side::Left, U, Av, Bv, Cv), "A is 4 x 4, expected 5 x 5");
    auto v = Av;
    v.ld = 3;
    EXPECT_INVALID(call(R, U, v, Bv, Cv), "lda");
    auto w = Bv;
    w.rows = 4;
    EXPECT_INVALID(call(R, U, Av, w, Cv), "B is 4 x 4");
    auto c = Cv;
    c.ld = 4;
    EXPECT_INVALID(call(R, U, Av, Bv, c), "ldc");
    c = Cv, c.stride = 10;
    EXPECT_INVALID(call(R, U, Av, Bv, c), "overlap");
    v = Av, v.batch = 3;
    EXPECT_INVALID(call(R, U, v, Bv, Cv), "batch");
    w = Bv, w.data = nullptr;
    EXPECT_INVALID(call(R, U, Av, w, Cv), "null");
    MatrixView<const T> a_in_c{Cv.data + Cv.stride, 4, 4, Cv.ld, 0, 2};
    EXPECT_INVALID(call(R, U, a_in_c, Bv, Cv), "overlaps input A");
    MatrixView<const T> b_in_c{Cv.data, 5, 4, Cv.ld, Cv.stride, 2};
    EXPECT_INVALID(call(R, U, Av, b_in_c, Cv), "overlaps input B");
    EXPECT_TRUE(untouched(before, C.buf));
  }
}

}  // namespace
