// herk on every target (complex T, real alpha and beta): uplo x {N, C} x odd sizes, C's other
// triangle bit-checked, an exactly real diagonal, a cross-check against a full A^H*A / A*A^H
// product (so a conjugation on the wrong side fails), beta = 0 over NaN, alpha = 0 and k = 0
// over NaN inputs, broadcast A, large batches, invalid arguments.
#include <array>

#include "level3/level3_helpers.hh"

namespace {

using namespace testing_support;
using namespace l3;

// Families the CUDA build pins in turn (the host has one).
const std::vector<std::string> kCudaFamilies = {"gram", "triangular", "gemm_fold", "blocked", "recursive", "recursive_native", "vendor"};

template <class T> class Herk : public ::testing::Test {};
TYPED_TEST_SUITE(Herk, ComplexTypes, TypeNames);

template <class T> real_t<T> random_real(std::mt19937_64& rng) {
  return random_value<real_t<T>>(rng);
}

/// C (random, with nonzero imaginary diagonal) := herk; checked by oracle::syrk_at(herm) or,
/// with `via_gemm`, by the gemm oracle on the full product.
template <class T>
void run_case(Queue& q, Uplo uplo, Op trans, int64_t n, int64_t k, int64_t batch,
              real_t<T> alpha, real_t<T> beta, std::mt19937_64& rng, bool bcast_a = false,
              bool via_gemm = false) {
  using R = real_t<T>;
  const bool nt = trans == Op::NoTrans;
  Mat<T> A(q, nt ? n : k, nt ? k : n, bcast_a ? 1 : batch), C(q, n, n, batch);
  A.fill(rng);
  C.fill(rng);
  if (beta == R(0)) poison(C);
  A.buf.upload(), C.buf.upload();
  const auto before = C.buf.host;
  herk(q, uplo, trans, alpha, bcast_a ? A.broadcast(batch) : A.cview(), beta, C.view());
  EXPECT_TRUE(check_output(before, C, k, [&](int64_t i, int64_t j, int64_t b)
                                             -> std::optional<oracle::Expect<T>> {
    if (!via_gemm) return oracle::syrk_at(uplo, trans, alpha, A, beta, before, C, i, j, b, true);
    if (uplo == Uplo::Lower ? i < j : i > j) return std::nullopt;
    // NoTrans: A*A^H; ConjTrans: A^H*A, written as a plain general product.
    const Op ta = nt ? Op::NoTrans : Op::ConjTrans, tb = nt ? Op::ConjTrans : Op::NoTrans;
    auto e = oracle::gemm_at(ta, tb, alpha, A, A, beta, before, C, i, j, b);
    if (i == j) {
      e->value = oracle::wide_t<T>(std::real(e->value));
      e->exactly_real = true;
    }
    return e;
  })) << "uplo=" << to_char(uplo) << " trans=" << to_char(trans) << " n=" << n << " k=" << k
      << " batch=" << batch;
}

TYPED_TEST(Herk, AllFlagsOddSizesMatchOracle) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("herk", kCudaFamilies, t) {
    for (Uplo uplo : kUplos)
      for (Op trans : {Op::NoTrans, Op::ConjTrans})
        for (int64_t n : {1, 2, 3, 17, 65})
          for (int64_t k : {1, 4, 33, 70})
            run_case<T>(t.q, uplo, trans, n, k, 2, random_real<T>(rng), random_real<T>(rng),
                        rng);
  }
}

TYPED_TEST(Herk, MatchesGemmBasedReference) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("herk", kCudaFamilies, t) {
    for (Uplo uplo : kUplos)
      for (Op trans : {Op::NoTrans, Op::ConjTrans})
        for (auto [n, k] : {std::pair<int64_t, int64_t>{9, 5}, {66, 3}})
          run_case<T>(t.q, uplo, trans, n, k, 2, random_real<T>(rng), random_real<T>(rng),
                      rng, false, /*via_gemm=*/true);
  }
}

TYPED_TEST(Herk, BetaZeroNeverReadsC) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("herk", kCudaFamilies, t) {
    for (Uplo uplo : kUplos)
      for (Op trans : {Op::NoTrans, Op::ConjTrans})
        run_case<T>(t.q, uplo, trans, 19, 9, 3, random_real<T>(rng), real_t<T>(0), rng);
  }
}

// beta == 1 skips BLAS's own scaling pass, yet C's imaginary diagonal must still become 0.
TYPED_TEST(Herk, BetaOneStillGivesExactlyRealDiagonal) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("herk", kCudaFamilies, t) {
    for (Uplo uplo : kUplos)
      for (Op trans : {Op::NoTrans, Op::ConjTrans})
        run_case<T>(t.q, uplo, trans, 11, 6, 2, random_real<T>(rng), real_t<T>(1), rng);
  }
}

// beta == 1 is reference zherk's quick return: C untouched, bit for bit, its non-real diagonal
// included (docs/DESIGN.md); other betas scale C and make its diagonal real.
TYPED_TEST(Herk, AlphaZeroAndEmptyKScaleCWithoutReadingA) {
  using T = TypeParam;
  using R = real_t<T>;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("herk", kCudaFamilies, t) {
    for (int64_t k : {int64_t(0), int64_t(5)}) {
      for (R beta : {R(0), R(1), random_real<T>(rng)}) {
        for (Uplo uplo : kUplos) {
          Mat<T> A(t.q, 7, k, 2), C(t.q, 7, 7, 2);  // A stays all NaN
          C.fill(rng);
          if (beta == R(0)) poison(C);
          A.buf.upload(), C.buf.upload();
          const auto before = C.buf.host;
          const R alpha = k == 0 ? random_real<T>(rng) : R(0);
          herk(t.q, uplo, Op::NoTrans, alpha, A.cview(), beta, C.view());
          if (beta == R(1)) {
            EXPECT_TRUE(untouched(before, C.buf)) << "k=" << k << " beta=1: reference zherk returns at once";
            continue;
          }
          EXPECT_TRUE(check_output(before, C, 0, [&](int64_t i, int64_t j, int64_t b) {
            return oracle::syrk_at(uplo, Op::NoTrans, R(0), A, beta, before, C, i, j, b, true);
          })) << "k=" << k << " beta=" << beta;
        }
      }
    }
  }
}

// C's imaginary diagonal is never read (reference zherk takes beta*real(C(j,j))): NaN and Inf
// there must not reach the real part, whether C is only scaled (k = 0, alpha = 0) or updated.
TYPED_TEST(Herk, NonFiniteImaginaryDiagonalIsIgnored) {
  using T = TypeParam;
  using R = real_t<T>;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("herk", kCudaFamilies, t) {
    // Padded (ld = n + 2, 2 items), and packed (ld = n, stride = n*n, 16-byte multiples; 300
    // items, so several share a staged group), the layout some families read C whole in.
    for (const auto [n, batch, pad, extra] : {std::array<int64_t, 4>{7, 2, 2, 3}, {8, 300, 0, 0}}) {
      for (int64_t k : {int64_t(0), int64_t(5), int64_t(6)}) {
        for (Uplo uplo : kUplos) {
          Mat<T> A(t.q, n, k, batch, pad, extra), C(t.q, n, n, batch, pad, extra);
          if (k != 5) A.fill(rng);  // k = 5: alpha = 0 and A stays all NaN
          C.fill(rng);
          poison_imaginary_diagonal(C);
          A.buf.upload(), C.buf.upload();
          const auto before = C.buf.host;
          const R alpha = k == 5 ? R(0) : random_real<T>(rng), beta = random_real<T>(rng);
          herk(t.q, uplo, Op::NoTrans, alpha, A.cview(), beta, C.view());
          EXPECT_TRUE(check_output(before, C, k, [&](int64_t i, int64_t j, int64_t b) {
            return oracle::syrk_at(uplo, Op::NoTrans, alpha, A, beta, before, C, i, j, b, true);
          })) << "n=" << n << " k=" << k << " uplo=" << to_char(uplo);
        }
      }
    }
  }
}

TYPED_TEST(Herk, EmptyOutputIsNoOp) {
  using T = TypeParam;
  FOR_EACH_TARGET("herk", kCudaFamilies, t) {
    Mat<T> A(t.q, 0, 3, 2), C(t.q, 0, 0, 2);
    A.buf.upload(), C.buf.upload();
    const auto before = C.buf.host;
    herk(t.q, Uplo::Lower, Op::NoTrans, real_t<T>(1), A.cview(), real_t<T>(0), C.view());
    EXPECT_TRUE(untouched(before, C.buf));
    Mat<T> A2(t.q, 4, 3, 0), C2(t.q, 4, 4, 0);  // batch 0
    herk(t.q, Uplo::Lower, Op::NoTrans, real_t<T>(1), A2.cview(), real_t<T>(0), C2.view());
  }
}

TYPED_TEST(Herk, BroadcastAAndBatchesOfOneAndHundreds) {
  using T = TypeParam;
  auto rng = rng_for_test();
  auto r = [&] { return random_real<T>(rng); };
  FOR_EACH_TARGET("herk", kCudaFamilies, t) {
    run_case<T>(t.q, Uplo::Upper, Op::ConjTrans, 5, 4, 1, r(), r(), rng);
    run_case<T>(t.q, Uplo::Lower, Op::ConjTrans, 6, 5, 300, r(), r(), rng, /*bcast_a=*/true);
    run_case<T>(t.q, Uplo::Upper, Op::NoTrans, 5, 3, 513, r(), r(), rng);
  }
}

TYPED_TEST(Herk, InvalidArgumentsThrowBeforeWriting) {
  using T = TypeParam;
  using R = real_t<T>;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("herk", kCudaFamilies, t) {
    Mat<T> A(t.q, 5, 3, 2), C(t.q, 5, 5, 2);
    A.fill(rng), C.fill(rng);
    A.buf.upload(), C.buf.upload();
    const auto before = C.buf.host;
    auto Av = A.cview();
    auto Cv = C.view();
    const auto L = Uplo::Lower;
    const auto N = Op::NoTrans;
    auto call = [&](Uplo u, Op tr, MatrixView<const T> a, MatrixView<T> c) {
      herk(t.q, u, tr, R(1), a, R(1), c);
    };
    EXPECT_INVALID(call(static_cast<Uplo>('X'), N, Av, Cv), "uplo");
    EXPECT_INVALID(call(L, static_cast<Op>('X'), Av, Cv), "trans");
    EXPECT_INVALID(call(L, Op::Trans, Av, Cv), "trans");  // that would be complex syrk
    EXPECT_INVALID(call(L, Op::ConjTrans, Av, Cv), "A is 5 x 3");
    auto v = Av;
    v.ld = 4;
    EXPECT_INVALID(call(L, N, v, Cv), "lda");
    auto c = Cv;
    c.cols = 4;
    EXPECT_INVALID(call(L, N, Av, c), "square");
    c = Cv, c.rows = -1;  // named as a negative extent, not as "expected square"
    EXPECT_INVALID(call(L, N, Av, c), "C rows (-1) < 0");
    c = Cv, c.ld = 3;
    EXPECT_INVALID(call(L, N, Av, c), "ldc");
    c = Cv, c.stride = 3;
    EXPECT_INVALID(call(L, N, Av, c), "overlap");
    c = Cv, c.stride = 0;
    EXPECT_INVALID(call(L, N, Av, c), "overlap");
    v = Av, v.stride = -1;
    EXPECT_INVALID(call(L, N, v, Cv), "stride");
    v = Av, v.batch = 1;
    EXPECT_INVALID(call(L, N, v, Cv), "batch");
    MatrixView<const T> aliased{Cv.data, 5, 3, Cv.ld, Cv.stride, 2};
    EXPECT_INVALID(call(L, N, aliased, Cv), "overlaps input A");
    EXPECT_TRUE(untouched(before, C.buf));
  }
}

}  // namespace
