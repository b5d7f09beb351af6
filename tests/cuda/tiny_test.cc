// The tiny family (src/kernels/tiny/tiny.hh) of every Level-3 operation, pinned, on CUDA:
//  - gemm, symm, hemm, syrk, herk, syr2k, her2k and trmm over every flag combination, each
//    combination swept over the extents {1, 2, 3, 4, 5, 7, 8, 13, 16, 17, 31, 32} (non-square:
//    the other extents rotate through the same list), against the long-double oracle, with every
//    untouched element (padding, gaps, the other triangle of C, the unreferenced triangle of A)
//    sentinel-checked bit for bit;
//  - ld > rows (pad 2) and packed items (ld == rows, stride == ld*cols: the coalesced path),
//    broadcast inputs (stride 0), beta = 0 over NaN, trmm in place (C aliases B);
//  - enough items that a block stages several (G > 1), and 70,000 items (past the 65,535 grid
//    ceiling, and more groups than the grid: the grid-stride loop);
//  - packed items with extents {4, 8, 16, 32}: the flat 16-byte staging, alone and mixed with
//    element staging in one call; at S = 16, 32 also with whole rounds of several items per
//    group (padded columns, tiles reading past their item);
//  - routes agree: tiny against vendor on the same inputs;
//  - extents > 32 are refused with a reason (a pin then throws).
// Skipped without a CUDA device (GPU_ONLY).
#include <cstring>
#include <optional>

#include "cuda/gpu_support.hh"
#ifdef BATCHLAS_HAVE_CUDA
#include "kernels/tiny/gemm_mma.hh"
#include "kernels/tiny/rank16_mma.hh"
#include "kernels/tiny/rank_mma.hh"
#include "kernels/tiny/symm16_mma.hh"
#include "kernels/tiny/symm_mma.hh"
#include "kernels/tiny/symm_warp.hh"
#include "kernels/tiny/trmm16_mma.hh"
#include "kernels/tiny/trmm_mma.hh"
#include "kernels/tiny/trmm_warp.hh"
#endif
#include "support/oracle_level3.hh"

namespace {

using namespace testing_support;

template <class T> class Tiny : public ::testing::Test {};
TYPED_TEST_SUITE(Tiny, Types, TypeNames);
template <class T> class TinyHerm : public ::testing::Test {};
TYPED_TEST_SUITE(TinyHerm, ComplexTypes, TypeNames);

const std::vector<int64_t> kExt = {1, 2, 3, 4, 5, 7, 8, 13, 16, 17, 31, 32};
const std::vector<Op> kOps = {Op::NoTrans, Op::Trans, Op::ConjTrans};

/// How case i of a sweep is laid out: the other extents rotate through kExt, and the variants
/// (packed, broadcast, beta = 0, several items per block) cycle with i.
struct Case {
  int64_t a, b, c;      ///< the extents (meaning per op)
  int64_t batch = 3;
  bool packed = false;  ///< ld == rows, stride == ld*cols
  bool broadcast = false;
  bool beta_zero = false;
  bool skew = false;  ///< with packed: stride == ld*cols + 1, so items leave the 16-byte grid
  bool nan_imag_diag = false;  ///< herk / her2k: C's diagonal has NaN imaginary parts (never read)
  int64_t c_pad = -1;          ///< >= 0 (syrk ... her2k): C alone with ld = n + c_pad and
  int64_t c_extra = 0;         ///< stride ld * n + c_extra
  bool real_alpha = false;     ///< syr2k / her2k: alpha's imaginary part 0
};

Case sweep_case(std::size_t i) {
  Case c{kExt[i], kExt[(i + 5) % kExt.size()], kExt[(i + 9) % kExt.size()]};
  c.packed = i % 2 == 0;
  c.broadcast = i % 4 == 1;
  c.beta_zero = i % 3 == 0;
  c.batch = i % 5 == 2 ? 700 : 3;  // 700 items: several per block
  return c;
}

std::string describe(const Case& c) {
  std::ostringstream os;
  os << "extents " << c.a << "," << c.b << "," << c.c << " batch=" << c.batch
     << (c.packed ? " packed" : " ld>rows") << (c.broadcast ? " broadcast" : "")
     << (c.beta_zero ? " beta=0" : "") << (c.skew ? " skew" : "") << (c.nan_imag_diag ? " NaN imag diag" : "")
     << (c.c_pad >= 0 ? " C ld=n+" + std::to_string(c.c_pad) + " stride+" + std::to_string(c.c_extra) : "") << (c.real_alpha ? " real alpha" : "");
  return os.str();
}

template <class T>
Mat<T> operand(Queue& q, int64_t rows, int64_t cols, int64_t batch, bool packed, bool skew = false) {
  return packed ? Mat<T>(q, rows, cols, batch, 0, skew ? 1 : 0) : Mat<T>(q, rows, cols, batch);
}

template <class T> void poison(Mat<T>& M) {
  for (int64_t b = 0; b < M.batch; ++b)
    for (int64_t j = 0; j < M.cols; ++j)
      for (int64_t i = 0; i < M.rows; ++i) M.at(i, j, b) = sentinel<T>();
}

template <class T> MatrixView<const T> input(Mat<T>& M, const Case& c, int64_t batch) {
  return c.broadcast ? M.broadcast(batch) : M.cview();
}

struct Pin {
  ScopedSettings s;
  Pin(const char* op, const char* fam) : s(with_route(op, fam)) {}
};

// ---- gemm ----------------------------------------------------------------------------------------

/// gemm with m = c.a, n = c.b, k = c.c.
template <class T>
::testing::AssertionResult gemm_case(Queue& q, Op ta, Op tb, const Case& c, std::mt19937_64& rng) {
  const int64_t m = c.a, n = c.b, k = c.c, ib = c.broadcast ? 1 : c.batch;
  Mat<T> A = operand<T>(q, ta == Op::NoTrans ? m : k, ta == Op::NoTrans ? k : m, ib, c.packed, c.skew);
  Mat<T> B = operand<T>(q, tb == Op::NoTrans ? k : n, tb == Op::NoTrans ? n : k, ib, c.packed, c.skew);
  Mat<T> C = operand<T>(q, m, n, c.batch, c.packed, c.skew);
  A.fill(rng), B.fill(rng), C.fill(rng);
  if (c.beta_zero) poison(C);
  A.buf.upload(), B.buf.upload(), C.buf.upload();
  const auto before = C.buf.host;
  const T alpha = random_value<T>(rng), beta = c.beta_zero ? T(0) : random_value<T>(rng);
  gemm(q, ta, tb, alpha, input(A, c, c.batch), input(B, c, c.batch), beta, C.view());
  return check_output(before, C, k, [&](int64_t i, int64_t j, int64_t b) {
    return oracle::gemm_at(ta, tb, alpha, A, B, beta, before, C, i, j, b);
  });
}

TYPED_TEST(Tiny, GemmEveryTransEveryExtent) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("gemm", "tiny");
  for (Op ta : kOps)
    for (Op tb : kOps)
      for (std::size_t i = 0; i < kExt.size(); ++i) {
        const Case c = sweep_case(i);
        EXPECT_TRUE(gemm_case<T>(q, ta, tb, c, rng))
            << "gemm tiny transa=" << to_char(ta) << " transb=" << to_char(tb) << " " << describe(c);
      }
}

// ---- syrk / herk ---------------------------------------------------------------------------------

/// syrk (kHerm false) or herk: n = c.a, k = c.b.
template <class T, bool kHerm>
::testing::AssertionResult rank_k_case(Queue& q, Uplo uplo, Op trans, const Case& c,
                                       std::mt19937_64& rng) {
  using S = std::conditional_t<kHerm, real_t<T>, T>;
  const int64_t n = c.a, k = c.b, ib = c.broadcast ? 1 : c.batch;
  const bool nt = trans == Op::NoTrans;
  Mat<T> A = operand<T>(q, nt ? n : k, nt ? k : n, ib, c.packed, c.skew);
  Mat<T> C = c.c_pad >= 0 ? Mat<T>(q, n, n, c.batch, c.c_pad, c.c_extra) : operand<T>(q, n, n, c.batch, c.packed, c.skew);
  A.fill(rng), C.fill(rng);
  if (c.beta_zero) poison(C);
  if constexpr (kHerm) {
    if (c.nan_imag_diag)
      for (int64_t b = 0; b < c.batch; ++b)
        for (int64_t j = 0; j < n; ++j) C.at(j, j, b).imag(sentinel<real_t<T>>());
  }
  A.buf.upload(), C.buf.upload();
  const auto before = C.buf.host;
  const S alpha = random_value<S>(rng), beta = c.beta_zero ? S(0) : random_value<S>(rng);
  if constexpr (kHerm) herk(q, uplo, trans, alpha, input(A, c, c.batch), beta, C.view());
  else syrk(q, uplo, trans, alpha, input(A, c, c.batch), beta, C.view());
  return check_output(before, C, k, [&](int64_t i, int64_t j, int64_t b) {
    return oracle::syrk_at(uplo, trans, alpha, A, beta, before, C, i, j, b, kHerm);
  });
}

template <class T> std::vector<Op> syrk_trans() {
  if constexpr (is_complex_v<T>) return {Op::NoTrans, Op::Trans};
  else return {Op::NoTrans, Op::Trans, Op::ConjTrans};
}

TYPED_TEST(Tiny, SyrkEveryFlagEveryExtent) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("syrk", "tiny");
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (Op trans : syrk_trans<T>())
      for (std::size_t i = 0; i < kExt.size(); ++i) {
        const Case c = sweep_case(i);
        EXPECT_TRUE((rank_k_case<T, false>(q, uplo, trans, c, rng)))
            << "syrk tiny uplo=" << to_char(uplo) << " trans=" << to_char(trans) << " " << describe(c);
      }
}

TYPED_TEST(TinyHerm, HerkEveryFlagEveryExtent) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("herk", "tiny");
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (Op trans : {Op::NoTrans, Op::ConjTrans})
      for (std::size_t i = 0; i < kExt.size(); ++i) {
        const Case c = sweep_case(i);
        EXPECT_TRUE((rank_k_case<T, true>(q, uplo, trans, c, rng)))
            << "herk tiny uplo=" << to_char(uplo) << " trans=" << to_char(trans) << " " << describe(c);
      }
}

// ---- syr2k / her2k -------------------------------------------------------------------------------

template <class T, bool kHerm>
::testing::AssertionResult rank_2k_case(Queue& q, Uplo uplo, Op trans, const Case& c,
                                        std::mt19937_64& rng) {
  using S = std::conditional_t<kHerm, real_t<T>, T>;
  const int64_t n = c.a, k = c.b, ib = c.broadcast ? 1 : c.batch;
  const bool nt = trans == Op::NoTrans;
  Mat<T> A = operand<T>(q, nt ? n : k, nt ? k : n, ib, c.packed, c.skew);
  Mat<T> B = operand<T>(q, nt ? n : k, nt ? k : n, ib, c.packed, c.skew);
  Mat<T> C = c.c_pad >= 0 ? Mat<T>(q, n, n, c.batch, c.c_pad, c.c_extra) : operand<T>(q, n, n, c.batch, c.packed, c.skew);
  A.fill(rng), B.fill(rng), C.fill(rng);
  if (c.beta_zero) poison(C);
  if constexpr (kHerm) {
    if (c.nan_imag_diag)
      for (int64_t b = 0; b < c.batch; ++b)
        for (int64_t j = 0; j < n; ++j) C.at(j, j, b).imag(sentinel<real_t<T>>());
  }
  A.buf.upload(), B.buf.upload(), C.buf.upload();
  const auto before = C.buf.host;
  const T alpha = c.real_alpha ? T(std::real(random_value<T>(rng))) : random_value<T>(rng);
  const S beta = c.beta_zero ? S(0) : random_value<S>(rng);
  if constexpr (kHerm) her2k(q, uplo, trans, alpha, input(A, c, c.batch), input(B, c, c.batch), beta, C.view());
  else syr2k(q, uplo, trans, alpha, input(A, c, c.batch), input(B, c, c.batch), beta, C.view());
  return check_output(before, C, 2 * k, [&](int64_t i, int64_t j, int64_t b) {
    return oracle::syr2k_at(uplo, trans, alpha, A, B, beta, before, C, i, j, b, kHerm);
  });
}

TYPED_TEST(Tiny, Syr2kEveryFlagEveryExtent) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("syr2k", "tiny");
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (Op trans : syrk_trans<T>())
      for (std::size_t i = 0; i < kExt.size(); ++i) {
        const Case c = sweep_case(i);
        EXPECT_TRUE((rank_2k_case<T, false>(q, uplo, trans, c, rng)))
            << "syr2k tiny uplo=" << to_char(uplo) << " trans=" << to_char(trans) << " " << describe(c);
      }
}

TYPED_TEST(TinyHerm, Her2kEveryFlagEveryExtent) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("her2k", "tiny");
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (Op trans : {Op::NoTrans, Op::ConjTrans})
      for (std::size_t i = 0; i < kExt.size(); ++i) {
        const Case c = sweep_case(i);
        EXPECT_TRUE((rank_2k_case<T, true>(q, uplo, trans, c, rng)))
            << "her2k tiny uplo=" << to_char(uplo) << " trans=" << to_char(trans) << " " << describe(c);
      }
}

// ---- symm / hemm ---------------------------------------------------------------------------------

/// symm (hemm when herm): m = c.a, n = c.b; A holds only its uplo triangle (the rest sentinels).
template <class T>
::testing::AssertionResult symm_case(Queue& q, Side side, Uplo uplo, bool herm, const Case& c,
                                     std::mt19937_64& rng) {
  const int64_t m = c.a, n = c.b, ka = side == Side::Left ? m : n, ib = c.broadcast ? 1 : c.batch;
  Mat<T> A = operand<T>(q, ka, ka, ib, c.packed, c.skew);
  Mat<T> B = operand<T>(q, m, n, ib, c.packed, c.skew);
  Mat<T> C = operand<T>(q, m, n, c.batch, c.packed, c.skew);
  A.fill(rng, [&](int64_t i, int64_t j) { return uplo == Uplo::Lower ? i >= j : i <= j; });
  B.fill(rng), C.fill(rng);
  if (c.beta_zero) poison(C);
  A.buf.upload(), B.buf.upload(), C.buf.upload();
  const auto before = C.buf.host;
  const T alpha = random_value<T>(rng), beta = c.beta_zero ? T(0) : random_value<T>(rng);
  if (herm) {
    if constexpr (is_complex_v<T>) hemm(q, side, uplo, alpha, input(A, c, c.batch), input(B, c, c.batch), beta, C.view());
  } else {
    symm(q, side, uplo, alpha, input(A, c, c.batch), input(B, c, c.batch), beta, C.view());
  }
  return check_output(before, C, ka, [&](int64_t i, int64_t j, int64_t b) {
    return oracle::symm_at(side, uplo, alpha, A, B, beta, before, C, i, j, b, herm);
  });
}

TYPED_TEST(Tiny, SymmEveryFlagEveryExtent) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("symm", "tiny");
  // Both routes of the family: the staged engine alone (symm_warp and symm_mma off), and the
  // warp-per-item kernel wherever its gates allow (A of order 32 on aligned columns; symm_mma,
  // forced on too, takes only m = n = 32, which this sweep's extents never pair: TinyMma tests it).
  for (bool warp : {false, true}) {
    ScopedSettings s([&] { Settings t = settings(); t.symm_warp = warp; t.symm_mma = warp; return t; }());
    for (Side side : {Side::Left, Side::Right})
      for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
        for (std::size_t i = 0; i < kExt.size(); ++i) {
          const Case c = sweep_case(i);
          EXPECT_TRUE(symm_case<T>(q, side, uplo, false, c, rng))
              << "symm tiny side=" << to_char(side) << " uplo=" << to_char(uplo) << " " << describe(c)
              << (warp ? " (symm_warp on)" : " (symm_warp off)");
        }
  }
}

TYPED_TEST(TinyHerm, HemmEveryFlagEveryExtent) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("hemm", "tiny");
  for (bool warp : {false, true}) {  // the staged engine; the warp kernel wherever it can run
    ScopedSettings s([&] { Settings t = settings(); t.symm_warp = warp; t.symm_mma = warp; return t; }());
    for (Side side : {Side::Left, Side::Right})
      for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
        for (std::size_t i = 0; i < kExt.size(); ++i) {
          const Case c = sweep_case(i);
          EXPECT_TRUE(symm_case<T>(q, side, uplo, true, c, rng))
              << "hemm tiny side=" << to_char(side) << " uplo=" << to_char(uplo) << " " << describe(c)
              << (warp ? " (symm_warp on)" : " (symm_warp off)");
        }
  }
}

// ---- trmm ----------------------------------------------------------------------------------------

/// trmm: m = c.a, n = c.b; A holds only its triangle (and no diagonal when Unit); in place when
/// `in_place` (C is B), else out of place into a sentinel-padded C.
template <class T>
::testing::AssertionResult trmm_case(Queue& q, Side side, Uplo uplo, Op ta, Diag diag,
                                     bool in_place, const Case& c, std::mt19937_64& rng) {
  const int64_t m = c.a, n = c.b, ka = side == Side::Left ? m : n;
  const int64_t ia = c.broadcast ? 1 : c.batch;
  Mat<T> A = operand<T>(q, ka, ka, ia, c.packed, c.skew);
  Mat<T> B = operand<T>(q, m, n, in_place || !c.broadcast ? c.batch : 1, c.packed, c.skew);
  Mat<T> C = operand<T>(q, m, n, c.batch, c.packed, c.skew);
  A.fill(rng, [&](int64_t i, int64_t j) {
    if (i == j) return diag == Diag::NonUnit;
    return uplo == Uplo::Lower ? i > j : i < j;
  });
  B.fill(rng), C.fill(rng);
  A.buf.upload(), B.buf.upload(), C.buf.upload();
  Mat<T> B0 = operand<T>(q, m, n, B.batch, c.packed, c.skew);  // B as it was (the oracle's input)
  B0.buf.host = B.buf.host;
  const T alpha = random_value<T>(rng);
  Mat<T>& out = in_place ? B : C;
  const auto before = out.buf.host;
  const MatrixView<const T> Bv = in_place ? B.cview() : input(B, c, c.batch);
  trmm(q, side, uplo, ta, diag, alpha, input(A, c, c.batch), Bv, out.view());
  return check_output(before, out, ka, [&](int64_t i, int64_t j, int64_t b) {
    return oracle::trmm_at(side, uplo, ta, diag, alpha, A, B0, i, j, b);
  });
}

TYPED_TEST(Tiny, TrmmEveryFlagEveryExtent) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("trmm", "tiny");
  // The routes of the family: the staged engine alone (trmm_warp and trmm_mma off), and the
  // calls of order 32 with aligned columns on the warp-per-item kernel (trmm_mma and trmm16_mma,
  // forced on too, take only m = n = 32 and m = n = 16 on aligned columns, wherever this sweep
  // pairs them: TinyMma tests them).
  for (bool warp : {false, true}) {
    ScopedSettings s([&] { Settings t = settings(); t.trmm_warp = warp; t.trmm_mma = warp; return t; }());
    for (Side side : {Side::Left, Side::Right})
      for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
        for (Op ta : kOps)
          for (Diag diag : {Diag::NonUnit, Diag::Unit})
            for (std::size_t i = 0; i < kExt.size(); ++i) {
              const Case c = sweep_case(i);
              const bool in_place = i % 3 == 1;
              EXPECT_TRUE(trmm_case<T>(q, side, uplo, ta, diag, in_place, c, rng))
                  << "trmm tiny side=" << to_char(side) << " uplo=" << to_char(uplo)
                  << " trans=" << to_char(ta) << " diag=" << to_char(diag)
                  << (in_place ? " in place " : " ") << describe(c) << (warp ? "" : " (trmm_warp off)");
            }
  }
}

// The warp kernels' own entry points (their gates and call counters) exist only in a CUDA build
// (a host-only build, -DBATCHLAS_CUDA=OFF, compiles this file with every GPU test skipped).
#ifdef BATCHLAS_HAVE_CUDA
// ---- trmm on a warp per item (Settings::trmm_warp, kernels::tiny trmm_warp) -------------------

/// One trmm call with A of order `order` (32, or 16 for trmm16_mma) on 16-byte aligned columns
/// (ld = order, or order + 16 / sizeof(T): 4 more for float, 2 for the 8-byte types, 1 for
/// complex<double>; items apart by whole columns, or broadcast), the other extent `other`; B and C
/// packed or with ld = rows + 2 and an odd item stride; in place or out of place (then B may be
/// broadcast: one item read by all, item stride 0). With check_route, the call must take the warp
/// route (its gate asserted, and trmm_warp_calls() counted, so a fall-back to the staged engine
/// fails the test). It must match the oracle with every untouched element bit for bit; out of
/// place, B keeps its bits. With mma the route is trmm_mma's (its gate and trmm_mma_calls()), or
/// with order = 16 trmm16_mma's (A of order 16, the other extent 16 too).
template <class T>
::testing::AssertionResult trmm_order32_case(Queue& q, Side side, Uplo uplo, Op ta, Diag diag, int64_t other,
                                          bool a_pad, bool bc_packed, bool broadcast_a, bool in_place,
                                          int64_t batch, std::mt19937_64& rng, bool broadcast_b = false,
                                          bool check_route = true, bool mma = false, int64_t order = 32) {
  const int64_t m = side == Side::Left ? order : other, n = side == Side::Left ? other : order;
  const int64_t b_items = broadcast_b ? 1 : batch;
  // Padded ld: the least that keeps columns on 16 bytes (complex<double>: any, so order + 1).
  Mat<T> A(q, order, order, broadcast_a ? 1 : batch, a_pad ? int64_t(16 / sizeof(T)) : 0, 0);
  Mat<T> B = bc_packed ? Mat<T>(q, m, n, b_items, 0, 0) : Mat<T>(q, m, n, b_items);
  Mat<T> C = bc_packed ? Mat<T>(q, m, n, batch, 0, 0) : Mat<T>(q, m, n, batch);
  A.fill(rng, [&](int64_t i, int64_t j) {
    if (i == j) return diag == Diag::NonUnit;
    return uplo == Uplo::Lower ? i > j : i < j;
  });
  B.fill(rng), C.fill(rng);
  A.buf.upload(), B.buf.upload(), C.buf.upload();
  Mat<T> B0 = bc_packed ? Mat<T>(q, m, n, b_items, 0, 0) : Mat<T>(q, m, n, b_items);
  B0.buf.host = B.buf.host;
  const T alpha = random_value<T>(rng);
  Mat<T>& out = in_place ? B : C;
  const auto before = out.buf.host;
  const MatrixView<const T> Av = broadcast_a ? A.broadcast(batch) : A.cview();
  const MatrixView<const T> Bv = broadcast_b ? B.broadcast(batch) : B.cview();
  const ops::TrmmArgs<T> w{side, uplo, ta, diag, alpha, Av, Bv, out.view()};
  namespace tk = kernels::tiny;
  const bool o16 = order == 16;
  const char* route = mma ? (o16 ? "trmm16_mma" : "trmm_mma") : "trmm_warp";
  if (const std::string why = mma ? (o16 ? tk::trmm16_mma_why_not<T>(w) : tk::trmm_mma_why_not<T>(w))
                                  : tk::trmm_warp_why_not<T>(w);
      !why.empty())
    return ::testing::AssertionFailure() << "not a " << route << " call: " << why;
  auto count = [&] { return mma ? (o16 ? tk::trmm16_mma_calls() : tk::trmm_mma_calls()) : tk::trmm_warp_calls(); };
  const int64_t calls = count();
  trmm(q, side, uplo, ta, diag, alpha, Av, Bv, out.view());
  if (check_route && count() != calls + 1)
    return ::testing::AssertionFailure() << "the call did not take the " << route << " route";
  if (!in_place) {
    B.buf.download();
    if (std::memcmp(B.buf.host.data(), B0.buf.host.data(), B0.buf.host.size() * sizeof(T)) != 0)
      return ::testing::AssertionFailure() << "B (an input) was written";
  }
  return check_output(before, out, order, [&](int64_t i, int64_t j, int64_t b) {
    return oracle::trmm_at(side, uplo, ta, diag, alpha, A, B0, i, j, b);
  });
}

TYPED_TEST(Tiny, TrmmWarpEveryFlag) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("trmm", "tiny");
  ScopedSettings s([] { Settings t = settings(); t.trmm_warp = true; t.trmm_mma = false; return t; }());
  const std::vector<int64_t> others = {1, 5, 17, 31, 32};
  int i = 0;
  for (Side side : {Side::Left, Side::Right})
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (Op ta : kOps)
        for (Diag diag : {Diag::NonUnit, Diag::Unit})
          for (int64_t other : others) {
            ++i;
            const bool a_pad = i % 2 == 0, bc_packed = i % 3 == 0, broadcast_a = i % 6 == 1;
            const bool in_place = i % 4 < 2, broadcast_b = !in_place && i % 5 == 2;
            // 301 items on a grid of 1 or 3 blocks (4 warps each, complex<double> 1): every warp takes many items,
            // so the grid-stride loop and the Left side's shared buffer reuse across items run.
            const int64_t batch = i % 7 == 3 ? 301 : 3;
            ScopedSettings cap([&] {
              Settings t = settings();
              if (batch > 3) t.max_grid = i % 2 ? 1 : 3;
              return t;
            }());
            EXPECT_TRUE(trmm_order32_case<T>(q, side, uplo, ta, diag, other, a_pad, bc_packed, broadcast_a,
                                          in_place, batch, rng, broadcast_b))
                << "trmm_warp side=" << to_char(side) << " uplo=" << to_char(uplo) << " trans=" << to_char(ta)
                << " diag=" << to_char(diag) << " other=" << other << (a_pad ? " lda padded" : " lda=32")
                << (bc_packed ? " B,C packed" : " B,C ld>rows") << (broadcast_a ? " A broadcast" : "")
                << (in_place ? " in place" : "") << (broadcast_b ? " B broadcast" : "") << " batch=" << batch;
          }
}

/// Calls the warp kernel cannot take fall back to the staged engine with the switch on: A of
/// order 32 with ld 34 and an odd item stride (columns off 16 bytes: float by ld and stride, the
/// 8-byte types by the stride), and order 16. (TrmmWarpRoute, tests/cuda/warp_item_route_test.cc, checks the gate on host.)
TYPED_TEST(Tiny, TrmmWarpFallsBackWhereItCannotRun) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("trmm", "tiny");
  ScopedSettings s([] { Settings t = settings(); t.trmm_warp = true; t.trmm_mma = false; return t; }());
  const int64_t calls = kernels::tiny::trmm_warp_calls();
  if constexpr (sizeof(T) < 16) {  // a complex<double> column starts on 16 bytes at any ld
    Case c{32, 7, 0};
    c.batch = 5;  // ld > rows (34): A's columns are off 16 bytes
    EXPECT_TRUE(trmm_case<T>(q, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, false, c, rng));
  }
  Case d{16, 16, 0};
  d.packed = true;
  EXPECT_TRUE(trmm_case<T>(q, Side::Right, Uplo::Upper, Op::Trans, Diag::Unit, true, d, rng));
  EXPECT_EQ(kernels::tiny::trmm_warp_calls(), calls) << "a refused call took the warp route";
}

/// Which calls take the warp route: by default (Settings::trmm_warp unset) only m = n = 32 on
/// aligned columns of A, not a smaller other extent, and for complex<double> not the gather form
/// on the Lower triangle (Left Lower T / C, Right Lower N); trmm_warp = true any other extent
/// 1..32; false none. Counted by trmm_warp_calls().
TYPED_TEST(Tiny, TrmmWarpRouteByDefault) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("trmm", "tiny");
  auto took = [&](std::optional<bool> warp, Side side, int64_t other, Uplo uplo = Uplo::Lower,
                  Op ta = Op::NoTrans) {
    ScopedSettings s([&] { Settings t = settings(); t.trmm_warp = warp; t.trmm_mma = false; return t; }());
    const int64_t calls = kernels::tiny::trmm_warp_calls();
    EXPECT_TRUE(trmm_order32_case<T>(q, side, uplo, ta, Diag::NonUnit, other, false, true, false, false, 5, rng,
                                  false, false));
    return kernels::tiny::trmm_warp_calls() - calls;
  };
  constexpr bool z = std::is_same_v<T, std::complex<double>>;
  for (Side side : {Side::Left, Side::Right}) {
    SCOPED_TRACE(to_char(side));
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (Op ta : {Op::NoTrans, Op::Trans}) {
        SCOPED_TRACE(std::string(1, to_char(uplo)) + to_char(ta));
        // complex<double>'s gather form on the Lower triangle stays on the engine (trmm_warp_by_default).
        const bool gather = (side == Side::Left) != (ta == Op::NoTrans);
        EXPECT_EQ(took(std::nullopt, side, 32, uplo, ta), (z && gather && uplo == Uplo::Lower ? 0 : 1));
      }
    EXPECT_EQ(took(std::nullopt, side, 8), 0);
    EXPECT_EQ(took(true, side, 8), 1);
    EXPECT_EQ(took(false, side, 32), 0);
  }
}

// ---- symm / hemm with A of order 32 (symm_warp, symm_mma) ---------------------------------------

/// One symm (hemm when herm) call with A of order `order` (32, or 16 for symm16_mma) on 16-byte
/// aligned columns (ld = order, or 4 more for float and 2 for the others; items apart by whole
/// columns, or broadcast; the other
/// triangle sentinels), the other extent `other`; B and C packed or with ld = rows + 2 and an odd
/// item stride; B maybe broadcast (item stride 0); beta = 0 over NaN or random beta. With
/// check_route the call must be one run_symm_warp (mma: run_symm_mma, or run_symm16_mma at
/// order 16) takes and does take
/// (asserted, so a fall-back to the staged engine fails the test); always it must match the
/// oracle with every untouched element bit for bit, and B keeps its bits.
template <class T>
::testing::AssertionResult symm_order32_case(Queue& q, Side side, Uplo uplo, bool herm, int64_t other, bool a_pad,
                                          bool bc_packed, bool broadcast_a, bool beta_zero, int64_t batch,
                                          std::mt19937_64& rng, bool broadcast_b = false, bool check_route = true,
                                          bool mma = false, int64_t order = 32) {
  const int64_t m = side == Side::Left ? order : other, n = side == Side::Left ? other : order;
  const int64_t b_items = broadcast_b ? 1 : batch;
  Mat<T> A(q, order, order, broadcast_a ? 1 : batch, a_pad ? (sizeof(T) == 4 ? 4 : 2) : 0, 0);
  Mat<T> B = bc_packed ? Mat<T>(q, m, n, b_items, 0, 0) : Mat<T>(q, m, n, b_items);
  Mat<T> C = bc_packed ? Mat<T>(q, m, n, batch, 0, 0) : Mat<T>(q, m, n, batch);
  A.fill(rng, [&](int64_t i, int64_t j) { return uplo == Uplo::Lower ? i >= j : i <= j; });
  B.fill(rng), C.fill(rng);
  if (beta_zero) poison(C);
  A.buf.upload(), B.buf.upload(), C.buf.upload();
  const auto b_bits = B.buf.host, before = C.buf.host;
  const T alpha = random_value<T>(rng), beta = beta_zero ? T(0) : random_value<T>(rng);
  const MatrixView<const T> Av = broadcast_a ? A.broadcast(batch) : A.cview();
  const MatrixView<const T> Bv = broadcast_b ? B.broadcast(batch) : B.cview();
  const ops::SymmArgs<T> w{side, uplo, alpha, Av, Bv, beta, C.view(), herm};
  namespace tk = kernels::tiny;
  // With check_route the call must be one the route's gate takes (else any call: the oracle checks it).
  const bool o16 = order == 16;
  const char* route = mma ? (o16 ? "symm16_mma" : "symm_mma") : "symm_warp";
  if (const std::string why = mma ? (o16 ? tk::symm16_mma_why_not<T>(w) : tk::symm_mma_why_not<T>(w))
                                  : tk::symm_warp_why_not<T>(w);
      check_route && !why.empty())
    return ::testing::AssertionFailure() << "not a " << route << " call: " << why;
  auto count = [&] { return mma ? (o16 ? tk::symm16_mma_calls() : tk::symm_mma_calls()) : tk::symm_warp_calls(); };
  const int64_t calls = count();
  if (herm) {
    if constexpr (is_complex_v<T>) hemm(q, side, uplo, alpha, Av, Bv, beta, C.view());
  } else {
    symm(q, side, uplo, alpha, Av, Bv, beta, C.view());
  }
  if (check_route && count() != calls + 1)
    return ::testing::AssertionFailure() << "the call did not take the " << route << " route";
  B.buf.download();
  if (std::memcmp(B.buf.host.data(), b_bits.data(), b_bits.size() * sizeof(T)) != 0)
    return ::testing::AssertionFailure() << "B (an input) was written";
  return check_output(before, C, order, [&](int64_t i, int64_t j, int64_t b) {
    return oracle::symm_at(side, uplo, alpha, A, B, beta, before, C, i, j, b, herm);
  });
}

/// symm_warp over both sides, both triangles, symm and (complex) hemm, the other extents
/// {1, 5, 17, 31, 32}, the layouts above, and 301 items on a grid of 1 or 3 blocks (every warp
/// takes many items, so the grid-stride loop and the shared buffers' reuse across items run).
TYPED_TEST(Tiny, SymmWarpEveryFlag) {
  GPU_ONLY();
  using T = TypeParam;
  if constexpr (std::is_same_v<T, std::complex<double>>) {
    GTEST_SKIP() << "symm_warp has no complex<double> kernel";
  } else {
    auto rng = rng_for_test();
    Queue q = Queue::cuda(0);
    Pin pin_s("symm", "tiny");
    Pin pin_h("hemm", "tiny");
    ScopedSettings s([] { Settings t = settings(); t.symm_warp = true; t.symm_mma = false; return t; }());
    const std::vector<int64_t> others = {1, 5, 17, 31, 32};
    int i = 0;
    for (bool herm : {false, true}) {
      if (herm && !is_complex_v<T>) continue;
      for (Side side : {Side::Left, Side::Right})
        for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
          for (int64_t other : others) {
            ++i;
            // g: the (herm, side, uplo) group, e: the extent's place in it. 301 items (each warp
            // taking many on a 1- or 3-block grid, so A's second copy, B and C are restaged) on
            // alternating extents, shifted per group, so every extent and both sides meet 301
            // items, with beta = 0 too.
            const int g = (i - 1) / 5, e = (i - 1) % 5;
            const bool a_pad = i % 2 == 0, bc_packed = i % 3 == 0, broadcast_a = i % 6 == 1, beta_zero = (g + e) % 3 == 0;
            const bool broadcast_b = i % 7 == 5;
            const int64_t batch = (g + e) % 2 == 0 ? 301 : 3;
            ScopedSettings cap([&] {
              Settings t = settings();
              if (batch > 3) t.max_grid = i % 2 ? 1 : 3;
              return t;
            }());
            EXPECT_TRUE(symm_order32_case<T>(q, side, uplo, herm, other, a_pad, bc_packed, broadcast_a, beta_zero, batch, rng, broadcast_b))
                << (herm ? "hemm" : "symm") << "_warp side=" << to_char(side) << " uplo=" << to_char(uplo)
                << " other=" << other << (a_pad ? " lda padded" : " lda=32")
                << (bc_packed ? " B,C packed" : " B,C ld>rows") << (broadcast_a ? " A broadcast" : "")
                << (beta_zero ? " beta=0 over NaN" : "") << (broadcast_b ? " B broadcast" : "") << " batch=" << batch;
          }
    }
  }
}

/// Which calls take the warp route: by default (Settings::symm_warp unset) symm and hemm at
/// m = n = 32 on aligned columns of A (float, double, complex<float>), not a smaller other
/// extent; symm_warp = true any other extent 1..32; false none. Counted by symm_warp_calls();
/// every call checked against the oracle.
TYPED_TEST(Tiny, SymmWarpRouteByDefault) {
  GPU_ONLY();
  using T = TypeParam;
  if constexpr (std::is_same_v<T, std::complex<double>>) {
    GTEST_SKIP() << "symm_warp has no complex<double> kernel";
  } else {
    auto rng = rng_for_test();
    Queue q = Queue::cuda(0);
    Pin pin_s("symm", "tiny");
    Pin pin_h("hemm", "tiny");
    auto took = [&](std::optional<bool> warp, Side side, int64_t other, bool herm) {
      ScopedSettings s([&] { Settings t = settings(); t.symm_warp = warp; t.symm_mma = false; return t; }());
      const int64_t calls = kernels::tiny::symm_warp_calls();
      EXPECT_TRUE(symm_order32_case<T>(q, side, Uplo::Lower, herm, other, false, true, false, false, 5, rng, false, false));
      return kernels::tiny::symm_warp_calls() - calls;
    };
    for (bool herm : {false, true}) {
      if (herm && !is_complex_v<T>) continue;
      for (Side side : {Side::Left, Side::Right}) {
        SCOPED_TRACE(std::string(herm ? "hemm " : "symm ") + to_char(side));
        EXPECT_EQ(took(std::nullopt, side, 32, herm), 1);
        EXPECT_EQ(took(std::nullopt, side, 8, herm), 0);
        EXPECT_EQ(took(true, side, 8, herm), 1);
        EXPECT_EQ(took(false, side, 32, herm), 0);
      }
    }
  }
}

/// Calls the warp kernel cannot take fall back to the staged engine with the switch on: A of
/// order 32 with ld 34 and an odd item stride (columns off 16 bytes), and order 16.
TYPED_TEST(Tiny, SymmWarpFallsBackWhereItCannotRun) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("symm", "tiny");
  ScopedSettings s([] { Settings t = settings(); t.symm_warp = true; t.symm_mma = false; return t; }());
  const int64_t calls = kernels::tiny::symm_warp_calls();
  Case c{32, 7, 0};
  c.batch = 5;  // ld > rows (34): A's columns are off 16 bytes
  EXPECT_TRUE(symm_case<T>(q, Side::Left, Uplo::Lower, false, c, rng));
  Case d{16, 16, 0};
  d.packed = true;
  EXPECT_TRUE(symm_case<T>(q, Side::Right, Uplo::Upper, false, d, rng));
  EXPECT_EQ(kernels::tiny::symm_warp_calls(), calls) << "a refused call took the warp route";
}

#endif  // BATCHLAS_HAVE_CUDA

// ---- packed, 16-byte aligned items: the flat and mixed staging paths ---------------------------

// The sweeps above mostly meet odd extents, which stage element by element. With extents that
// are multiples of 4 and packed items, tiny copies whole items as flat 16-byte runs, and (by the
// measured rule flat_conflicts in tiny.cu) stages some operands flat and others element by element
// in one call: every op and flag over the extents {4, 8, 16, 32}, with several items per group.
const std::vector<int64_t> kAligned = {4, 8, 16, 32};

Case aligned_case(std::size_t i, std::size_t j, std::size_t l) {
  Case c{kAligned[i], kAligned[j], kAligned[l]};
  c.packed = true;
  c.beta_zero = (i + j + l) % 3 == 0;
  c.batch = (i + j + l) % 2 == 0 ? 37 : 3;
  return c;
}

TYPED_TEST(Tiny, PackedAlignedEveryOpEveryFlag) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  const std::size_t E = kAligned.size();
  {
    Pin pin("gemm", "tiny");
    for (Op ta : kOps)
      for (Op tb : kOps)
        for (std::size_t i = 0; i < E; ++i)
          for (std::size_t j = 0; j < E; ++j)
            for (std::size_t l = 0; l < E; ++l) {
              const Case c = aligned_case(i, j, l);
              EXPECT_TRUE(gemm_case<T>(q, ta, tb, c, rng))
                  << "gemm transa=" << to_char(ta) << " transb=" << to_char(tb) << " " << describe(c);
            }
  }
  for (std::size_t i = 0; i < E; ++i)
    for (std::size_t j = 0; j < E; ++j) {
      const Case c = aligned_case(i, j, (i + 2 * j) % E);
      for (Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
        for (Op trans : syrk_trans<T>()) {
          {
            Pin pin("syrk", "tiny");
            EXPECT_TRUE((rank_k_case<T, false>(q, uplo, trans, c, rng)))
                << "syrk uplo=" << to_char(uplo) << " trans=" << to_char(trans) << " " << describe(c);
          }
          {
            Pin pin("syr2k", "tiny");
            EXPECT_TRUE((rank_2k_case<T, false>(q, uplo, trans, c, rng)))
                << "syr2k uplo=" << to_char(uplo) << " trans=" << to_char(trans) << " " << describe(c);
          }
        }
        for (Side side : {Side::Left, Side::Right}) {
          for (bool warp : {false, true}) {  // symm's engine, and its warp kernel where it runs
            ScopedSettings s([&] { Settings t = settings(); t.symm_warp = warp; t.symm_mma = warp; return t; }());
            Pin pin("symm", "tiny");
            EXPECT_TRUE(symm_case<T>(q, side, uplo, false, c, rng))
                << "symm side=" << to_char(side) << " uplo=" << to_char(uplo) << " " << describe(c)
                << (warp ? " (symm_warp on)" : " (symm_warp off)");
          }
          Pin pin("trmm", "tiny");
          for (Op ta : kOps)
            for (Diag diag : {Diag::NonUnit, Diag::Unit}) {
              const bool in_place = (i + j) % 2 == 1;
              EXPECT_TRUE(trmm_case<T>(q, side, uplo, ta, diag, in_place, c, rng))
                  << "trmm side=" << to_char(side) << " uplo=" << to_char(uplo) << " trans=" << to_char(ta)
                  << " diag=" << to_char(diag) << (in_place ? " in place " : " ") << describe(c);
            }
        }
      }
    }
}

TYPED_TEST(TinyHerm, PackedAlignedHermitianOps) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  const std::size_t E = kAligned.size();
  for (std::size_t i = 0; i < E; ++i)
    for (std::size_t j = 0; j < E; ++j) {
      const Case c = aligned_case(i, j, (i + 2 * j) % E);
      for (Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
        for (Op trans : {Op::NoTrans, Op::ConjTrans}) {
          {
            Pin pin("herk", "tiny");
            EXPECT_TRUE((rank_k_case<T, true>(q, uplo, trans, c, rng)))
                << "herk uplo=" << to_char(uplo) << " trans=" << to_char(trans) << " " << describe(c);
          }
          Pin pin("her2k", "tiny");
          EXPECT_TRUE((rank_2k_case<T, true>(q, uplo, trans, c, rng)))
              << "her2k uplo=" << to_char(uplo) << " trans=" << to_char(trans) << " " << describe(c);
        }
        for (Side side : {Side::Left, Side::Right}) {
          Pin pin("hemm", "tiny");
          EXPECT_TRUE(symm_case<T>(q, side, uplo, true, c, rng))
              << "hemm side=" << to_char(side) << " uplo=" << to_char(uplo) << " " << describe(c);
        }
      }
    }
}

// ---- S = 16 and 32 with whole rounds of items per group ----------------------------------------

// The aligned cases above hold at most 37 items, so each of their groups is one item (tiny caps a
// group at the batch over two per SM; the 500-700 item sweeps stage 2-3 items per group, but
// element by element). Here 1103 packed items (561 for complex<double>) let a group hold several
// (up to its whole rounds of 2-8 items on the wide path) and leave the last group short, so a
// tile's rows past m and columns past n read the neighbouring item and the slack, and the padded
// unit copies and stores walk several items. beta = 0 and beta != 0 alternate call by call, so
// every op meets both. Extents: multiples of 4 (on the wide path every operand padded), 13 beside
// 32 (padded and element-staged operands in one call, except complex<double>, whose 13 rows are
// whole units), and 2 beside 32 (a tile reading far past its item: up to 24 of the 32 slack
// elements). (2200 items over every flag ran past four minutes of the long-double oracle per type.)
Case rounds_case(int64_t a, int64_t b, int64_t c, std::size_t i, int64_t items) {
  Case r{a, b, c, items, true};
  r.beta_zero = i % 5 < 2;  // period 5: each op of the call sequence below meets both (checked)
  return r;
}

/// Every op but gemm at one extent triple, every flag pair, on rounds_case's packed items; i
/// numbers the calls (beta = 0 or not, trmm's diag and in-place choice).
template <class T>
void rounds_structured_ops(Queue& q, std::mt19937_64& rng, const std::array<int64_t, 3>& e, std::size_t& i,
                           int64_t items) {
  auto next = [&] { return rounds_case(e[0], e[1], e[2], i++, items); };
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
    for (Op trans : syrk_trans<T>()) {
      {
        Pin pin("syrk", "tiny");
        const Case c = next();
        EXPECT_TRUE((rank_k_case<T, false>(q, uplo, trans, c, rng)))
            << "syrk uplo=" << to_char(uplo) << " trans=" << to_char(trans) << " " << describe(c);
      }
      Pin pin("syr2k", "tiny");
      const Case c = next();
      EXPECT_TRUE((rank_2k_case<T, false>(q, uplo, trans, c, rng)))
          << "syr2k uplo=" << to_char(uplo) << " trans=" << to_char(trans) << " " << describe(c);
    }
    if constexpr (is_complex_v<T>) {
      for (Op trans : {Op::NoTrans, Op::ConjTrans}) {
        {
          Pin pin("herk", "tiny");
          const Case c = next();
          EXPECT_TRUE((rank_k_case<T, true>(q, uplo, trans, c, rng)))
              << "herk uplo=" << to_char(uplo) << " trans=" << to_char(trans) << " " << describe(c);
        }
        Pin pin("her2k", "tiny");
        const Case c = next();
        EXPECT_TRUE((rank_2k_case<T, true>(q, uplo, trans, c, rng)))
            << "her2k uplo=" << to_char(uplo) << " trans=" << to_char(trans) << " " << describe(c);
      }
    }
    for (Side side : {Side::Left, Side::Right}) {
      {
        Pin pin("symm", "tiny");
        const Case c = next();
        EXPECT_TRUE(symm_case<T>(q, side, uplo, false, c, rng))
            << "symm side=" << to_char(side) << " uplo=" << to_char(uplo) << " " << describe(c);
      }
      if constexpr (is_complex_v<T>) {
        Pin pin("hemm", "tiny");
        const Case c = next();
        EXPECT_TRUE(symm_case<T>(q, side, uplo, true, c, rng))
            << "hemm side=" << to_char(side) << " uplo=" << to_char(uplo) << " " << describe(c);
      }
      Pin pin("trmm", "tiny");
      for (Op ta : kOps) {
        const Case c = next();
        const Diag diag = i % 4 < 2 ? Diag::Unit : Diag::NonUnit;  // with in_place, all four pairs
        const bool in_place = i % 8 < 4;
        EXPECT_TRUE(trmm_case<T>(q, side, uplo, ta, diag, in_place, c, rng))
            << "trmm side=" << to_char(side) << " uplo=" << to_char(uplo) << " trans=" << to_char(ta)
            << " diag=" << to_char(diag) << (in_place ? " in place " : " ") << describe(c);
      }
    }
  }
}

template <class T> void whole_rounds_every_op(Queue& q, std::mt19937_64& rng, int64_t items) {
  std::size_t i = 0;
  {
    Pin pin("gemm", "tiny");
    for (Op ta : kOps)
      for (Op tb : kOps)
        for (const auto& e : {std::array<int64_t, 3>{32, 32, 32}, std::array<int64_t, 3>{16, 16, 16},
                              std::array<int64_t, 3>{2, 32, 32}, std::array<int64_t, 3>{32, 2, 13}}) {
          const Case c = rounds_case(e[0], e[1], e[2], i++, items);
          EXPECT_TRUE(gemm_case<T>(q, ta, tb, c, rng))
              << "gemm transa=" << to_char(ta) << " transb=" << to_char(tb) << " " << describe(c);
        }
  }
  for (const auto& e : {std::array<int64_t, 3>{32, 20, 12}, std::array<int64_t, 3>{12, 24, 32},
                        std::array<int64_t, 3>{32, 13, 32}})
    rounds_structured_ops<T>(q, rng, e, i, items);
}

/// Both S = 16, 32 paths for every type (BATCHLAS_TINY_WIDE forced each way), whichever the
/// default picks; one test per path so gtest shards run them apart. complex<double> takes 561
/// items (1103 took 206 s of its oracle in one shard, gpu-check 2026-12-01): its groups hold
/// one item at S = 32 on both paths (an item passes the group budget), so its 264 resident
/// blocks walk two or more groups each; on the wide path at S = 16 they hold 3 (the batch cap),
/// and the odd count leaves a last group short.
template <class T> void whole_rounds_on_path(bool wide) {
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Settings forced = settings();
  forced.tiny_wide = wide;
  ScopedSettings scope(forced);
  whole_rounds_every_op<T>(q, rng, sizeof(T) == 16 ? 561 : 1103);
}

TYPED_TEST(Tiny, PackedWholeRoundsEveryOpWidePath) {
  GPU_ONLY();
  whole_rounds_on_path<TypeParam>(true);
}

TYPED_TEST(Tiny, PackedWholeRoundsEveryOpGenericPath) {
  GPU_ONLY();
  whole_rounds_on_path<TypeParam>(false);
}

// The S = 16 class with several packed items per group, for symm, hemm and trmm (which the S = 32
// triples above never put in that class) and the rank-k ops, on the path the default rule picks
// (the wide path for every type but complex<double> since session 12): the unit copies, the
// triangle's unit stores, fix_group's mirror and zeros, tiles partly outside C (12 rows against a
// 4-row step). On the H200 a group holds up to 5 of these items (the cap of the batch over two per
// SM; a wide-path round is 8), 3 for complex<double>. The third extent is gemm's k, unused here.
TYPED_TEST(Tiny, PackedWholeRoundsSixteenClass) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  std::size_t i = 0;
  for (const auto& e : {std::array<int64_t, 3>{16, 12, 16}, std::array<int64_t, 3>{12, 16, 8}})
    rounds_structured_ops<T>(q, rng, e, i, sizeof(T) == 16 ? 561 : 1103);
}

// The same on a few calls (530 items: 2-3 per group on the wide path, 1 on the generic path at
// S = 32), on both paths, light enough for a
// compute-sanitizer racecheck of its own (RACECHECK_FILTER='Tiny/*.PackedRoundsRacecheckLight'
// with scripts/gpu-check.sh; the default filter already takes about 200 s).
TYPED_TEST(Tiny, PackedRoundsRacecheckLight) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  for (const bool wide : {true, false}) {
    Settings forced = settings();
    forced.tiny_wide = wide;
    ScopedSettings scope(forced);
    SCOPED_TRACE(wide ? "wide path" : "generic path");
    Case c{32, 32, 32, 530, true};
    {
      Pin pin("gemm", "tiny");
      EXPECT_TRUE(gemm_case<T>(q, Op::NoTrans, Op::Trans, c, rng)) << describe(c);
      c.beta_zero = true;
      EXPECT_TRUE(gemm_case<T>(q, Op::Trans, Op::NoTrans, c, rng)) << describe(c);
    }
    c = Case{32, 20, 12, 530, true};
    {
      Pin pin("syr2k", "tiny");
      EXPECT_TRUE((rank_2k_case<T, false>(q, Uplo::Lower, Op::Trans, c, rng))) << describe(c);
    }
    {
      Pin pin("symm", "tiny");
      EXPECT_TRUE(symm_case<T>(q, Side::Right, Uplo::Upper, false, c, rng)) << describe(c);
    }
    Pin pin("trmm", "tiny");
    EXPECT_TRUE(trmm_case<T>(q, Side::Left, Uplo::Lower, Op::Trans, Diag::Unit, true, c, rng)) << describe(c);
  }
}

// ---- S <= 8: many packed items per group ---------------------------------------------------------

// The aligned cases hold at most 37 items, one per group. 39999 packed items at extents 4 and 8
// fill groups of 16-128 items (by the group's byte budget; the cap of the batch over two per SM,
// 152 items, does not bind) and leave the last group short, so fix_group's per-thread loop over a
// group's items and the triangle's unit stores walk many items. Every op at every extent triple,
// untransposed with the Lower triangle and transposed (conjugated where the op allows) with the
// Upper one; beta = 0 and not on each op (period 3, prime to the 7 or 10 calls of a pass, so an
// op's setting changes from pass to pass); trmm Unit in place and NonUnit out of place.
template <class T> void many_small_items(Queue& q, std::mt19937_64& rng) {
  std::size_t i = 0;
  const Op ct = is_complex_v<T> ? Op::ConjTrans : Op::Trans;
  for (const auto& e : {std::array<int64_t, 3>{4, 4, 4}, std::array<int64_t, 3>{8, 8, 8},
                        std::array<int64_t, 3>{4, 8, 4}, std::array<int64_t, 3>{8, 4, 8}})
    for (const bool tr : {false, true}) {
      auto next = [&] {
        Case c{e[0], e[1], e[2], 39999, true};
        c.beta_zero = i++ % 3 == 0;
        return c;
      };
      const Uplo uplo = tr ? Uplo::Upper : Uplo::Lower;
      const Op t = tr ? ct : Op::NoTrans;           // gemm's B, trmm's A, herk
      const Op st = tr ? Op::Trans : Op::NoTrans;   // syrk, syr2k
      {
        Pin pin("gemm", "tiny");
        for (const Op ta : {Op::NoTrans, Op::Trans}) {
          const Case c = next();
          EXPECT_TRUE(gemm_case<T>(q, ta, t, c, rng))
              << "gemm transa=" << to_char(ta) << " transb=" << to_char(t) << " " << describe(c);
        }
      }
      {
        Pin pin("syrk", "tiny");
        const Case c = next();
        EXPECT_TRUE((rank_k_case<T, false>(q, uplo, st, c, rng))) << "syrk " << describe(c);
      }
      {
        Pin pin("syr2k", "tiny");
        const Case c = next();
        EXPECT_TRUE((rank_2k_case<T, false>(q, uplo, st, c, rng))) << "syr2k " << describe(c);
      }
      {
        Pin pin("symm", "tiny");
        const Case c = next();
        EXPECT_TRUE(symm_case<T>(q, tr ? Side::Left : Side::Right, uplo, false, c, rng)) << "symm " << describe(c);
      }
      if constexpr (is_complex_v<T>) {
        {
          Pin pin("herk", "tiny");
          const Case c = next();
          EXPECT_TRUE((rank_k_case<T, true>(q, uplo, t, c, rng))) << "herk " << describe(c);
        }
        {
          Pin pin("her2k", "tiny");
          const Case c = next();
          EXPECT_TRUE((rank_2k_case<T, true>(q, uplo, t, c, rng))) << "her2k " << describe(c);
        }
        Pin pin("hemm", "tiny");
        const Case c = next();
        EXPECT_TRUE(symm_case<T>(q, tr ? Side::Right : Side::Left, uplo, true, c, rng)) << "hemm " << describe(c);
      }
      Pin pin("trmm", "tiny");
      // In place with a unit diagonal, and out of place with a stored one.
      for (const bool unit : {true, false}) {
        const Case c = next();
        EXPECT_TRUE(trmm_case<T>(q, tr ? Side::Right : Side::Left, uplo, t,
                                 unit ? Diag::Unit : Diag::NonUnit, unit, c, rng))
            << "trmm trans=" << to_char(t) << " unit=" << unit << " " << describe(c);
      }
    }
}

TYPED_TEST(Tiny, PackedManySmallItems) {
  GPU_ONLY();
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  many_small_items<TypeParam>(q, rng);
}

// The rank-k kernels (S <= 16) with a packed C: a thread stores the same unit of C in every item
// it visits (TriUnit), stepping by 64 or 128 items (n = 2), which only a group of over 128 items
// exercises (n = 1, 2: a batch of 40000 fills groups of about 150 on the H200); tile-list rounds that end
// part-way through an item (n = 9, 13: 11 / 19 blocks below the diagonal, 9 / 16 above);
// float's unit walk where C's units per item do not divide the block (n = 12). Both triangles,
// both orientations of A, beta = 0 (C poisoned) and not, herk where the type allows. Each case
// also runs with the tile list forced on and off (BATCHLAS_TINY_TILES: the measured rule takes
// it per size class and type, with an untransposed X only: tile_list), with its X runs off
// (BATCHLAS_TINY_XRUN=0; on wherever the tile list runs and sld allows: n = 4, 12, 14, 16 here,
// not 1, 2, 9, 13; n = 14 on the wide path reads two rows past m into the operand's slack for
// 8-byte types) and, at n >= 9, with the wide path forced on and off (BATCHLAS_TINY_WIDE), which
// reaches the rank-k kernels' other S = 16 instantiation.
TYPED_TEST(Tiny, RankkPackedManyItemsAndPartialTileRounds) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  std::size_t i = 0;
  struct Mode { int wide, tiles, xrun; };
  for (const Mode mode : {Mode{-1, -1, -1}, Mode{-1, 0, -1}, Mode{-1, 1, -1}, Mode{-1, 1, 0}, Mode{0, 0, -1},
                          Mode{0, 1, -1}, Mode{1, 0, -1}, Mode{1, 1, -1}, Mode{1, 1, 0}})
  for (const int64_t n : {1, 2, 4, 9, 12, 13, 14, 16})
    for (const Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (const bool trans : {false, true}) {
      if (mode.wide >= 0 && n < 9) continue;
      Settings forced = settings();
      if (mode.wide >= 0) forced.tiny_wide = mode.wide == 1;
      if (mode.tiles >= 0) forced.tiny_tiles = mode.tiles == 1;
      if (mode.xrun >= 0) forced.tiny_xrun = mode.xrun == 1;
      ScopedSettings scope(forced);
      SCOPED_TRACE("wide " + std::to_string(mode.wide) + ", tiles " + std::to_string(mode.tiles) + ", xrun " +
                   std::to_string(mode.xrun) + " (-1: the rule), trans " + (trans ? "T" : "N"));
      Case c{n, n <= 2 ? 3 : n, 0, n <= 2 ? 40000 : 2000, true};
      // beta = 0 alternates over the four (uplo, trans) cases and flips with n's parity, so each
      // orientation and triangle runs both ways (review, session 14).
      c.beta_zero = (i++ + std::size_t(n)) % 2 == 0;
      {
        Pin pin("syrk", "tiny");
        EXPECT_TRUE((rank_k_case<T, false>(q, uplo, trans ? Op::Trans : Op::NoTrans, c, rng))) << "syrk " << describe(c);
      }
      if constexpr (is_complex_v<T>) {
        Pin pin("herk", "tiny");
        c.beta_zero = !c.beta_zero;
        EXPECT_TRUE((rank_k_case<T, true>(q, uplo, trans ? Op::ConjTrans : Op::NoTrans, c, rng))) << "herk " << describe(c);
      }
    }
}

// The rank-k kernels (S <= 16) on a few calls, light enough for compute-sanitizer memcheck and
// racecheck: syrk, syr2k (and herk) at n = 4, 8, 13, 14, 16, both orientations, with the tile
// list forced on (its X runs on and off) and off. n = 4 reaches the S = 4 runs (TM = 4), n = 14
// the wide path's runs past m into the slack.
TYPED_TEST(Tiny, RankkRacecheckLight) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  for (const int tiles : {2, 1, 0})
    for (const int64_t n : {4, 8, 13, 14, 16}) {
      Settings forced = settings();
      forced.tiny_tiles = tiles > 0;
      forced.tiny_xrun = tiles == 2;
      ScopedSettings scope(forced);
      SCOPED_TRACE(tiles == 2 ? "tile list, X runs" : tiles ? "tile list" : "strided tiles");
      Case c{n, n == 13 ? 7 : n, 0, 530, true};
      {
        Pin pin("syrk", "tiny");
        EXPECT_TRUE((rank_k_case<T, false>(q, Uplo::Lower, Op::NoTrans, c, rng))) << describe(c);
        c.beta_zero = true;
        EXPECT_TRUE((rank_k_case<T, false>(q, Uplo::Upper, Op::Trans, c, rng))) << describe(c);
      }
      {
        Pin pin("syr2k", "tiny");
        EXPECT_TRUE((rank_2k_case<T, false>(q, Uplo::Upper, Op::NoTrans, c, rng))) << describe(c);
      }
      if constexpr (is_complex_v<T>) {
        Pin pin("herk", "tiny");
        c.beta_zero = false;
        EXPECT_TRUE((rank_k_case<T, true>(q, Uplo::Lower, Op::ConjTrans, c, rng))) << describe(c);
      }
    }
}

/// The four rank-k updates with trans = N on one case (syrk also with trans = T where syrk_t):
/// syrk and syr2k as c says; herk and her2k (complex) with beta = 0 flipped, and beta != 0 over
/// NaN imaginary diagonals of C (never read).
template <class T>
void every_rank_update(Queue& q, Uplo uplo, Case c, std::mt19937_64& rng, bool syrk_t) {
  {
    Pin pin("syrk", "tiny");
    EXPECT_TRUE((rank_k_case<T, false>(q, uplo, Op::NoTrans, c, rng))) << "syrk " << describe(c);
    if (syrk_t) EXPECT_TRUE((rank_k_case<T, false>(q, uplo, Op::Trans, c, rng))) << "syrk T " << describe(c);
  }
  {
    Pin pin("syr2k", "tiny");
    EXPECT_TRUE((rank_2k_case<T, false>(q, uplo, Op::NoTrans, c, rng))) << "syr2k " << describe(c);
  }
  if constexpr (is_complex_v<T>) {
    c.beta_zero = !c.beta_zero;
    c.nan_imag_diag = !c.beta_zero;
    {
      Pin pin("herk", "tiny");
      EXPECT_TRUE((rank_k_case<T, true>(q, uplo, Op::NoTrans, c, rng))) << "herk " << describe(c);
    }
    Pin pin("her2k", "tiny");
    EXPECT_TRUE((rank_2k_case<T, true>(q, uplo, Op::NoTrans, c, rng))) << "her2k " << describe(c);
  }
}

/// Layout `layout` (0-5) of the rank-k warp and mma kernels' sweeps: packed items, broadcast
/// inputs, C with ld = n + 4, C with ld = n + 1, ld > rows operands (item strides 3 past ld * k),
/// skewed items (stride ld * k + 1).
Case rank_layout(int64_t n, int64_t k, int64_t batch, int layout) {
  Case c{n, k, 0, batch, true};
  switch (layout) {
    case 0: break;
    case 1: c.broadcast = true; break;
    case 2: c.c_pad = 4; break;
    case 3: c.c_pad = 1; break;
    case 4: c.packed = false; break;
    default: c.skew = true; break;
  }
  return c;
}

// The warp kernels (rank_warp.cu) at n = 16, 12, 8 and 32, forced on and off
// (BATCHLAS_TINY_RANK_WARP; tiny.cu's warp_rule picks per n and type, so each route is pinned
// here). k = 1, 3, 16 (8 where n != 16), 17, 32: one to several chunks per round, the last whole
// or partial (columns per chunk at n = 16: 16, 8, 8, 4 for float, double, complex<float>,
// complex<double>; n = 32: 8, 4, 4, 2, so float's k = 8 is one whole chunk; n = 12: 12, 6, 6, 3;
// n = 8: 9, 4, 4, 2). Both uplo. Layouts the kernels take: packed items, broadcast inputs, packed
// inputs beside a C with ld = n + 4 (columns still 16-byte aligned); and three they refuse, which
// go to the staged engine: C with ld = n + 1 (its columns leave the 16-byte grid), ld > rows
// operands, skewed items (complex<double>'s 16-byte elements keep every column aligned: its warp
// kernels take the first and the last). beta = 0 over a poisoned C every third case; herk / her2k
// with NaN imaginary diagonals when beta != 0. 97 items and 96 (at n = 16: 32 whole rounds of 3
// and a round of 1). Then her2k with a real alpha at n = 16 and 32 (the fused complex kernel:
// complex<double>'s only two-product one; at n = 32 behind rank_mma, off here; a complex alpha, as above, sends
// complex<double> to the staged engine) over three layouts, and 70,000 items at
// n = 16, so the warps' loop passes the grid.
TYPED_TEST(Tiny, RankWarpEveryLayout) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  std::size_t i = 0;
  for (const int64_t n : {16, 12, 8, 32})
    for (const bool warp : {true, false})
      for (const int64_t k0 : {1, 3, 16, 17, 32})
        for (const Uplo uplo : {Uplo::Lower, Uplo::Upper})
          for (const int layout : {0, 1, 2, 3, 4, 5}) {
            const int64_t k = n != 16 && k0 == 16 ? 8 : k0;
            Settings forced = settings();
            forced.tiny_rank_warp = warp;
            forced.tiny_rank_mma = false;  // else n = 32 runs rank_mma (complex, double) and n = 16 rank16_mma
            ScopedSettings scope(forced);
            SCOPED_TRACE(std::string(warp ? "warp kernels on" : "off") + " n " + std::to_string(n) + " layout " +
                         std::to_string(layout));
            Case c = rank_layout(n, k, i % 2 ? 96 : 97, layout);
            c.beta_zero = (i++ + std::size_t(k)) % 3 == 0;
            every_rank_update<T>(q, uplo, c, rng, false);
          }
  if constexpr (is_complex_v<T>) {
    Pin pin("her2k", "tiny");
    Settings forced = settings();
    forced.tiny_rank_warp = true;
    forced.tiny_rank_mma = false;
    ScopedSettings scope(forced);
    for (const int64_t n : {16, 32})
      for (const Uplo uplo : {Uplo::Lower, Uplo::Upper})
        for (const int layout : {0, 1, 2}) {
          Case c{n, layout == 0 ? 17 : layout == 1 ? 1 : 32, 0, 97, true};
          c.real_alpha = true;
          c.broadcast = layout == 1;
          if (layout == 2) c.c_pad = 4;
          c.beta_zero = (layout + (uplo == Uplo::Upper)) % 2 == 1;
          c.nan_imag_diag = !c.beta_zero;
          EXPECT_TRUE((rank_2k_case<T, true>(q, uplo, Op::NoTrans, c, rng))) << "her2k real alpha " << describe(c);
        }
  }
  const Case big{16, 3, 0, 70000, true};
  ScopedSettings no_mma([] { Settings t = settings(); t.tiny_rank_mma = false; return t; }());  // syrk: rank16_mma
  for (const Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
    {
      Pin pin("syrk", "tiny");
      EXPECT_TRUE((rank_k_case<T, false>(q, uplo, Op::NoTrans, big, rng))) << "syrk " << describe(big);
    }
    Pin pin("syr2k", "tiny");
    EXPECT_TRUE((rank_2k_case<T, false>(q, uplo, Op::NoTrans, big, rng))) << "syr2k " << describe(big);
  }
}

// Gaps helper-63 named (session 36): rounds of several chunks after the first (the grid capped at
// one block, or three, so each group runs several rounds; k = 17: 2 to 9 chunks per round),
// partial last rounds (batch 98 and 2: at n = 16 a last round of 2 items, at n = 32 of 2 in
// blocks of 8), and a C whose item stride is 4 elements past ld * n (16-byte aligned for every
// type). n = 16, 12, 8 and 32 (one group of nine warps per block), forced on.
TYPED_TEST(Tiny, RankWarpRoundsAndRemainders) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  std::size_t i = 0;
  for (const int64_t n : {16, 12, 8, 32})
    for (const int64_t batch : {98, 2})
      for (const Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
        Settings forced = settings();
        forced.tiny_rank_warp = true;
        forced.tiny_rank_mma = false;
        forced.max_grid = i % 4 < 2 ? 1 : 3;  // 3: the step between a group's rounds spans blocks
        ScopedSettings scope(forced);
        Case c{n, 17, 0, batch, true};
        c.c_pad = 0, c.c_extra = i % 2 ? 4 : 0;
        c.beta_zero = i++ % 3 == 2;
        c.real_alpha = i % 4 == 0;
        every_rank_update<T>(q, uplo, c, rng, false);
      }
}

// The warp kernels on a few calls, light enough for compute-sanitizer: syrk and syr2k at n = 16,
// 12, 8 and 32 (forced on) with k = 17 (at n = 16 three chunks of 8 for double and complex<float>,
// five of 4 for complex<double>, two of 16 for float), 100 items; herk / her2k (real alpha, so
// complex<double> runs them too).
TYPED_TEST(Tiny, RankWarpSanitizerLight) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Settings forced = settings();
  forced.tiny_rank_warp = true;
  forced.tiny_rank_mma = false;
  ScopedSettings scope(forced);
  for (const int64_t n : {16, 12, 8, 32}) {
    Case c{n, 17, 0, 100, true};
    c.real_alpha = true;
    every_rank_update<T>(q, Uplo::Lower, c, rng, false);
    c.beta_zero = true;
    every_rank_update<T>(q, Uplo::Upper, c, rng, false);
  }
}

#ifdef BATCHLAS_HAVE_CUDA  // these name the kernels' switches and call counts (kernels::tiny)
// The FP64 tensor-core kernel at n = 32 (rank_mma.cu), forced on, for every type (float and
// complex<float> widened to double on the tensor cores): k = 1, 3, 4, 17, 32 (one to eight steps of 4, the last partial or whole: the columns past k
// zero-filled in shared memory), both uplo (the upper triangle stores the tiles transposed), the
// layouts of RankWarpEveryLayout (packed, broadcast, ldc = n + 4, ldc = n + 1, ld > rows with
// item strides 3 past ld * k, skewed items); 97 or 96 items; beta = 0 over a poisoned C every
// third case; herk / her2k over NaN imaginary diagonals when beta != 0 and her2k with a complex
// alpha (its conj(alpha) folded into the first operand). The kernel's call count says which
// layouts it took: complex<double> every one (16-byte elements keep every column aligned), the
// other types the first three (ldc = 33, an odd item stride leave the 16-byte grid). Then the item
// ring past its slots: the grid capped at 1 and 3 blocks (each block several items, slots
// reused), 98 and 2 items, C's item stride 4 past ldc * n.
template <class T> class TinyMma : public ::testing::Test {};
TYPED_TEST_SUITE(TinyMma, Types, TypeNames);
using kernels::tiny::kRankMmaByDefault;  // whether each route takes T with its switch unset
using kernels::tiny::kSymmMmaByDefault;
using kernels::tiny::kGemmMmaByDefault;

/// every_rank_update at order n over each k, both triangles and rank_layout's six layouts (96 or
/// 97 items, beta = 0 in every third case; i counts the cases), each case adding expect(layout)
/// to calls(), the calls on the route under test (`route`).
template <class T, class Calls, class Expect>
void rank_layout_sweep(Queue& q, std::mt19937_64& rng, int64_t n, std::initializer_list<int64_t> ks,
                       std::size_t& i, Calls calls, Expect expect, const char* route) {
  for (const int64_t k : ks)
    for (const Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (const int layout : {0, 1, 2, 3, 4, 5}) {
        SCOPED_TRACE("k " + std::to_string(k) + " layout " + std::to_string(layout));
        Case c = rank_layout(n, k, i % 2 ? 96 : 97, layout);
        c.beta_zero = (i++ + std::size_t(k)) % 3 == 0;
        const int64_t before = calls();
        every_rank_update<T>(q, uplo, c, rng, false);
        EXPECT_EQ(calls() - before, expect(layout)) << "calls on " << route;
      }
}

TYPED_TEST(TinyMma, RankMmaEveryLayout) {
  GPU_ONLY();
  using T = TypeParam;
  namespace tk = batchlas::kernels::tiny;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Settings forced = settings();
  forced.tiny_rank_mma = true;
  ScopedSettings scope(forced);
  std::size_t i = 0;
  // syrk and syr2k, and herk and her2k for the complex types: each call on rank_mma or none.
  const int64_t per = is_complex_v<T> ? 4 : 2;
  rank_layout_sweep<T>(q, rng, 32, {1, 3, 4, 17, 32}, i, tk::rank_mma_calls,
                       [&](int layout) { return sizeof(T) == 16 || layout <= 2 ? per : 0; }, "rank_mma");
  for (const int64_t batch : {98, 2})
    for (const int64_t grid : {1, 3})
      for (const Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
        Settings capped = settings();
        capped.max_grid = grid;
        ScopedSettings cap(capped);
        Case c{32, 17, 0, batch, true};
        c.c_pad = 0, c.c_extra = 4;
        c.beta_zero = i++ % 3 == 2;
        c.real_alpha = i % 2 == 0;
        const int64_t before = tk::rank_mma_calls();
        every_rank_update<T>(q, uplo, c, rng, false);
        EXPECT_EQ(tk::rank_mma_calls() - before, is_complex_v<T> ? 4 : 2) << "grid " << grid << " batch " << batch;
      }
}

/// symm_mma (order 32) or symm16_mma (order 16) forced on over every flag and layout: the body
/// of SymmMmaEveryFlag and Symm16MmaEveryFlag.
template <class T> void symm_mma_every_flag(int64_t order) {
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin_s("symm", "tiny");
  Pin pin_h("hemm", "tiny");
  ScopedSettings s([] { Settings t = settings(); t.symm_mma = true; return t; }());
  int i = 0;
  for (bool herm : {false, true}) {
    if (herm && !is_complex_v<T>) continue;
    for (Side side : {Side::Left, Side::Right})
      for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
        for (int layout = 0; layout < 5; ++layout) {
          ++i;
          const bool a_pad = layout % 2 == 1, bc_packed = sizeof(T) != 16 || layout != 2;
          const bool broadcast_a = layout == 3, broadcast_b = layout == 4, beta_zero = i % 3 == 0;
          const int64_t batch = i % 2 ? 301 : 3;
          ScopedSettings cap([&] {
            Settings t = settings();
            if (batch > 3) t.max_grid = i % 4 == 1 ? 1 : 3;
            return t;
          }());
          EXPECT_TRUE(symm_order32_case<T>(q, side, uplo, herm, order, a_pad, bc_packed, broadcast_a, beta_zero, batch,
                                           rng, broadcast_b, true, true, order))
              << (herm ? "hemm" : "symm") << " order " << order << " side=" << to_char(side) << " uplo=" << to_char(uplo)
              << (a_pad ? " lda padded" : " lda=order") << (bc_packed ? " B,C packed" : " B,C ld>rows")
              << (broadcast_a ? " A broadcast" : "") << (broadcast_b ? " B broadcast" : "")
              << (beta_zero ? " beta=0 over NaN" : "") << " batch=" << batch;
        }
  }
}

// symm_mma (every type; symm and hemm at m = n = 32), forced on: both sides, both triangles; A
// with ld = 32 or padded (36 for float, 34 for the 8-byte types), broadcast or not; B and C packed
// or with ld = 34 and item strides 3 past ld * 32 (complex<double> only: the other types' columns
// leave the 16-byte grid there);
// B broadcast; beta = 0 over a poisoned C; 301 items on a grid of 1 or 3 blocks (the ring of
// item slots reused many times) or 3 items. Each call's route is counted (symm_mma_calls), B is
// checked unwritten, and every element of C against the oracle, the sentinels around it bit for
// bit.
TYPED_TEST(TinyMma, SymmMmaEveryFlag) {
  GPU_ONLY();
  symm_mma_every_flag<TypeParam>(32);
}

// symm16_mma (every type; symm and hemm at m = n = 16), forced on: the layouts of SymmMmaEveryFlag
// at order 16 (each warp's ring of slots reused over 301 items, A's slot holding an earlier
// item's other triangle, which must not be read; 3 items leave warps idle).
TYPED_TEST(TinyMma, Symm16MmaEveryFlag) {
  GPU_ONLY();
  symm_mma_every_flag<TypeParam>(16);
}

// The default route (Settings::symm_mma unset): symm (and hemm) at m = n = 32 take symm_mma
// where kSymmMmaByDefault says (every type but float, which takes symm_warp), a smaller other
// extent does not (checked by the oracle there).
TYPED_TEST(TinyMma, SymmMmaRouteByDefault) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin_s("symm", "tiny");
  Pin pin_h("hemm", "tiny");
  ScopedSettings s([] { Settings t = settings(); t.symm_mma.reset(); t.symm_warp.reset(); return t; }());
  for (bool herm : {false, true}) {
    if (herm && !is_complex_v<T>) continue;
    for (Side side : {Side::Left, Side::Right}) {
      const int64_t at32 = kernels::tiny::symm_mma_calls();
      EXPECT_TRUE(symm_order32_case<T>(q, side, Uplo::Lower, herm, 32, false, true, false, false, 5, rng, false,
                                       kSymmMmaByDefault<T>, true))
          << "default route at m = n = 32, side " << to_char(side);
      EXPECT_EQ(kernels::tiny::symm_mma_calls() - at32, kSymmMmaByDefault<T> ? 1 : 0) << "m = n = 32, side " << to_char(side);
      const int64_t calls = kernels::tiny::symm_mma_calls();
      EXPECT_TRUE(symm_order32_case<T>(q, side, Uplo::Upper, herm, 31, false, true, false, false, 5, rng, false, false, false))
          << "other extent 31, side " << to_char(side);
      EXPECT_EQ(kernels::tiny::symm_mma_calls(), calls) << "symm_mma took an other extent of 31";
    }
  }
}

// gemm_mma (every type; m = n = k = 32), forced on: every transa x transb (real C is T), four
// layouts each (packed; broadcast A and B; ld > rows with item strides 3 past ld * 32, which
// complex<double> takes and the other types' unaligned columns send to the staged engine; beta = 0
// over a poisoned C), 301 items on a grid of 1 or 3 blocks or 3 items. The call count says which
// took it; every element of C against the oracle, the sentinels around it bit for bit. Then the
// switch off: the staged engine, not gemm_mma.
TYPED_TEST(TinyMma, GemmMmaEveryTrans) {
  GPU_ONLY();
  using T = TypeParam;
  namespace tk = batchlas::kernels::tiny;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("gemm", "tiny");
  ScopedSettings s([] { Settings t = settings(); t.gemm_mma = true; return t; }());
  int i = 0;
  for (const Op ta : kOps)
    for (const Op tb : kOps)
      for (int layout = 0; layout < 4; ++layout) {
        ++i;
        Case c{32, 32, 32, i % 2 ? 301 : 3, layout != 2};
        c.broadcast = layout == 1;
        c.beta_zero = layout == 3;
        ScopedSettings cap([&] {
          Settings t = settings();
          if (c.batch > 3) t.max_grid = i % 4 == 1 ? 1 : 3;
          return t;
        }());
        const int64_t before = tk::gemm_mma_calls();
        EXPECT_TRUE(gemm_case<T>(q, ta, tb, c, rng)) << "gemm ta=" << to_char(ta) << " tb=" << to_char(tb) << " " << describe(c);
        EXPECT_EQ(tk::gemm_mma_calls() > before, sizeof(T) == 16 || layout != 2)
            << "calls on gemm_mma, ta=" << to_char(ta) << " tb=" << to_char(tb) << " layout " << layout;
      }
  {
    ScopedSettings off([] { Settings t = settings(); t.gemm_mma = false; return t; }());
    const int64_t before = tk::gemm_mma_calls();
    EXPECT_TRUE(gemm_case<T>(q, Op::NoTrans, Op::Trans, Case{32, 32, 32, 5, true}, rng)) << "gemm_mma off";
    EXPECT_EQ(tk::gemm_mma_calls(), before) << "gemm_mma ran with the switch off";
  }
  ScopedSettings unset([] { Settings t = settings(); t.gemm_mma.reset(); return t; }());
  const int64_t before = tk::gemm_mma_calls();
  EXPECT_TRUE(gemm_case<T>(q, Op::Trans, Op::NoTrans, Case{32, 32, 32, 5, true}, rng)) << "gemm_mma unset";
  EXPECT_EQ(tk::gemm_mma_calls() - before, kGemmMmaByDefault<T> ? 1 : 0) << "gemm_mma with the switch unset";
}

// gemm_mma light enough for compute-sanitizer: N x N and T x C (T x T for double), 40 items on 2
// blocks.
TYPED_TEST(TinyMma, GemmMmaSanitizerLight) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("gemm", "tiny");
  ScopedSettings s([] { Settings t = settings(); t.gemm_mma = true; t.max_grid = 2; return t; }());
  const int64_t before = kernels::tiny::gemm_mma_calls();
  EXPECT_TRUE(gemm_case<T>(q, Op::NoTrans, Op::NoTrans, Case{32, 32, 32, 40, true}, rng));
  Case c{32, 32, 32, 40, true};
  c.beta_zero = true;
  EXPECT_TRUE(gemm_case<T>(q, Op::Trans, Op::ConjTrans, c, rng));
  EXPECT_EQ(kernels::tiny::gemm_mma_calls() - before, 2) << "calls on gemm_mma";
}

// symm_mma light enough for compute-sanitizer: symm (and hemm) Left Lower and Right Upper, 40
// items on 2 blocks.
TYPED_TEST(TinyMma, SymmMmaSanitizerLight) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin_s("symm", "tiny");
  Pin pin_h("hemm", "tiny");
  ScopedSettings s([] { Settings t = settings(); t.symm_mma = true; t.max_grid = 2; return t; }());
  for (bool herm : {false, true}) {
    if (herm && !is_complex_v<T>) continue;
    EXPECT_TRUE(symm_order32_case<T>(q, Side::Left, Uplo::Lower, herm, 32, false, true, false, false, 40, rng, false, true, true));
    EXPECT_TRUE(symm_order32_case<T>(q, Side::Right, Uplo::Upper, herm, 32, true, true, false, true, 40, rng, false, true, true));
  }
}

// symm16_mma light enough for compute-sanitizer: symm (and hemm) Left Lower and Right Upper
// (beta = 0 over NaN), 40 items on 2 blocks; then, with the switch unset, the default route.
TYPED_TEST(TinyMma, Symm16MmaSanitizerLight) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin_s("symm", "tiny");
  Pin pin_h("hemm", "tiny");
  for (bool herm : {false, true}) {
    if (herm && !is_complex_v<T>) continue;
    {
      ScopedSettings s([] { Settings t = settings(); t.symm_mma = true; t.max_grid = 2; return t; }());
      EXPECT_TRUE(symm_order32_case<T>(q, Side::Left, Uplo::Lower, herm, 16, false, true, false, false, 40, rng, false,
                                       true, true, 16));
      EXPECT_TRUE(symm_order32_case<T>(q, Side::Right, Uplo::Upper, herm, 16, true, true, false, true, 40, rng, false,
                                       true, true, 16));
    }
    ScopedSettings unset([] { Settings t = settings(); t.symm_mma.reset(); return t; }());
    const int64_t before = kernels::tiny::symm16_mma_calls();
    EXPECT_TRUE(symm_order32_case<T>(q, Side::Left, Uplo::Upper, herm, 16, false, true, false, false, 5, rng, false, false,
                                     true, 16));
    EXPECT_EQ(kernels::tiny::symm16_mma_calls() - before, kernels::tiny::kSymm16MmaByDefault<T> ? 1 : 0)
        << "symm16_mma with its switch unset";
  }
}

// rank_mma on a few calls, light enough for compute-sanitizer: syrk and syr2k (herk, her2k for
// the complex types) at n = 32, k = 17 (five steps, the last partial), 100 items on 2 blocks (the
// ring wraps), both triangles, beta = 0 on one.
TYPED_TEST(TinyMma, RankMmaSanitizerLight) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Settings forced = settings();
  forced.tiny_rank_mma = true;
  forced.max_grid = 2;
  ScopedSettings scope(forced);
  Case c{32, 17, 0, 100, true};
  const int64_t before = kernels::tiny::rank_mma_calls();
  every_rank_update<T>(q, Uplo::Lower, c, rng, false);
  c.beta_zero = true;
  every_rank_update<T>(q, Uplo::Upper, c, rng, false);
  EXPECT_EQ(kernels::tiny::rank_mma_calls() - before, is_complex_v<T> ? 8 : 4) << "calls on rank_mma";
}

// rank16_mma (syrk, herk at n = 16, k <= 16), forced on: k = 1, 3, 4, 13, 16 (one to four
// steps, the last partial or whole, the never-copied columns zero), both triangles, rank_layout's
// six layouts (taken: packed, broadcast, C with ld = 20 or 17, C needing no alignment; operands
// with ld > rows or skewed items only for complex<double>, whose 16-byte elements keep every
// column aligned: the others go to the staged engine), beta = 0 over a poisoned C every third
// case, herk's NaN imaginary diagonals, 97 or 96 items (a last block with one warp busy); then
// the grid capped at 1 or 3 blocks with 98 and 2 items (each warp's ring reused many times); then
// 70,001 items (past the 65,535 a grid dimension once allowed). syr2k and her2k do not take it.
TYPED_TEST(TinyMma, Rank16MmaEveryLayout) {
  GPU_ONLY();
  using T = TypeParam;
  namespace tk = batchlas::kernels::tiny;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  ScopedSettings scope([] { Settings t = settings(); t.tiny_rank_mma = true; return t; }());
  const int64_t per = is_complex_v<T> ? 2 : 1;  // syrk (+ herk)
  std::size_t i = 0;
  // k = 16 first: its items fill every column of the warps' slots, so a later k that left
  // columns k .. 15 unzeroed would read them.
  rank_layout_sweep<T>(q, rng, 16, {16, 3, 1, 13, 4}, i, tk::rank16_mma_calls,
                       [&](int layout) { return sizeof(T) == 16 || layout <= 3 ? per : 0; }, "rank16_mma");
  for (const int64_t batch : {98, 2})
    for (const int64_t grid : {1, 3})
      for (const Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
        ScopedSettings cap([&] { Settings t = settings(); t.max_grid = grid; return t; }());
        Case c{16, 7, 0, batch, true};
        c.c_pad = 0, c.c_extra = 4;
        c.beta_zero = i++ % 3 == 2;
        const int64_t before = tk::rank16_mma_calls();
        every_rank_update<T>(q, uplo, c, rng, false);
        EXPECT_EQ(tk::rank16_mma_calls() - before, per) << "grid " << grid << " batch " << batch;
      }
  const Case big{16, 5, 0, 70001, true};
  Pin pin("syrk", "tiny");
  const int64_t before = tk::rank16_mma_calls();
  EXPECT_TRUE((rank_k_case<T, false>(q, Uplo::Upper, Op::NoTrans, big, rng))) << "syrk " << describe(big);
  EXPECT_EQ(tk::rank16_mma_calls() - before, 1) << "70,001 items";
}

// rank16_mma light enough for compute-sanitizer: syrk (and herk) at n = 16, k = 13, 100 items on
// 2 blocks, both triangles, beta = 0 on the second; then the default route (switch unset).
TYPED_TEST(TinyMma, Rank16MmaSanitizerLight) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  const int64_t per = is_complex_v<T> ? 2 : 1;
  {
    ScopedSettings scope([] { Settings t = settings(); t.tiny_rank_mma = true; t.max_grid = 2; return t; }());
    Case c{16, 13, 0, 100, true};
    const int64_t before = kernels::tiny::rank16_mma_calls();
    every_rank_update<T>(q, Uplo::Lower, c, rng, false);
    c.beta_zero = true;
    every_rank_update<T>(q, Uplo::Upper, c, rng, false);
    EXPECT_EQ(kernels::tiny::rank16_mma_calls() - before, 2 * per) << "calls on rank16_mma";
  }
  ScopedSettings unset([] { Settings t = settings(); t.tiny_rank_mma.reset(); return t; }());
  const int64_t before = kernels::tiny::rank16_mma_calls();
  every_rank_update<T>(q, Uplo::Lower, Case{16, 16, 0, 9, true}, rng, false);
  EXPECT_EQ(kernels::tiny::rank16_mma_calls() - before, kernels::tiny::kRank16MmaByDefault<T> ? per : 0)
      << "rank16_mma with its switch unset";
}

// rank_mma's default route (Settings::tiny_rank_mma unset): the updates at n = 32, k = 32 and 9,
// packed, take it where kRankMmaByDefault says (all but float); n = 31 does not.
TYPED_TEST(TinyMma, RankMmaRouteByDefault) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  ScopedSettings s([] { Settings t = settings(); t.tiny_rank_mma.reset(); return t; }());
  const int64_t per = kRankMmaByDefault<T> ? (is_complex_v<T> ? 4 : 2) : 0;  // syrk, syr2k (+ herk, her2k)
  for (const int64_t k : {32, 9}) {
    const int64_t before = kernels::tiny::rank_mma_calls();
    every_rank_update<T>(q, Uplo::Lower, Case{32, k, 0, 37, true}, rng, false);
    EXPECT_EQ(kernels::tiny::rank_mma_calls() - before, per) << "n = 32, k = " << k;
  }
  const int64_t before = kernels::tiny::rank_mma_calls();
  every_rank_update<T>(q, Uplo::Upper, Case{31, 32, 0, 5, true}, rng, false);
  EXPECT_EQ(kernels::tiny::rank_mma_calls(), before) << "n = 31 took rank_mma";
}

// trmm_mma (every type; m = n = 32), forced on: both sides, both triangles, N / T / C (real C
// is T), both diagonals, three layouts each, cycling: A with ld = 32 or padded (the least that
// keeps its columns on 16 bytes), broadcast or not; B and C packed or with ld = 34 and odd item
// strides (complex<double> only: the other types' columns leave the 16-byte grid there); in
// place or out of place (then B maybe broadcast); 301 items on a grid of 1 or 3 blocks (the ring
// of item slots reused, A's slot holding an earlier item's other triangle, which must not be
// used) or 3 items. Each call's route is counted, B is checked unwritten out of place, and every
// element of the output against the oracle, the sentinels around it bit for bit.
/// trmm_mma (order 32) or trmm16_mma (order 16) forced on over every flag and layout: the body of
/// TrmmMmaEveryFlag and Trmm16MmaEveryFlag.
template <class T> void trmm_mma_every_flag(int64_t order) {
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("trmm", "tiny");
  ScopedSettings s([] { Settings t = settings(); t.trmm_mma = true; return t; }());
  int i = 0;
  for (Side side : {Side::Left, Side::Right})
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (Op ta : kOps)
        for (Diag diag : {Diag::NonUnit, Diag::Unit})
          for (int rep = 0; rep < 3; ++rep) {  // three layouts per flag set, cycling with i
            ++i;
            const bool a_pad = i % 2 == 0, bc_packed = sizeof(T) != 16 || i % 3 != 0, broadcast_a = i % 5 == 1;
            const bool in_place = i % 4 < 2, broadcast_b = !in_place && i % 5 == 2;
            const int64_t batch = i % 3 == 1 ? 301 : 3;
            ScopedSettings cap([&] {
              Settings t = settings();
              if (batch > 3) t.max_grid = i % 2 ? 1 : 3;
              return t;
            }());
            EXPECT_TRUE(trmm_order32_case<T>(q, side, uplo, ta, diag, order, a_pad, bc_packed, broadcast_a, in_place,
                                          batch, rng, broadcast_b, true, true, order))
                << "order " << order << " side=" << to_char(side) << " uplo=" << to_char(uplo)
                << " trans=" << to_char(ta) << " diag=" << to_char(diag) << (a_pad ? " lda padded" : " lda=order")
                << (bc_packed ? " B,C packed" : " B,C ld>rows") << (broadcast_a ? " A broadcast" : "")
                << (in_place ? " in place" : "") << (broadcast_b ? " B broadcast" : "") << " batch=" << batch;
          }
}

/// The light form for compute-sanitizer: Left Lower N in place and Right Upper C with a Unit
/// diagonal out of place, 40 items on 2 blocks.
template <class T> void trmm_mma_light(int64_t order) {
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("trmm", "tiny");
  ScopedSettings s([] { Settings t = settings(); t.trmm_mma = true; t.max_grid = 2; return t; }());
  EXPECT_TRUE(trmm_order32_case<T>(q, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, order, false, true, false, true,
                                40, rng, false, true, true, order));
  EXPECT_TRUE(trmm_order32_case<T>(q, Side::Right, Uplo::Upper, Op::ConjTrans, Diag::Unit, order, true, true, false,
                                false, 40, rng, false, true, true, order));
}

TYPED_TEST(TinyMma, TrmmMmaEveryFlag) {
  GPU_ONLY();
  trmm_mma_every_flag<TypeParam>(32);
}

// trmm_mma light enough for compute-sanitizer: Left Lower N in place and Right Upper C with a
// Unit diagonal out of place, 40 items on 2 blocks.
TYPED_TEST(TinyMma, TrmmMmaSanitizerLight) {
  GPU_ONLY();
  trmm_mma_light<TypeParam>(32);
}

// trmm16_mma (every type; m = n = 16), forced on: every side, triangle, op, diagonal, three
// layouts each as TrmmMmaEveryFlag's (A padded or not, broadcast or not; in place or not, B
// maybe broadcast), 301 items on a grid of 1 or 3 blocks (each warp's ring of slots reused, A's
// slot holding an earlier item's other triangle) or 3 items (one block, a warp idle).
TYPED_TEST(TinyMma, Trmm16MmaEveryFlag) {
  GPU_ONLY();
  trmm_mma_every_flag<TypeParam>(16);
}

// trmm16_mma light enough for compute-sanitizer: Left Lower N in place and Right Upper C with a
// Unit diagonal out of place, 40 items on 2 blocks; then, with the switch unset, the default
// route (kTrmm16MmaByDefault: on for every type).
TYPED_TEST(TinyMma, Trmm16MmaSanitizerLight) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("trmm", "tiny");
  trmm_mma_light<T>(16);
  ScopedSettings unset([] { Settings t = settings(); t.trmm_mma.reset(); return t; }());
  const int64_t before = kernels::tiny::trmm16_mma_calls();
  EXPECT_TRUE(trmm_order32_case<T>(q, Side::Left, Uplo::Upper, Op::Trans, Diag::NonUnit, 16, false, true, false, false, 5,
                                rng, false, false, true, 16));
  EXPECT_EQ(kernels::tiny::trmm16_mma_calls() - before, kernels::tiny::kTrmm16MmaByDefault<T> ? 1 : 0)
      << "trmm16_mma with its switch unset";
}

// trmm_mma's default route (Settings::trmm_mma unset): an m = n = 32 call takes it where
// trmm_mma_by_default says (both complex types; double on the Left with op(A) = T, not on the
// Right with N); the others take trmm_warp (counted).
TYPED_TEST(TinyMma, TrmmMmaRouteByDefault) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Pin pin("trmm", "tiny");
  ScopedSettings s([] { Settings t = settings(); t.trmm_mma.reset(); t.trmm_warp.reset(); return t; }());
  for (const auto& [side, ta] : {std::pair{Side::Left, Op::Trans}, std::pair{Side::Right, Op::NoTrans}}) {
    const bool mma = kernels::tiny::trmm_mma_by_default<T>(side, ta);
    const int64_t before = kernels::tiny::trmm_mma_calls(), warp_before = kernels::tiny::trmm_warp_calls();
    EXPECT_TRUE(trmm_order32_case<T>(q, side, Uplo::Upper, ta, Diag::NonUnit, 32, false, true, false, false, 5, rng,
                                     false, mma, true));
    EXPECT_EQ(kernels::tiny::trmm_mma_calls() - before, mma ? 1 : 0)
        << "trmm_mma with its switch unset, side " << to_char(side) << " trans " << to_char(ta);
    EXPECT_EQ(kernels::tiny::trmm_warp_calls() - warp_before, mma ? 0 : 1)
        << "trmm_warp otherwise, side " << to_char(side) << " trans " << to_char(ta);
  }
  if constexpr (std::is_same_v<T, double>) {
    EXPECT_TRUE(kernels::tiny::trmm_mma_by_default<T>(Side::Left, Op::Trans));
    EXPECT_FALSE(kernels::tiny::trmm_mma_by_default<T>(Side::Right, Op::NoTrans));
  }
}
#endif  // BATCHLAS_HAVE_CUDA

// The rank-k kernels at S = 32 (the wide path's tile list: float, double and complex<float>;
// complex<double> and trans = T stay on the full-update kernels), with BATCHLAS_TINY_RANK32 on
// and off (the rule is on). n = 32 takes TriUnit's stores (float one unit per thread and item,
// double and complex<float> two); n = 17, 24, 29 store by float's unit walk or element by element.
// k = 1, 7, 32; every (triangle, layout, beta) combination of packed, ld > rows and broadcast
// layouts with beta = 0 over a poisoned C or not (review, session 16: with beta != 0 a packed C
// read whole hides stores outside the triangle); herk / her2k with beta != 0 over NaN imaginary
// diagonals (never read); 301 items at n = k = 32. Then 6,000 items at n = 24 and 32 (blocks
// walk several groups, so the second buffer's copies overlap), and the list forced on with
// trans = T (X transposed, its clamped rows) at n = 17 and 32.
TYPED_TEST(Tiny, RankkThirtyTwoClass) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  std::size_t i = 0;
  for (const bool rank32 : {true, false})
    for (const int64_t n : {17, 24, 29, 32})
      for (const int64_t k : {1, 7, 32})
        for (const Uplo uplo : {Uplo::Lower, Uplo::Upper}) {  // uplo = i % 2
          Settings forced = settings();
          forced.tiny_rank32 = rank32;
          ScopedSettings scope(forced);
          SCOPED_TRACE(std::string("rank32 ") + (rank32 ? "on" : "off"));
          Case c{n, k, 0, n == 32 && k == 32 ? 301 : 37, i % 3 != 1};
          c.broadcast = i % 3 == 2;
          c.beta_zero = (i / 2) % 2 == 1;  // with i % 2 and i % 3: all 12 combinations
          ++i;
          every_rank_update<T>(q, uplo, c, rng, k != 7);
        }
  Settings forced = settings();
  forced.tiny_rank32 = true;
  ScopedSettings scope(forced);
  // complex<double> has no S = 32 rank-k kernel, and its oracle took 100 s here (H200 call 4).
  if constexpr (!std::is_same_v<T, std::complex<double>>)
    for (const int64_t n : {24, 32}) {
      Case big{n, 8, 0, 6000, true};  // 600-2,000 groups for 264 resident blocks
      big.beta_zero = n == 24;
      every_rank_update<T>(q, n == 32 ? Uplo::Lower : Uplo::Upper, big, rng, false);
    }
  Settings tiles = settings();
  tiles.tiny_tiles = true;  // the list with a transposed X, which the rule leaves to the full update
  ScopedSettings scope_tiles(tiles);
  Pin pin("syrk", "tiny");
  for (const int64_t n : {17, 32})
    for (const Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
      Case c{n, n == 17 ? 5 : 32, 0, 301, n == 32};
      c.beta_zero = uplo == Uplo::Upper;
      EXPECT_TRUE((rank_k_case<T, false>(q, uplo, Op::Trans, c, rng))) << "syrk T, list forced " << describe(c);
    }
}

// The S = 32 rank-k kernels on a few calls, light enough for compute-sanitizer memcheck and
// racecheck: n = 29 (element stores) and 32 (TriUnit stores), X runs on and off, syrk both ways
// of beta, syr2k, herk.
TYPED_TEST(Tiny, RankkThirtyTwoSanitizerLight) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  for (const bool xrun : {true, false})
    for (const int64_t n : {29, 32}) {
      Settings forced = settings();
      forced.tiny_rank32 = true, forced.tiny_xrun = xrun;
      ScopedSettings scope(forced);
      SCOPED_TRACE(xrun ? "X runs" : "X by elements");
      Case c{n, n == 29 ? 9 : n, 0, 53, true};
      {
        Pin pin("syrk", "tiny");
        EXPECT_TRUE((rank_k_case<T, false>(q, Uplo::Lower, Op::NoTrans, c, rng))) << describe(c);
        c.beta_zero = true;
        EXPECT_TRUE((rank_k_case<T, false>(q, Uplo::Upper, Op::NoTrans, c, rng))) << describe(c);
        c.beta_zero = false;
      }
      {
        Pin pin("syr2k", "tiny");
        EXPECT_TRUE((rank_2k_case<T, false>(q, Uplo::Upper, Op::NoTrans, c, rng))) << describe(c);
      }
      if constexpr (is_complex_v<T>) {
        Pin pin("herk", "tiny");
        EXPECT_TRUE((rank_k_case<T, true>(q, Uplo::Lower, Op::NoTrans, c, rng))) << describe(c);
      }
    }
}

// The rank-k updates at small n with trans = N, one item per thread (rank_items.cu), forced on and
// off (BATCHLAS_TINY_ITEMS), and on with the warp's staging off (BATCHLAS_TINY_ITEMS_STAGED=0).
// Staged: packed and broadcast items whose columns are whole 16-byte units (float n = 4, 8, double
// n = 2, 4, 6, 8, complex<float> every even n, complex<double> every n); k = 3 ends in a partial
// chunk; k = 17 and 32 take an odd (3, 5 or 9 chunks of 8, 4 or 2 columns: the first in the last
// one's slot) and an even number of chunks. 97 items in a partial warp, 96 in whole ones. n = 1..8,
// both uplo, each layout with each k: packed items (vector loads and stores: float n = 4 reads
// columns as 16 bytes and stores a lower column 1 as 4 + 8 bytes), ld > rows and skewed items
// (element by element), broadcast inputs; beta = 0 over a poisoned C, herk / her2k with beta != 0
// over NaN imaginary diagonals (never read); syrk, syr2k, herk and her2k; trans = T beside them,
// which the kernels leave to the staged engine. 300,000 items at n = 2 pass the grid's resident
// threads, so the grid-stride loops run.
TYPED_TEST(Tiny, RankItemsEveryLayout) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  std::size_t i = 0;
  for (const int items : {2, 1, 0})
    for (const int64_t n : {1, 2, 3, 4, 5, 6, 7, 8})  // 5..8: not complex<double> (the staged engine)
      for (const int64_t k : {1, 3, 17, 32})
        for (const Uplo uplo : {Uplo::Lower, Uplo::Upper})
          for (const int layout : {0, 1, 2, 3}) {
            Settings forced = settings();
            forced.tiny_items = items > 0;
            forced.tiny_items_staged = items == 2;
            ScopedSettings scope(forced);
            SCOPED_TRACE(std::string("items ") + (items == 2 ? "on, staged" : items ? "on, direct" : "off"));
            Case c{n, k, 0, i % 2 ? 96 : 97, false};  // 96: whole warps
            switch (layout) {
              case 0: c.packed = true; break;
              case 1: break;  // ld > rows
              case 2: c.packed = true, c.skew = true; break;
              default: c.packed = true, c.broadcast = true; break;
            }
            c.beta_zero = (i++ + std::size_t(n)) % 3 == 0;
            every_rank_update<T>(q, uplo, c, rng, true);
          }
  // Past the grid's resident threads, so the grid-stride loops go round: n = 2 direct (the
  // default at n = 2), n = 4 staged (forced; whole-unit columns for every type).
  Pin pin("syrk", "tiny");
  const Case big{2, 3, 0, 300000, true};
  EXPECT_TRUE((rank_k_case<T, false>(q, Uplo::Upper, Op::NoTrans, big, rng))) << "syrk " << describe(big);
  Settings forced = settings();
  forced.tiny_items = true, forced.tiny_items_staged = true;
  ScopedSettings scope(forced);
  const Case big4{4, 3, 0, 300000, true};
  EXPECT_TRUE((rank_k_case<T, false>(q, Uplo::Lower, Op::NoTrans, big4, rng))) << "syrk staged " << describe(big4);
}

// The one-item-per-thread kernels on a few calls, light enough for compute-sanitizer, forced on
// for every type: n = 3 direct, n = 4 and 8 packed (staged through the warp's shared buffer where
// the type allows: complex<double> at n = 4; n = 8 is not in its range, so the staged engine).
TYPED_TEST(Tiny, RankItemsSanitizerLight) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Settings forced = settings();
  forced.tiny_items = true;  // every type reaches the kernels, not only the rule's cells
  ScopedSettings scope(forced);
  for (const int64_t n : {3, 4, 8}) {
    Case c{n, n == 8 ? 9 : 5, 0, 300, n != 3};
    Pin pin("syrk", "tiny");
    EXPECT_TRUE((rank_k_case<T, false>(q, Uplo::Lower, Op::NoTrans, c, rng))) << describe(c);
    c.beta_zero = true;
    Pin pin2("syr2k", "tiny");
    EXPECT_TRUE((rank_2k_case<T, false>(q, Uplo::Upper, Op::NoTrans, c, rng))) << describe(c);
  }
}

// Layouts the sweeps leave out (helper-27): packed inputs read by every item (stride 0) beside
// packed outputs; 16 x 16 structured operands with several items per group; nearly packed items
// (stride one element past ld*cols, so every other item leaves the 16-byte grid and the 16-byte
// copies must not be used). 2000 items: many groups, a short last one.
TYPED_TEST(Tiny, PackedBroadcastSkewedAndSixteenWide) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  for (int64_t e : {4, 8, 16}) {
    const Case pk{e, e, e, 2000, true};
    const Case bc{e, e, e, 2000, true, true};
    Case sk = pk;
    sk.skew = true;
    {
      Pin pin("gemm", "tiny");
      EXPECT_TRUE(gemm_case<T>(q, Op::NoTrans, Op::Trans, bc, rng)) << "gemm " << describe(bc);
      EXPECT_TRUE(gemm_case<T>(q, Op::Trans, Op::NoTrans, sk, rng)) << "gemm " << describe(sk);
    }
    {
      Pin pin("syrk", "tiny");
      EXPECT_TRUE((rank_k_case<T, false>(q, Uplo::Upper, Op::NoTrans, bc, rng))) << "syrk " << describe(bc);
      EXPECT_TRUE((rank_k_case<T, false>(q, Uplo::Lower, Op::Trans, sk, rng))) << "syrk " << describe(sk);
    }
    {
      Pin pin("symm", "tiny");
      EXPECT_TRUE(symm_case<T>(q, Side::Left, Uplo::Upper, false, pk, rng)) << "symm " << describe(pk);
      EXPECT_TRUE(symm_case<T>(q, Side::Right, Uplo::Lower, false, sk, rng)) << "symm " << describe(sk);
    }
    if constexpr (is_complex_v<T>) {
      Pin pin("hemm", "tiny");
      EXPECT_TRUE(symm_case<T>(q, Side::Right, Uplo::Upper, true, pk, rng)) << "hemm " << describe(pk);
    }
    Pin pin("trmm", "tiny");
    EXPECT_TRUE(trmm_case<T>(q, Side::Left, Uplo::Lower, Op::NoTrans, Diag::Unit, false, pk, rng))
        << "trmm " << describe(pk);
    EXPECT_TRUE(trmm_case<T>(q, Side::Right, Uplo::Upper, Op::Trans, Diag::NonUnit, true, sk, rng))
        << "trmm " << describe(sk);
  }
}

// ---- batch past the grid ceiling and past the grid ---------------------------------------------

TYPED_TEST(Tiny, Batch70000) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  Case c{13, 11, 7, 70000};
  {
    Pin pin("gemm", "tiny");
    EXPECT_TRUE(gemm_case<T>(q, Op::NoTrans, Op::Trans, c, rng)) << "gemm " << describe(c);
    c.packed = true;
    EXPECT_TRUE(gemm_case<T>(q, Op::Trans, Op::NoTrans, c, rng)) << "gemm " << describe(c);
  }
  {
    Pin pin("syrk", "tiny");
    EXPECT_TRUE((rank_k_case<T, false>(q, Uplo::Lower, Op::Trans, {4, 3, 0, 70000, true}, rng)));
  }
  {
    Pin pin("trmm", "tiny");
    EXPECT_TRUE(trmm_case<T>(q, Side::Right, Uplo::Upper, Op::NoTrans, Diag::Unit, true,
                             {3, 5, 0, 70000, true}, rng));
  }
}

// ---- routes agree: tiny against vendor -----------------------------------------------------------

/// Runs `call` with tiny and then vendor pinned for `op` on the same inputs (C restored between)
/// and checks that the two outputs agree.
template <class T, class Call>
void tiny_matches_vendor(const char* op, Mat<T>& C, int64_t terms, Call call, const std::string& what) {
  const auto original = C.buf.host;
  std::vector<std::vector<T>> out;
  for (const char* fam : {"vendor", "tiny"}) {
    C.buf.host = original;
    C.buf.upload();
    {
      Pin pin(op, fam);
      call();
    }
    C.buf.download();
    out.push_back(C.buf.host);
  }
  EXPECT_TRUE(gpu_support::agree(out[0], out[1], terms)) << op << " tiny vs vendor: " << what;
}

TYPED_TEST(Tiny, RoutesAgreeWithVendor) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  for (int64_t n : {3, 4, 8, 16, 17, 32}) {
    const int64_t batch = 500, k = n == 32 ? 31 : n + 1 > 32 ? 32 : n + 1;
    const std::string what = "n=" + std::to_string(n);
    Mat<T> A(q, n, k, batch), B(q, n, k, batch), C(q, n, n, batch), S(q, n, n, batch),
        E(q, n, n, batch);
    A.fill(rng), B.fill(rng), C.fill(rng), E.fill(rng);
    S.fill(rng, [](int64_t i, int64_t j) { return i >= j; });
    A.buf.upload(), B.buf.upload(), S.buf.upload(), E.buf.upload();
    const T alpha = random_value<T>(rng), beta = random_value<T>(rng);
    tiny_matches_vendor<T>("gemm", C, k, [&] {
      gemm(q, Op::NoTrans, Op::Trans, alpha, A.cview(), B.cview(), beta, C.view());
    }, what);
    tiny_matches_vendor<T>("syrk", C, k, [&] {
      syrk(q, Uplo::Upper, Op::NoTrans, alpha, A.cview(), beta, C.view());
    }, what);
    tiny_matches_vendor<T>("syr2k", C, 2 * k, [&] {
      syr2k(q, Uplo::Lower, Op::NoTrans, alpha, A.cview(), B.cview(), beta, C.view());
    }, what);
    tiny_matches_vendor<T>("symm", C, n, [&] {
      symm(q, Side::Right, Uplo::Lower, alpha, S.cview(), E.cview(), beta, C.view());
    }, what);
    tiny_matches_vendor<T>("trmm", C, n, [&] {
      trmm(q, Side::Left, Uplo::Lower, Op::Trans, Diag::NonUnit, alpha, S.cview(), C.cview(), C.view());
    }, what);
    if constexpr (is_complex_v<T>) {
      using R = real_t<T>;
      const R ra = random_value<R>(rng), rb = random_value<R>(rng);
      tiny_matches_vendor<T>("herk", C, k, [&] {
        herk(q, Uplo::Lower, Op::NoTrans, ra, A.cview(), rb, C.view());
      }, what);
      tiny_matches_vendor<T>("her2k", C, 2 * k, [&] {
        her2k(q, Uplo::Upper, Op::NoTrans, alpha, A.cview(), B.cview(), rb, C.view());
      }, what);
      tiny_matches_vendor<T>("hemm", C, n, [&] {
        hemm(q, Side::Left, Uplo::Lower, alpha, S.cview(), E.cview(), beta, C.view());
      }, what);
    }
  }
}

// ---- limits --------------------------------------------------------------------------------------

TYPED_TEST(Tiny, RefusesExtentsAbove32) {
  GPU_ONLY();
  using T = TypeParam;
  Queue q = Queue::cuda(0);
  Mat<T> A(q, 33, 4, 1), B(q, 4, 4, 1), C(q, 33, 4, 1);
  Pin pin("gemm", "tiny");
  EXPECT_THROW(gemm(q, Op::NoTrans, Op::NoTrans, T(1), A.cview(), B.cview(), T(0), C.view()),
               std::invalid_argument);
  Mat<T> K(q, 4, 33, 1), D(q, 4, 4, 1);
  Pin pin2("syrk", "tiny");
  EXPECT_THROW(syrk(q, Uplo::Lower, Op::NoTrans, T(1), K.cview(), T(0), D.view()),
               std::invalid_argument);
}

}  // namespace
