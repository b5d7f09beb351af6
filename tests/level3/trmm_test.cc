// trmm on every target: side x uplo x transa x diag x odd and non-square sizes, out of place and
// in place (C aliasing B), NaN in A's other triangle and (Unit) its diagonal, a cross-check
// against gemm on the clean full operand, alpha = 0 over NaN inputs, broadcast A or B, large
// batches, invalid arguments (including every partial overlap of C with B).
#include "level3/level3_helpers.hh"

namespace {

using namespace testing_support;
using namespace l3;

// Families the CUDA build pins in turn (the host has one).
const std::vector<std::string> kCudaFamilies = {"triangular", "expand", "blocked", "recursive", "vendor"};

template <class T>
class Trmm : public ::testing::Test {};
TYPED_TEST_SUITE(Trmm, Types, TypeNames);

struct TrmmCase {
  Side side;
  Uplo uplo;
  Op transa;
  Diag diag;
  int64_t m, n, batch;
  bool in_place = false, bcast_a = false, bcast_b = false;
  bool via_gemm = false;  ///< check against oracle::gemm_at on the clean full operand
};

std::string describe(const TrmmCase& c) {
  std::ostringstream os;
  os << "side=" << to_char(c.side) << " uplo=" << to_char(c.uplo) << " transa=" << to_char(c.transa)
     << " diag=" << to_char(c.diag) << " m=" << c.m << " n=" << c.n << " batch=" << c.batch
     << (c.in_place ? " in place" : " out of place");
  return os.str();
}

template <class T>
void run_case(Queue& q, const TrmmCase& c, T alpha, std::mt19937_64& rng) {
  const int64_t ka = c.side == Side::Left ? c.m : c.n;
  Mat<T> A(q, ka, ka, c.bcast_a ? 1 : c.batch), B(q, c.m, c.n, c.bcast_b ? 1 : c.batch);
  // The other triangle, and the diagonal under Unit, keep their NaN sentinels.
  fill_triangle(A, c.uplo, rng, /*skip_diagonal=*/c.diag == Diag::Unit);
  B.fill(rng);
  Mat<T> Bref(q, c.m, c.n, B.batch);  // B's values before the call (in place overwrites B)
  Bref.buf.host = B.buf.host;
  Mat<T> Cown(q, c.in_place ? 0 : c.m, c.in_place ? 0 : c.n, c.batch);
  Mat<T>& C = c.in_place ? B : Cown;  // out of place: C is all NaN, written and never read
  A.buf.upload(), B.buf.upload(), C.buf.upload();
  const auto before = C.buf.host;
  const auto b_before = B.buf.host;
  auto Av = c.bcast_a ? A.broadcast(c.batch) : A.cview();
  auto Bv = c.bcast_b ? B.broadcast(c.batch) : B.cview();
  trmm(q, c.side, c.uplo, c.transa, c.diag, alpha, Av, Bv, C.view());

  // Clean full op(A) operand for the gemm cross-check: zeros outside the triangle, ones on a
  // unit diagonal, built here independently of oracle::trmm_at.
  Mat<T> Aclean(q, ka, ka, A.batch);
  for (int64_t b = 0; b < A.batch && c.via_gemm; ++b)
    for (int64_t j = 0; j < ka; ++j)
      for (int64_t i = 0; i < ka; ++i) {
        const bool stored = c.uplo == Uplo::Lower ? i >= j : i <= j;
        Aclean.at(i, j, b) = i == j && c.diag == Diag::Unit ? T(1) : stored ? A.at(i, j, b) : T(0);
      }
  const std::vector<T> none;
  EXPECT_TRUE(check_output(before, C, ka, [&](int64_t i, int64_t j, int64_t b) {
    if (!c.via_gemm)
      return oracle::trmm_at(c.side, c.uplo, c.transa, c.diag, alpha, A, Bref, i, j, b);
    const auto N = Op::NoTrans;
    return c.side == Side::Left
               ? oracle::gemm_at(c.transa, N, alpha, Aclean, Bref, T(0), none, C, i, j, b)
               : oracle::gemm_at(N, c.transa, alpha, Bref, Aclean, T(0), none, C, i, j, b);
  })) << describe(c);
  if (!c.in_place) EXPECT_TRUE(untouched(b_before, B.buf)) << "B written; " << describe(c);
}

const std::vector<std::pair<int64_t, int64_t>> kSizes = {{1, 1},  {2, 3},  {3, 2}, {17, 5},
                                                         {4, 19}, {65, 3}, {3, 66}};

TYPED_TEST(Trmm, AllFlagsOddSizesOutOfPlaceMatchOracle) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("trmm", kCudaFamilies, t) {
    for (Side side : kSides)
      for (Uplo uplo : kUplos)
        for (Op transa : kOps)
          for (Diag diag : kDiags)
            for (auto [m, n] : kSizes)
              run_case<T>(t.q, {side, uplo, transa, diag, m, n, 2}, random_value<T>(rng), rng);
  }
}

TYPED_TEST(Trmm, AllFlagsInPlaceMatchOracle) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("trmm", kCudaFamilies, t) {
    for (Side side : kSides)
      for (Uplo uplo : kUplos)
        for (Op transa : kOps)
          for (Diag diag : kDiags)
            for (auto [m, n] : {std::pair<int64_t, int64_t>{1, 1}, {3, 2}, {9, 7}, {66, 5}})
              run_case<T>(t.q, {side, uplo, transa, diag, m, n, 2, /*in_place=*/true},
                          random_value<T>(rng), rng);
  }
}

// In place where C's ld (one column) or item stride (one item) differs from B's: those address
// nothing, so the call is in place and allowed, and every route must run it so (trmm.cc hands
// B over as C's view). A reviewer (session 48) saw the vendor route handed ldb != ldc on the
// same memory, where cuBLAS documents in place only for C == B with ldc == ldb; whether cuBLAS
// then races was not observed (no device that session). The ld half can fail only there (the
// vendor route, Left); the stride half guards against a route that reads B's item stride at
// batch 1 (none does today).
TYPED_TEST(Trmm, InPlaceWithAnUnusedLdOrStride) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("trmm", kCudaFamilies, t) {
    for (Side side : kSides)
      for (Op transa : {Op::NoTrans, Op::Trans})
        for (const bool one_item : {false, true}) {
          // one_item: 9 x 7, its stride differs; else a 37 x 1 column (Left: A 37 x 37) whose ld differs.
          const int64_t m = one_item ? 9 : 37, n = one_item ? 7 : 1, batch = one_item ? 1 : 3;
          const int64_t ka = side == Side::Left ? m : n;
          Mat<T> A(t.q, ka, ka, batch), B(t.q, m, n, batch);
          fill_triangle(A, Uplo::Upper, rng, /*skip_diagonal=*/false);
          B.fill(rng);
          Mat<T> Bref(t.q, m, n, batch);
          Bref.buf.host = B.buf.host;
          A.buf.upload(), B.buf.upload();
          const auto before = B.buf.host;
          MatrixView<T> Cv = B.view();
          if (one_item) Cv.stride = B.stride + 7;
          else Cv.ld = B.ld + 3;
          const T alpha = random_value<T>(rng);
          trmm(t.q, side, Uplo::Upper, transa, Diag::NonUnit, alpha, A.cview(), B.cview(), Cv);
          EXPECT_TRUE(check_output(before, B, ka, [&](int64_t i, int64_t j, int64_t b) {
            return oracle::trmm_at(side, Uplo::Upper, transa, Diag::NonUnit, alpha, A, Bref, i, j, b);
          })) << "side=" << to_char(side) << " transa=" << to_char(transa) << (one_item ? " C's stride differs" : " C's ld differs");
        }
  }
}

// The forbidden storage (other triangle, unit diagonal) is NaN in A; the reference is a plain
// gemm on a clean copy holding the zeros and ones trmm must assume instead.
TYPED_TEST(Trmm, MatchesGemmOnCleanOperand) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("trmm", kCudaFamilies, t) {
    for (Side side : kSides)
      for (Uplo uplo : kUplos)
        for (Op transa : kOps)
          for (Diag diag : kDiags)
            for (bool in_place : {false, true}) {
              TrmmCase c{side, uplo, transa, diag, 7, 6, 2, in_place};
              c.via_gemm = true;
              run_case<T>(t.q, c, random_value<T>(rng), rng);
            }
  }
}

// C := 0 exactly, with A, B and C all NaN (out of place) or B = C all NaN (in place).
TYPED_TEST(Trmm, AlphaZeroWritesZerosWithoutReadingInputs) {
  using T = TypeParam;
  FOR_EACH_TARGET("trmm", kCudaFamilies, t) {
    for (bool in_place : {false, true}) {
      Mat<T> A(t.q, 5, 5, 2), B(t.q, 5, 4, 2), Cown(t.q, 5, 4, 2);
      Mat<T>& C = in_place ? B : Cown;
      A.buf.upload(), B.buf.upload(), C.buf.upload();
      const auto before = C.buf.host;
      trmm(t.q, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, T(0), A.cview(), B.cview(),
           C.view());
      EXPECT_TRUE(check_output(before, C, 0, [&](int64_t, int64_t, int64_t) {
        return std::optional<oracle::Expect<T>>(oracle::Expect<T>{});
      })) << (in_place ? "in place" : "out of place");
    }
  }
}

TYPED_TEST(Trmm, EmptyOutputIsNoOp) {
  using T = TypeParam;
  FOR_EACH_TARGET("trmm", kCudaFamilies, t) {
    for (auto [m, n] : {std::pair<int64_t, int64_t>{0, 3}, {3, 0}}) {
      for (Side side : kSides) {
        const int64_t ka = side == Side::Left ? m : n;
        Mat<T> A(t.q, ka, ka, 2), B(t.q, m, n, 2), C(t.q, m, n, 2);
        A.buf.upload(), B.buf.upload(), C.buf.upload();
        const auto before = C.buf.host;
        trmm(t.q, side, Uplo::Upper, Op::NoTrans, Diag::Unit, T(1), A.cview(), B.cview(), C.view());
        EXPECT_TRUE(untouched(before, C.buf));
      }
    }
    Mat<T> A(t.q, 4, 4, 0), B(t.q, 4, 2, 0), C(t.q, 4, 2, 0);  // batch 0
    trmm(t.q, Side::Left, Uplo::Upper, Op::NoTrans, Diag::Unit, T(1), A.cview(), B.cview(),
         C.view());
  }
}

TYPED_TEST(Trmm, BroadcastInputsAndBatchesOfOneAndHundreds) {
  using T = TypeParam;
  auto rng = rng_for_test();
  auto r = [&] { return random_value<T>(rng); };
  const auto L = Side::Left, R = Side::Right;
  const auto Lo = Uplo::Lower, Up = Uplo::Upper;
  FOR_EACH_TARGET("trmm", kCudaFamilies, t) {
    run_case<T>(t.q, {L, Up, Op::Trans, Diag::NonUnit, 5, 4, 1}, r(), rng);
    run_case<T>(t.q, {R, Lo, Op::ConjTrans, Diag::NonUnit, 4, 5, 1, true}, r(), rng);
    run_case<T>(t.q, {R, Lo, Op::NoTrans, Diag::Unit, 4, 6, 300, false, true}, r(), rng);
    run_case<T>(t.q, {L, Up, Op::NoTrans, Diag::NonUnit, 5, 3, 300, true, true}, r(), rng);
    run_case<T>(t.q, {L, Lo, Op::Trans, Diag::NonUnit, 5, 3, 300, false, false, true}, r(), rng);
    run_case<T>(t.q, {R, Up, Op::NoTrans, Diag::Unit, 3, 4, 513, true}, r(), rng);
  }
}

TYPED_TEST(Trmm, InvalidArgumentsThrowBeforeWriting) {
  using T = TypeParam;
  auto rng = rng_for_test();
  FOR_EACH_TARGET("trmm", kCudaFamilies, t) {
    Mat<T> A(t.q, 5, 5, 2), B(t.q, 5, 4, 2), C(t.q, 5, 4, 2);
    A.fill(rng), B.fill(rng), C.fill(rng);
    A.buf.upload(), B.buf.upload(), C.buf.upload();
    const auto before = C.buf.host;
    const auto b_before = B.buf.host;
    auto Av = A.cview();
    auto Bv = B.cview();
    auto Cv = C.view();
    const auto L = Side::Left;
    const auto U = Uplo::Upper;
    const auto N = Op::NoTrans;
    const auto D = Diag::NonUnit;
    auto call = [&](Side s, Uplo u, Op tr, Diag d, MatrixView<const T> a, MatrixView<const T> b,
                    MatrixView<T> c) { trmm(t.q, s, u, tr, d, T(1), a, b, c); };
    EXPECT_INVALID(call(static_cast<Side>('X'), U, N, D, Av, Bv, Cv), "side");
    EXPECT_INVALID(call(L, static_cast<Uplo>('X'), N, D, Av, Bv, Cv), "uplo");
    EXPECT_INVALID(call(L, U, static_cast<Op>('X'), D, Av, Bv, Cv), "transa");
    EXPECT_INVALID(call(L, U, N, static_cast<Diag>('X'), Av, Bv, Cv), "diag");
    EXPECT_INVALID(call(Side::Right, U, N, D, Av, Bv, Cv), "A is 5 x 5, expected 4 x 4");
    auto v = Av;
    v.ld = 4;
    EXPECT_INVALID(call(L, U, N, D, v, Bv, Cv), "lda");
    auto w = Bv;
    w.cols = 3;
    EXPECT_INVALID(call(L, U, N, D, Av, w, Cv), "B is 5 x 3");
    w = Bv, w.ld = 4;
    EXPECT_INVALID(call(L, U, N, D, Av, w, Cv), "ldb");
    auto c = Cv;
    c.ld = 3;
    EXPECT_INVALID(call(L, U, N, D, Av, Bv, c), "ldc");
    c = Cv, c.stride = 3;
    EXPECT_INVALID(call(L, U, N, D, Av, Bv, c), "overlap");
    c = Cv, c.stride = 0;
    EXPECT_INVALID(call(L, U, N, D, Av, Bv, c), "overlap");
    v = Av, v.stride = -1;
    EXPECT_INVALID(call(L, U, N, D, v, Bv, Cv), "stride");
    w = Bv, w.batch = 1;
    EXPECT_INVALID(call(L, U, N, D, Av, w, Cv), "batch");
    MatrixView<const T> a_in_c{Cv.data, 5, 5, Cv.ld, Cv.stride, 2};
    EXPECT_INVALID(call(L, U, N, D, a_in_c, Bv, Cv), "overlaps input A");
    // C may alias B only exactly: same data, ld and stride.
    MatrixView<const T> b_shifted{Cv.data + 1, 5, 4, Cv.ld, Cv.stride, 2};
    EXPECT_INVALID(call(L, U, N, D, Av, b_shifted, Cv), "overlaps input B");
    MatrixView<const T> b_other_ld{Cv.data, 5, 4, Cv.ld - 1, Cv.stride, 2};
    EXPECT_INVALID(call(L, U, N, D, Av, b_other_ld, Cv), "overlaps input B");
    MatrixView<const T> b_other_stride{Cv.data, 5, 4, Cv.ld, Cv.stride + 1, 2};
    EXPECT_INVALID(call(L, U, N, D, Av, b_other_stride, Cv), "overlaps input B");
    MatrixView<const T> b_broadcast{Cv.data, 5, 4, Cv.ld, 0, 2};
    EXPECT_INVALID(call(L, U, N, D, Av, b_broadcast, Cv), "overlaps input B");
    EXPECT_TRUE(untouched(before, C.buf));
    EXPECT_TRUE(untouched(b_before, B.buf));
  }
}

}  // namespace
