// syrk on every target: flags x odd sizes, sentinels, beta = 0 over NaN, alpha = 0 over NaN,
// broadcast A, large batches, and every invalid-argument class.
#include "support/oracle_level3.hh"

namespace {

using namespace testing_support;
using oracle::syrk_at;

// Families the CUDA build pins in turn (the host has one).
const std::vector<std::string> kCudaFamilies = {"gram", "triangular", "gemm_fold", "blocked", "recursive", "recursive_native", "vendor"};

template <class T> class Syrk : public ::testing::Test {};
TYPED_TEST_SUITE(Syrk, Types, TypeNames);

template <class T> std::vector<Op> trans_list() {
  if constexpr (is_complex_v<T>) return {Op::NoTrans, Op::Trans};
  else return {Op::NoTrans, Op::Trans, Op::ConjTrans};
}

template <class T>
void run_case(Queue& q, Uplo uplo, Op trans, int64_t n, int64_t k, int64_t batch, T alpha,
              T beta, std::mt19937_64& rng, bool broadcast_a = false) {
  const int64_t ar = trans == Op::NoTrans ? n : k, ac = trans == Op::NoTrans ? k : n;
  Mat<T> A(q, ar, ac, broadcast_a ? 1 : batch), C(q, n, n, batch);
  A.fill(rng);
  C.fill(rng);
  if (beta == T(0))  // beta == 0 must never read C: plant NaN in the referenced triangle
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) C.at(i, j, b) = sentinel<T>();
  A.buf.upload();
  C.buf.upload();
  const auto before = C.buf.host;
  auto Av = broadcast_a ? A.broadcast(batch) : A.cview();
  syrk(q, uplo, trans, alpha, Av, beta, C.view());
  EXPECT_TRUE(check_output(before, C, k, [&](int64_t i, int64_t j, int64_t b) {
    return syrk_at(uplo, trans, alpha, A, beta, before, C, i, j, b);
  })) << "uplo=" << to_char(uplo) << " trans=" << to_char(trans) << " n=" << n << " k=" << k
      << " batch=" << batch;
}

TYPED_TEST(Syrk, AllFlagsOddSizesMatchOracle) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syrk", kCudaFamilies, t) {
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (Op trans : trans_list<T>())
        for (int64_t n : {1, 2, 3, 17, 65})
          for (int64_t k : {1, 4, 33, 70})
            run_case<T>(t.q, uplo, trans, n, k, 3, random_value<T>(rng), random_value<T>(rng),
                        rng);
  }
}

TYPED_TEST(Syrk, BetaZeroNeverReadsC) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syrk", kCudaFamilies, t) {
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (Op trans : {Op::NoTrans, Op::Trans})
        run_case<T>(t.q, uplo, trans, 19, 9, 4, random_value<T>(rng), T(0), rng);
  }
}

TYPED_TEST(Syrk, AlphaZeroAndEmptyKScaleCWithoutReadingA) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syrk", kCudaFamilies, t) {
    for (int64_t k : {int64_t(0), int64_t(5)}) {
      for (T beta : {T(0), random_value<T>(rng)}) {
        Mat<T> A(t.q, 7, k, 2), C(t.q, 7, 7, 2);  // A stays all NaN: reading it would show
        C.fill(rng);
        A.buf.upload();
        C.buf.upload();
        const auto before = C.buf.host;
        const T alpha = k == 0 ? random_value<T>(rng) : T(0);
        syrk(t.q, Uplo::Upper, Op::NoTrans, alpha, A.cview(), beta, C.view());
        EXPECT_TRUE(check_output(before, C, 0, [&](int64_t i, int64_t j, int64_t b) {
          return syrk_at(Uplo::Upper, Op::NoTrans, T(0), A, beta, before, C, i, j, b);
        }));
      }
    }
  }
}

TYPED_TEST(Syrk, EmptyOutputIsNoOp) {
  using T = TypeParam;
  FOR_EACH_TARGET("syrk", kCudaFamilies, t) {
    Mat<T> A(t.q, 0, 3, 2), C(t.q, 0, 0, 2);
    A.buf.upload();
    C.buf.upload();
    const auto before = C.buf.host;
    syrk(t.q, Uplo::Lower, Op::NoTrans, T(1), A.cview(), T(0), C.view());
    EXPECT_TRUE(untouched(before, C.buf));
    Mat<T> A2(t.q, 4, 3, 0), C2(t.q, 4, 4, 0);  // batch 0
    syrk(t.q, Uplo::Lower, Op::NoTrans, T(1), A2.cview(), T(0), C2.view());
  }
}

TYPED_TEST(Syrk, BroadcastAAndLargeBatch) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syrk", kCudaFamilies, t) {
    run_case<T>(t.q, Uplo::Lower, Op::Trans, 6, 5, 300, random_value<T>(rng),
                random_value<T>(rng), rng, /*broadcast_a=*/true);
    run_case<T>(t.q, Uplo::Upper, Op::NoTrans, 5, 3, 513, random_value<T>(rng),
                random_value<T>(rng), rng);
  }
}

TYPED_TEST(Syrk, InvalidArgumentsThrowBeforeWriting) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("syrk", kCudaFamilies, t) {
    Mat<T> A(t.q, 5, 3, 2), C(t.q, 5, 5, 2);
    A.fill(rng);
    C.fill(rng);
    A.buf.upload();
    C.buf.upload();
    const auto before = C.buf.host;
    auto Av = A.cview();
    auto Cv = C.view();
    auto bad_lda = Av;
    bad_lda.ld = 4;
    EXPECT_INVALID(syrk(t.q, Uplo::Lower, Op::NoTrans, T(1), bad_lda, T(1), Cv), "lda");
    EXPECT_INVALID(syrk(t.q, Uplo::Lower, Op::Trans, T(1), Av, T(1), Cv), "A is 5 x 3");
    auto not_square = Cv;
    not_square.cols = 4;
    EXPECT_INVALID(syrk(t.q, Uplo::Lower, Op::NoTrans, T(1), Av, T(1), not_square), "square");
    auto negative = Cv;  // named as a negative extent, not as "expected square" (session 48)
    negative.rows = -1;
    EXPECT_INVALID(syrk(t.q, Uplo::Lower, Op::NoTrans, T(1), Av, T(1), negative), "C rows (-1) < 0");
    auto overlap = Cv;
    overlap.stride = 3;
    EXPECT_INVALID(syrk(t.q, Uplo::Lower, Op::NoTrans, T(1), Av, T(1), overlap), "overlap");
    auto zero_stride = Cv;
    zero_stride.stride = 0;
    EXPECT_INVALID(syrk(t.q, Uplo::Lower, Op::NoTrans, T(1), Av, T(1), zero_stride), "overlap");
    auto batch_mismatch = Av;
    batch_mismatch.batch = 1;
    EXPECT_INVALID(syrk(t.q, Uplo::Lower, Op::NoTrans, T(1), batch_mismatch, T(1), Cv), "batch");
    MatrixView<const T> aliased{Cv.data, 5, 3, Cv.ld, Cv.stride, 2};
    EXPECT_INVALID(syrk(t.q, Uplo::Lower, Op::NoTrans, T(1), aliased, T(1), Cv), "overlaps");
    EXPECT_INVALID(syrk(t.q, static_cast<Uplo>('X'), Op::NoTrans, T(1), Av, T(1), Cv), "uplo");
    if constexpr (is_complex_v<T>)
      EXPECT_INVALID(syrk(t.q, Uplo::Lower, Op::ConjTrans, T(1), Av, T(1), Cv), "trans");
    EXPECT_TRUE(untouched(before, C.buf));
  }
}

}  // namespace
