// gemm on every target: transa x transb x odd and non-square sizes, sentinels, beta = 0 over
// NaN, alpha = 0 and k = 0 over NaN inputs, broadcast A or B, large batches, invalid arguments.
#include "level3/level3_helpers.hh"

namespace {

using namespace testing_support;
using namespace l3;
using oracle::gemm_at;

// Families the CUDA build pins in turn (the host has one).
const std::vector<std::string> kCudaFamilies = {"vendor"};

template <class T> class Gemm : public ::testing::Test {};
TYPED_TEST_SUITE(Gemm, Types, TypeNames);

struct Shape {
  int64_t m, n, k;
};

template <class T>
void run_case(Queue& q, Op ta, Op tb, Shape s, int64_t batch, T alpha, T beta,
              std::mt19937_64& rng, bool bcast_a = false, bool bcast_b = false) {
  const auto [m, n, k] = s;
  Mat<T> A(q, ta == Op::NoTrans ? m : k, ta == Op::NoTrans ? k : m, bcast_a ? 1 : batch);
  Mat<T> B(q, tb == Op::NoTrans ? k : n, tb == Op::NoTrans ? n : k, bcast_b ? 1 : batch);
  Mat<T> C(q, m, n, batch);
  A.fill(rng);
  B.fill(rng);
  C.fill(rng);
  if (beta == T(0)) poison(C);  // beta == 0 must never read C
  A.buf.upload(), B.buf.upload(), C.buf.upload();
  const auto before = C.buf.host;
  gemm(q, ta, tb, alpha, bcast_a ? A.broadcast(batch) : A.cview(),
       bcast_b ? B.broadcast(batch) : B.cview(), beta, C.view());
  EXPECT_TRUE(check_output(before, C, k, [&](int64_t i, int64_t j, int64_t b) {
    return gemm_at(ta, tb, alpha, A, B, beta, before, C, i, j, b);
  })) << "transa=" << to_char(ta) << " transb=" << to_char(tb) << " m=" << m << " n=" << n
      << " k=" << k << " batch=" << batch;
}

TYPED_TEST(Gemm, AllFlagsOddSizesMatchOracle) {
  using T = TypeParam;
  auto rng = rng_for_test();
  const std::vector<Shape> shapes = {{1, 1, 1}, {2, 3, 1}, {3, 2, 2},  {17, 5, 33},
                                     {4, 19, 70}, {65, 3, 2}, {67, 66, 65}};
  FOR_EACH_TARGET("gemm", kCudaFamilies, t) {
    for (Op ta : kOps)
      for (Op tb : kOps)
        for (Shape s : shapes)
          run_case<T>(t.q, ta, tb, s, 2, random_value<T>(rng), random_value<T>(rng), rng);
  }
}

TYPED_TEST(Gemm, BetaZeroNeverReadsC) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("gemm", kCudaFamilies, t) {
    for (Op ta : {Op::NoTrans, Op::ConjTrans})
      run_case<T>(t.q, ta, Op::Trans, {13, 7, 9}, 3, random_value<T>(rng), T(0), rng);
  }
}

TYPED_TEST(Gemm, AlphaZeroAndEmptyKScaleCWithoutReadingInputs) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("gemm", kCudaFamilies, t) {
    for (int64_t k : {int64_t(0), int64_t(5)}) {
      for (T beta : {T(0), T(1), random_value<T>(rng)}) {
        Mat<T> A(t.q, 6, k, 2), B(t.q, k, 4, 2), C(t.q, 6, 4, 2);  // A, B all NaN
        C.fill(rng);
        if (beta == T(0)) poison(C);
        A.buf.upload(), B.buf.upload(), C.buf.upload();
        const auto before = C.buf.host;
        const T alpha = k == 0 ? random_value<T>(rng) : T(0);
        gemm(t.q, Op::NoTrans, Op::NoTrans, alpha, A.cview(), B.cview(), beta, C.view());
        EXPECT_TRUE(check_output(before, C, 0, [&](int64_t i, int64_t j, int64_t b) {
          return gemm_at(Op::NoTrans, Op::NoTrans, T(0), A, B, beta, before, C, i, j, b);
        })) << "k=" << k;
      }
    }
  }
}

TYPED_TEST(Gemm, EmptyOutputIsNoOp) {
  using T = TypeParam;
  FOR_EACH_TARGET("gemm", kCudaFamilies, t) {
    for (Shape s : {Shape{0, 3, 2}, Shape{3, 0, 2}, Shape{0, 0, 0}}) {
      Mat<T> A(t.q, s.m, s.k, 2), B(t.q, s.k, s.n, 2), C(t.q, s.m, s.n, 2);
      A.buf.upload(), B.buf.upload(), C.buf.upload();
      const auto before = C.buf.host;
      gemm(t.q, Op::NoTrans, Op::NoTrans, T(1), A.cview(), B.cview(), T(0), C.view());
      EXPECT_TRUE(untouched(before, C.buf));
    }
    Mat<T> A(t.q, 4, 3, 0), B(t.q, 3, 2, 0), C(t.q, 4, 2, 0);  // batch 0
    gemm(t.q, Op::NoTrans, Op::NoTrans, T(1), A.cview(), B.cview(), T(0), C.view());
  }
}

TYPED_TEST(Gemm, BroadcastInputsAndBatchesOfOneAndHundreds) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("gemm", kCudaFamilies, t) {
    run_case<T>(t.q, Op::NoTrans, Op::NoTrans, {5, 4, 3}, 1, random_value<T>(rng),
                random_value<T>(rng), rng);
    run_case<T>(t.q, Op::Trans, Op::NoTrans, {6, 5, 4}, 300, random_value<T>(rng),
                random_value<T>(rng), rng, /*bcast_a=*/true);
    run_case<T>(t.q, Op::NoTrans, Op::ConjTrans, {3, 5, 7}, 300, random_value<T>(rng),
                random_value<T>(rng), rng, false, /*bcast_b=*/true);
    run_case<T>(t.q, Op::NoTrans, Op::NoTrans, {5, 3, 2}, 513, random_value<T>(rng),
                random_value<T>(rng), rng);
  }
}

TYPED_TEST(Gemm, InvalidArgumentsThrowBeforeWriting) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("gemm", kCudaFamilies, t) {
    Mat<T> A(t.q, 5, 3, 2), B(t.q, 3, 4, 2), C(t.q, 5, 4, 2);
    A.fill(rng), B.fill(rng), C.fill(rng);
    A.buf.upload(), B.buf.upload(), C.buf.upload();
    const auto before = C.buf.host;
    auto Av = A.cview();
    auto Bv = B.cview();
    auto Cv = C.view();
    const auto N = Op::NoTrans;
    auto call = [&](Op ta, Op tb, MatrixView<const T> a, MatrixView<const T> b, MatrixView<T> c) {
      gemm(t.q, ta, tb, T(1), a, b, T(1), c);
    };
    EXPECT_INVALID(call(static_cast<Op>('X'), N, Av, Bv, Cv), "transa");
    EXPECT_INVALID(call(N, static_cast<Op>('X'), Av, Bv, Cv), "transb");
    EXPECT_INVALID(call(Op::Trans, N, Av, Bv, Cv), "A is 5 x 3");
    EXPECT_INVALID(call(N, Op::Trans, Av, Bv, Cv), "B is 3 x 4");
    auto v = Av;
    v.ld = 4;
    EXPECT_INVALID(call(N, N, v, Bv, Cv), "lda (4) < max(1, rows of A) (5)");
    // An empty A still needs ld >= 1: the message gives the bound, not rows (it read "0 < 0").
    MatrixView<const T> empty_a{Av.data, 0, 3, 0, Av.stride, 2};
    MatrixView<T> empty_c{Cv.data, 0, 4, 1, Cv.stride, 2};
    EXPECT_INVALID(call(N, N, empty_a, Bv, empty_c), "lda (0) < max(1, rows of A) (1)");
    auto w = Bv;
    w.ld = 2;
    EXPECT_INVALID(call(N, N, Av, w, Cv), "ldb");
    auto c = Cv;
    c.ld = 4;
    EXPECT_INVALID(call(N, N, Av, Bv, c), "ldc");
    c = Cv, c.stride = 3;
    EXPECT_INVALID(call(N, N, Av, Bv, c), "overlap");
    c = Cv, c.stride = 0;
    EXPECT_INVALID(call(N, N, Av, Bv, c), "overlap");
    v = Av, v.stride = -1;
    EXPECT_INVALID(call(N, N, v, Bv, Cv), "stride");
    v = Av, v.batch = 1;
    EXPECT_INVALID(call(N, N, v, Bv, Cv), "batch");
    w = Bv, w.batch = 3;
    EXPECT_INVALID(call(N, N, Av, w, Cv), "batch");
    v = Av, v.data = nullptr;
    EXPECT_INVALID(call(N, N, v, Bv, Cv), "null");
    MatrixView<const T> a_in_c{Cv.data, 5, 3, Cv.ld, Cv.stride, 2};
    EXPECT_INVALID(call(N, N, a_in_c, Bv, Cv), "overlaps input A");
    MatrixView<const T> b_in_c{Cv.data + 1, 3, 4, Cv.ld, Cv.stride, 2};
    EXPECT_INVALID(call(N, N, Av, b_in_c, Cv), "overlaps input B");
    EXPECT_TRUE(untouched(before, C.buf));
  }
}

}  // namespace
