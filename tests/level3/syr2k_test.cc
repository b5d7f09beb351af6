// syr2k on every target (complex T: complex-symmetric): uplo x trans x odd sizes, C's other
// triangle bit-checked, beta = 0 over NaN, alpha = 0 and k = 0 over NaN inputs, broadcast A or
// B, large batches, invalid arguments.
#include "level3/rank2k_cases.hh"

namespace {

using namespace testing_support;
using namespace l3;

// Families the CUDA build pins in turn (the host has one).
const std::vector<std::string> kCudaFamilies = {"triangular", "gemm_fold", "vendor"};

template <class T> class Syr2k : public ::testing::Test {};
TYPED_TEST_SUITE(Syr2k, Types, TypeNames);

TYPED_TEST(Syr2k, AllFlagsOddSizesMatchOracle) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syr2k", kCudaFamilies, t) {
    for (Uplo uplo : kUplos)
      for (Op trans : symmetric_trans<T>())
        for (int64_t n : kRank2kN)
          for (int64_t k : kRank2kK)
            run_rank2k_case<T, T>(t.q, {uplo, trans, n, k, 2}, random_value<T>(rng),
                                  random_value<T>(rng), rng);
  }
}

TYPED_TEST(Syr2k, BetaZeroNeverReadsC) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syr2k", kCudaFamilies, t) {
    for (Uplo uplo : kUplos)
      for (Op trans : {Op::NoTrans, Op::Trans})
        run_rank2k_case<T, T>(t.q, {uplo, trans, 19, 9, 3}, random_value<T>(rng), T(0), rng);
  }
}

TYPED_TEST(Syr2k, AlphaZeroAndEmptyKScaleCWithoutReadingInputs) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syr2k", kCudaFamilies, t) {
    for (int64_t k : {int64_t(0), int64_t(5)}) {
      for (T beta : {T(0), T(1), random_value<T>(rng)}) {
        for (Uplo uplo : kUplos) {
          Mat<T> A(t.q, k, 6, 2), B(t.q, k, 6, 2), C(t.q, 6, 6, 2);  // A, B all NaN
          C.fill(rng);
          if (beta == T(0)) poison(C);
          A.buf.upload(), B.buf.upload(), C.buf.upload();
          const auto before = C.buf.host;
          const T alpha = k == 0 ? random_value<T>(rng) : T(0);
          syr2k(t.q, uplo, Op::Trans, alpha, A.cview(), B.cview(), beta, C.view());
          EXPECT_TRUE(check_output(before, C, 0, [&](int64_t i, int64_t j, int64_t b) {
            return oracle::syr2k_at(uplo, Op::Trans, T(0), A, B, beta, before, C, i, j, b);
          })) << "k=" << k;
        }
      }
    }
  }
}

TYPED_TEST(Syr2k, EmptyOutputIsNoOp) {
  using T = TypeParam;
  FOR_EACH_TARGET("syr2k", kCudaFamilies, t) {
    Mat<T> A(t.q, 0, 3, 2), B(t.q, 0, 3, 2), C(t.q, 0, 0, 2);
    A.buf.upload(), B.buf.upload(), C.buf.upload();
    const auto before = C.buf.host;
    syr2k(t.q, Uplo::Lower, Op::NoTrans, T(1), A.cview(), B.cview(), T(0), C.view());
    EXPECT_TRUE(untouched(before, C.buf));
    Mat<T> A2(t.q, 4, 3, 0), B2(t.q, 4, 3, 0), C2(t.q, 4, 4, 0);  // batch 0
    syr2k(t.q, Uplo::Lower, Op::NoTrans, T(1), A2.cview(), B2.cview(), T(0), C2.view());
  }
}

TYPED_TEST(Syr2k, BroadcastInputsAndBatchesOfOneAndHundreds) {
  using T = TypeParam;
  auto rng = rng_for_test();
  auto r = [&] { return random_value<T>(rng); };
  FOR_EACH_TARGET("syr2k", kCudaFamilies, t) {
    run_rank2k_case<T, T>(t.q, {Uplo::Upper, Op::Trans, 5, 4, 1}, r(), r(), rng);
    run_rank2k_case<T, T>(t.q, {Uplo::Lower, Op::Trans, 6, 5, 300, true, false}, r(), r(), rng);
    run_rank2k_case<T, T>(t.q, {Uplo::Upper, Op::NoTrans, 6, 5, 300, false, true}, r(), r(),
                          rng);
    run_rank2k_case<T, T>(t.q, {Uplo::Lower, Op::NoTrans, 5, 3, 513}, r(), r(), rng);
  }
}

TYPED_TEST(Syr2k, InvalidArgumentsThrowBeforeWriting) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syr2k", kCudaFamilies, t) {
    Mat<T> A(t.q, 5, 3, 2), B(t.q, 5, 3, 2), C(t.q, 5, 5, 2);
    A.fill(rng), B.fill(rng), C.fill(rng);
    A.buf.upload(), B.buf.upload(), C.buf.upload();
    const auto before = C.buf.host;
    auto Av = A.cview();
    auto Bv = B.cview();
    auto Cv = C.view();
    const auto L = Uplo::Lower;
    const auto N = Op::NoTrans;
    auto call = [&](Uplo u, Op tr, MatrixView<const T> a, MatrixView<const T> b,
                    MatrixView<T> c) { syr2k(t.q, u, tr, T(1), a, b, T(1), c); };
    EXPECT_INVALID(call(static_cast<Uplo>('X'), N, Av, Bv, Cv), "uplo");
    EXPECT_INVALID(call(L, static_cast<Op>('X'), Av, Bv, Cv), "trans");
    if constexpr (is_complex_v<T>)  // that would be her2k
      EXPECT_INVALID(call(L, Op::ConjTrans, Av, Bv, Cv), "trans");
    EXPECT_INVALID(call(L, Op::Trans, Av, Bv, Cv), "A is 5 x 3");
    auto w = Bv;
    w.cols = 2;
    EXPECT_INVALID(call(L, N, Av, w, Cv), "B is 5 x 2");
    auto v = Av;
    v.ld = 4;
    EXPECT_INVALID(call(L, N, v, Bv, Cv), "lda");
    w = Bv, w.ld = 1;
    EXPECT_INVALID(call(L, N, Av, w, Cv), "ldb");
    auto c = Cv;
    c.cols = 4;
    EXPECT_INVALID(call(L, N, Av, Bv, c), "square");
    c = Cv, c.rows = -1;  // named as a negative extent, not as "expected square"
    EXPECT_INVALID(call(L, N, Av, Bv, c), "C rows (-1) < 0");
    c = Cv, c.ld = 4;
    EXPECT_INVALID(call(L, N, Av, Bv, c), "ldc");
    c = Cv, c.stride = 3;
    EXPECT_INVALID(call(L, N, Av, Bv, c), "overlap");
    c = Cv, c.stride = 0;
    EXPECT_INVALID(call(L, N, Av, Bv, c), "overlap");
    w = Bv, w.stride = -2;
    EXPECT_INVALID(call(L, N, Av, w, Cv), "stride");
    w = Bv, w.batch = 1;
    EXPECT_INVALID(call(L, N, Av, w, Cv), "batch");
    MatrixView<const T> a_in_c{Cv.data, 5, 3, Cv.ld, Cv.stride, 2};
    EXPECT_INVALID(call(L, N, a_in_c, Bv, Cv), "overlaps input A");
    MatrixView<const T> b_in_c{Cv.data + 3, 5, 3, Cv.ld, Cv.stride, 2};
    EXPECT_INVALID(call(L, N, Av, b_in_c, Cv), "overlaps input B");
    EXPECT_TRUE(untouched(before, C.buf));
  }
}

}  // namespace
