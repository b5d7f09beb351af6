// The one-sided native Level-3 families on CUDA (trmm `triangular`, symm/hemm `native`;
// src/kernels/level3/side_tiles.cu), each pinned:
//  - every flag combination (side x uplo x transa x diag x in place for trmm; side x uplo x
//    beta = 0 over NaN for symm/hemm) on ragged m, n in {1, 7, 31, 33, 64, 100, 257};
//  - A's unreferenced triangle is NaN, and so is the diagonal under Unit and the imaginary part
//    of the diagonal for hemm; the reference is a plain GEMM (oracle::gemm_at) on a clean full
//    operand (zeros and ones for trmm, the mirror / conjugate mirror for symm / hemm);
//  - B and A with ld and stride multiples of 16 bytes in a pattern that gives every shape all
//    four (B, A) pairs over the flag combinations, so each operand runs both the 16-byte and
//    the element staging path (and, for
//    double and complex<double>, trmm's l-major A panels and Right's l-major B panels);
//  - routes agree: triangular/native against expand and vendor on the same inputs;
//  - a batch of 70,000 (past the 65,535 grid ceiling) with small sizes, in place for trmm.
//  - Left with m <= 32 (the narrow kernel) on a grid capped at 3 blocks;
// *Small* tests are the compute-sanitizer subset (65 x 40 puts both sides on 64 x 64 tiles, where
// double Left runs BK 32). Skipped without a CUDA device (GPU_ONLY).
#include "cuda/gpu_support.hh"
#include "level3/level3_helpers.hh"

#include <functional>
#include <limits>

#include "core/queue_impl.hh"
#include "kernels/level3/f64_engines.hh"

namespace {

using namespace testing_support;
using namespace l3;

template <class T> class SideNative : public ::testing::Test {};
TYPED_TEST_SUITE(SideNative, Types, TypeNames);
template <class T> class SideNativeHerm : public ::testing::Test {};
TYPED_TEST_SUITE(SideNativeHerm, ComplexTypes, TypeNames);

using Shape = std::pair<int64_t, int64_t>;
const std::vector<Shape> kRagged = {{1, 1},   {7, 33},  {33, 7},  {31, 100},
                                    {100, 31}, {64, 64}, {257, 33}, {33, 257}};
const std::vector<Shape> kSmall = {{1, 1}, {7, 33}, {33, 7}, {64, 31}, {65, 40}};

/// An m x n operand; `aligned` makes ld and the item stride multiples of 16 bytes.
template <class T> Mat<T> operand(Queue& q, int64_t rows, int64_t cols, int64_t batch, bool aligned) {
  const int64_t v = 16 / int64_t(sizeof(T));
  if (!aligned) return Mat<T>(q, rows, cols, batch);
  return Mat<T>(q, rows, cols, batch, v - rows % v, 0);
}

struct TrmmCase {
  Side side;
  Uplo uplo;
  Op transa;
  Diag diag;
  int64_t m, n, batch;
  bool in_place, aligned;  ///< aligned: B's ld and stride multiples of 16 bytes
  bool a_aligned = false;  ///< the same for A
  bool c_aligned = false;  ///< the same for C (out of place)
};

std::string describe(const TrmmCase& c) {
  std::ostringstream os;
  os << "trmm side=" << to_char(c.side) << " uplo=" << to_char(c.uplo)
     << " transa=" << to_char(c.transa) << " diag=" << to_char(c.diag) << " m=" << c.m
     << " n=" << c.n << " batch=" << c.batch << (c.in_place ? " in place" : "")
     << (c.aligned ? " aligned" : "") << (c.a_aligned ? " A aligned" : "")
     << (c.c_aligned && !c.in_place ? " C aligned" : "");
  return os.str();
}

/// trmm on q (the current pin) against a GEMM on the clean operand.
template <class T> void trmm_vs_gemm(Queue& q, const TrmmCase& c, std::mt19937_64& rng) {
  const int64_t ka = c.side == Side::Left ? c.m : c.n;
  Mat<T> A = operand<T>(q, ka, ka, c.batch, c.a_aligned);
  fill_triangle(A, c.uplo, rng, /*skip_diagonal=*/c.diag == Diag::Unit);  // the rest stays NaN
  Mat<T> B = operand<T>(q, c.m, c.n, c.batch, c.aligned);
  B.fill(rng);
  Mat<T> Bref(q, c.m, c.n, c.batch, B.ld - c.m, B.stride - B.ld * c.n);
  Bref.buf.host = B.buf.host;
  Mat<T> Cown = operand<T>(q, c.in_place ? 0 : c.m, c.in_place ? 0 : c.n, c.batch,
                           c.c_aligned && !c.in_place);
  Mat<T>& C = c.in_place ? B : Cown;
  A.buf.upload(), B.buf.upload(), C.buf.upload();
  const auto before = C.buf.host;
  const T alpha = random_value<T>(rng);
  trmm(q, c.side, c.uplo, c.transa, c.diag, alpha, A.cview(), B.cview(), C.view());
  Mat<T> Ac(q, ka, ka, c.batch);
  for (int64_t b = 0; b < c.batch; ++b)
    for (int64_t j = 0; j < ka; ++j)
      for (int64_t i = 0; i < ka; ++i) {
        const bool stored = c.uplo == Uplo::Lower ? i >= j : i <= j;
        Ac.at(i, j, b) = i == j && c.diag == Diag::Unit ? T(1) : stored ? A.at(i, j, b) : T(0);
      }
  const std::vector<T> none;
  const Op N = Op::NoTrans;
  EXPECT_TRUE(check_output(before, C, ka, [&](int64_t i, int64_t j, int64_t b) {
    return c.side == Side::Left ? oracle::gemm_at(c.transa, N, alpha, Ac, Bref, T(0), none, C, i, j, b)
                                : oracle::gemm_at(N, c.transa, alpha, Bref, Ac, T(0), none, C, i, j, b);
  })) << describe(c);
}

/// symm (herm = false) or hemm (true) on q against a GEMM on the clean full operand.
template <class T>
void symm_vs_gemm(Queue& q, Side side, Uplo uplo, bool herm, int64_t m, int64_t n, int64_t batch,
                  bool beta_zero, bool aligned, bool a_aligned, std::mt19937_64& rng,
                  bool c_aligned = false) {
  const int64_t ka = side == Side::Left ? m : n;
  Mat<T> A = operand<T>(q, ka, ka, batch, a_aligned);
  fill_triangle(A, uplo, rng);
  if constexpr (is_complex_v<T>)
    if (herm)
      for (int64_t b = 0; b < batch; ++b)
        for (int64_t i = 0; i < ka; ++i) A.at(i, i, b).imag(sentinel<real_t<T>>());
  Mat<T> B = operand<T>(q, m, n, batch, aligned), C = operand<T>(q, m, n, batch, c_aligned);
  B.fill(rng), C.fill(rng);
  if (beta_zero) poison(C);
  A.buf.upload(), B.buf.upload(), C.buf.upload();
  const auto before = C.buf.host;
  const T alpha = random_value<T>(rng), beta = beta_zero ? T(0) : random_value<T>(rng);
  if constexpr (is_complex_v<T>) {
    if (herm) hemm(q, side, uplo, alpha, A.cview(), B.cview(), beta, C.view());
    else symm(q, side, uplo, alpha, A.cview(), B.cview(), beta, C.view());
  } else {
    symm(q, side, uplo, alpha, A.cview(), B.cview(), beta, C.view());
  }
  Mat<T> Ac(q, ka, ka, batch);
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t j = 0; j < ka; ++j)
      for (int64_t i = 0; i < ka; ++i) {
        const bool stored = uplo == Uplo::Lower ? i >= j : i <= j;
        T v = stored ? A.at(i, j, b) : A.at(j, i, b);
        if constexpr (is_complex_v<T>)
          if (herm) {
            if (!stored) v = std::conj(v);
            if (i == j) v = T(std::real(v));
          }
        Ac.at(i, j, b) = v;
      }
  const Op N = Op::NoTrans;
  EXPECT_TRUE(check_output(before, C, ka, [&](int64_t i, int64_t j, int64_t b) {
    return side == Side::Left ? oracle::gemm_at(N, N, alpha, Ac, B, beta, before, C, i, j, b)
                              : oracle::gemm_at(N, N, alpha, B, Ac, beta, before, C, i, j, b);
  })) << (herm ? "hemm" : "symm") << " side=" << to_char(side) << " uplo=" << to_char(uplo)
      << " m=" << m << " n=" << n << " batch=" << batch << (beta_zero ? " beta=0" : "")
      << (aligned ? " aligned" : "") << (a_aligned ? " A aligned" : "")
      << (c_aligned ? " C aligned" : "");
}

/// Case k's B and A alignment: shape s = k % shapes, flag combination c = k / shapes; B aligned
/// when s + c is odd, A when s/2 + c/2 is: over any four consecutive combinations every shape
/// meets all four (B, A) pairs.
bool b_aligned(int k, const std::vector<Shape>& shapes) {
  const int s = k % int(shapes.size()), c = k / int(shapes.size());
  return (s + c) % 2 == 1;
}
bool a_aligned(int k, const std::vector<Shape>& shapes) {
  const int s = k % int(shapes.size()), c = k / int(shapes.size());
  return (s / 2 + c / 2) % 2 == 1;
}

/// The WideTiles alignment pattern (wide = true below): B, C and A each on and off the 16-byte
/// grid independently of in place (trmm) and beta = 0 (symm), the lowest bit of the flag
/// combination c, so every shape also meets aligned B in place, unaligned B out of place and an
/// aligned C (float's 16-byte epilogue reads and writes, SimtWarpXL).
struct WideAlign {
  bool b, a, c;
};
WideAlign wide_aligned(int k, const std::vector<Shape>& shapes) {
  const int s = k % int(shapes.size()), c = k / int(shapes.size());
  return {(s + c / 2) % 2 == 1, (s / 2 + c / 8) % 2 == 1, (s / 2 + c / 2 + c / 4) % 2 == 1};
}

/// Called around each case of trmm_all_flags / symm_all_flags: before(), then after(side, m,
/// what) once the call has returned (the FP64-engine test counts launches with it).
struct CaseHook {
  std::function<void()> before;
  std::function<void(Side, int64_t, int64_t, const std::string&)> after;  // side, m, n, the case
};

template <class T>
void trmm_all_flags(const std::vector<Shape>& shapes, int64_t batch, bool wide = false, const CaseHook* hook = nullptr) {
  Queue q = Queue::cuda(0);
  ScopedSettings pin{with_route("trmm", "triangular")};
  auto rng = rng_for_test();
  int k = 0;
  for (Side side : kSides)
    for (Uplo uplo : kUplos)
      for (Op ta : kOps)
        for (Diag diag : kDiags)
          for (bool in_place : {false, true})
            for (auto [m, n] : shapes) {
              const WideAlign al = wide ? wide_aligned(k, shapes) : WideAlign{b_aligned(k, shapes), a_aligned(k, shapes), false};
              const TrmmCase c{side, uplo, ta, diag, m, n, batch, in_place, al.b, al.a, al.c};
              if (hook) hook->before();
              trmm_vs_gemm<T>(q, c, rng);
              if (hook) hook->after(side, m, n, describe(c));
              ++k;
            }
}

template <class T>
void symm_all_flags(bool herm, const std::vector<Shape>& shapes, int64_t batch, bool wide = false,
                    const CaseHook* hook = nullptr) {
  Queue q = Queue::cuda(0);
  ScopedSettings pin{with_route(herm ? "hemm" : "symm", "direct")};
  auto rng = rng_for_test();
  int k = 0;
  for (Side side : kSides)
    for (Uplo uplo : kUplos)
      for (bool beta_zero : {false, true})
        for (auto [m, n] : shapes) {
          const WideAlign al = wide ? wide_aligned(k, shapes) : WideAlign{b_aligned(k, shapes), a_aligned(k, shapes), false};
          if (hook) hook->before();
          symm_vs_gemm<T>(q, side, uplo, herm, m, n, batch, beta_zero, al.b, al.a, rng, al.c);
          if (hook) {
            std::ostringstream os;
            os << (herm ? "hemm" : "symm") << " side=" << to_char(side) << " uplo=" << to_char(uplo) << " m=" << m
               << " n=" << n << (beta_zero ? " beta=0" : "");
            hook->after(side, m, n, os.str());
          }
          ++k;
        }
}

TYPED_TEST(SideNative, TrmmTriangularAllFlagsRaggedMatchGemm) {
  GPU_ONLY();
  trmm_all_flags<TypeParam>(kRagged, 2);
}
TYPED_TEST(SideNative, TrmmTriangularAllFlagsSmall) {
  GPU_ONLY();
  trmm_all_flags<TypeParam>(kSmall, 3);
}
TYPED_TEST(SideNative, SymmDirectAllFlagsRaggedMatchGemm) {
  GPU_ONLY();
  symm_all_flags<TypeParam>(false, kRagged, 2);
}
TYPED_TEST(SideNative, SymmDirectAllFlagsSmall) {
  GPU_ONLY();
  symm_all_flags<TypeParam>(false, kSmall, 3);
}
TYPED_TEST(SideNativeHerm, HemmDirectAllFlagsRaggedMatchGemm) {
  GPU_ONLY();
  symm_all_flags<TypeParam>(true, kRagged, 2);
}
TYPED_TEST(SideNativeHerm, HemmDirectAllFlagsSmall) {
  GPU_ONLY();
  symm_all_flags<TypeParam>(true, kSmall, 3);
}

// The 32 x 128 (Left) / 128 x 32 (Right) tiles (side_tiles_run, session 33) on the cases the
// ragged shapes miss: Left with 3 or more 32-row tiles and two 128-column panels, in place
// (float's 2-stage tile: more chunks than stages, each panel's row tiles in the in-place order);
// float and complex<float> Right with m >= 128 and a reduction of 3-7 chunks (float's l-major B
// panel in 2 stages, complex<float>'s too since session 56), and the 64 x 64 tiles of the other
// types on the same shapes. Every flag; B, A and C on and off the 16-byte grid independently of in place and of
// beta = 0 (wide_aligned). In the sanitizer filters of scripts/gpu-check.sh.
const std::vector<Shape> kWide = {{100, 200}, {130, 100}, {70, 130}, {130, 70}};
// Right with m <= 32 (the 32 x 64 tile) and a reduction of many chunks (n = 257 and 130: 9
// and 5 chunks of float's BK = 32, 17 and 9 of the 16 that double and complex<float> stage),
// every flag: float and complex<float> stage this tile in 2 stages (kDepthSide, session 56).
const std::vector<Shape> kRightNarrow = {{32, 257}, {20, 130}};
TYPED_TEST(SideNative, RightNarrowManyChunks) {
  GPU_ONLY();
  trmm_all_flags<TypeParam>(kRightNarrow, 2);
  symm_all_flags<TypeParam>(false, kRightNarrow, 2);
}
TYPED_TEST(SideNativeHerm, HemmRightNarrowManyChunks) {
  GPU_ONLY();
  symm_all_flags<TypeParam>(true, kRightNarrow, 2);
}
TYPED_TEST(SideNative, TrmmTriangularWideTiles) {
  GPU_ONLY();
  trmm_all_flags<TypeParam>(kWide, 2, /*wide=*/true);
}
TYPED_TEST(SideNative, SymmDirectWideTiles) {
  GPU_ONLY();
  symm_all_flags<TypeParam>(false, kWide, 2, /*wide=*/true);
}
TYPED_TEST(SideNativeHerm, HemmDirectWideTiles) {
  GPU_ONLY();
  symm_all_flags<TypeParam>(true, kWide, 2, /*wide=*/true);
}

// float's and complex<float>'s side tiles on the FP64 tensor cores (Settings::side_f64 forced on,
// and off for the SIMT engine): every flag of trmm and symm (and hemm) on the ragged, wide and
// right-narrow shapes, which reach every tile class of side_tiles_run (Left 64 x 32, 64 x 64,
// 32 x 128; Right 64 x 32, 32 x 64, 64 x 64, 128 x 32), the wide alignment pattern (B, A and C
// on and off the 16-byte grid; trmm's l-major A panels on float's 32 x 128 and Right tiles).
// A launch counter checks which engine each call took: one launch of the FP64 engine per call
// with the switch on, none with it off, and none where Left m <= 32 runs the narrow kernel.
template <class T> void side_on_fp64_tensor_cores() {
  namespace k3 = batchlas::kernels::level3;
  std::vector<Shape> shapes = kRagged;
  shapes.insert(shapes.end(), kWide.begin(), kWide.end());
  shapes.insert(shapes.end(), kRightNarrow.begin(), kRightNarrow.end());
  for (const bool f64 : {true, false}) {
    Settings s = settings();
    s.side_f64 = f64;
    ScopedSettings pin{s};
    int64_t before = 0;
    const std::string engine = f64 ? " (FP64 engine)" : " (SIMT engine)";
    const CaseHook hook{[&] { before = k3::side_f64_calls(); },
                        [&](Side side, int64_t m, int64_t, const std::string& what) {
                          const bool narrow = side == Side::Left && m <= 32;  // side_narrow's kNarrowMax
                          EXPECT_EQ(k3::side_f64_calls() - before, f64 && !narrow ? 1 : 0) << what << engine;
                        }};
    trmm_all_flags<T>(shapes, 2, /*wide=*/true, &hook);
    symm_all_flags<T>(false, shapes, 2, /*wide=*/true, &hook);
    if constexpr (is_complex_v<T>) symm_all_flags<T>(true, shapes, 2, /*wide=*/true, &hook);
  }
}
/// The FP64 engine's one rounding, seen: symm Left (A all ones) and trmm Left Lower N (A's
/// triangle ones) with every column of B = (2^24, 1, -2^24, 0, ...): every C(i, j) (trmm: from
/// row 2) is exactly 1 when the sums are formed in double and rounded once; a float accumulator
/// in index order (the SIMT engines) gives 2^24 + 1 -> 2^24, then 0. complex<float>: the real
/// parts so, the imaginary parts zero. m = n = 100 (Left 64 x 64 tiles, 4 chunks of 32 float /
/// 16 complex<float>), alpha = 1, beta = 0 over NaN.
template <class T> void side_f64_rounds_once() {
  using R = real_t<T>;
  Settings s = settings();
  s.side_f64 = true;
  ScopedSettings on{s};
  Queue q = Queue::cuda(0);
  const int64_t m = 100, n = 100, batch = 3;
  for (const bool is_trmm : {false, true}) {
    Mat<T> A(q, m, m, batch), B(q, m, n, batch), C(q, m, n, batch);
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t j = 0; j < m; ++j)
        for (int64_t i = 0; i < m; ++i) {
          if (i >= j) A.at(i, j, b) = T(1);  // the stored (lower) triangle; the rest stays a sentinel
          B.at(i, j, b) = i == 0 ? T(R(16777216)) : i == 1 ? T(1) : i == 2 ? T(R(-16777216)) : T(0);
          C.at(i, j, b) = T(std::numeric_limits<R>::quiet_NaN());
        }
    A.buf.upload(), B.buf.upload(), C.buf.upload();
    if (is_trmm) {
      ScopedSettings pin{with_route("trmm", "triangular")};
      trmm(q, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, T(1), A.cview(), B.cview(), C.view());
    } else {
      ScopedSettings pin{with_route("symm", "direct")};
      symm(q, Side::Left, Uplo::Lower, T(1), A.cview(), B.cview(), T(0), C.view());
    }
    C.buf.download();
    int64_t wrong = 0;
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = is_trmm ? 2 : 0; i < m; ++i) wrong += C.at(i, j, b) != T(1);
    EXPECT_EQ(wrong, 0) << (is_trmm ? "trmm" : "symm") << ": elements not exactly 1 (e.g. C(5, 7) = "
                        << std::real(C.at(5, 7, 0)) << ")";
  }
}

TEST(SideNativeFloat, TilesOnFp64TensorCores) {
  GPU_ONLY();
  side_on_fp64_tensor_cores<float>();
}
TEST(SideNativeCfloat, TilesOnFp64TensorCores) {
  GPU_ONLY();
  side_on_fp64_tensor_cores<std::complex<float>>();
}
TEST(SideNativeFloat, Fp64EngineRoundsOnce) {
  GPU_ONLY();
  side_f64_rounds_once<float>();
}
TEST(SideNativeCfloat, Fp64EngineRoundsOnce) {
  GPU_ONLY();
  side_f64_rounds_once<std::complex<float>>();
}

// double's wide tiles (Settings::side_wide: 128 x 64 blocks of 64 x 32 warp tiles, MmaWarpW,
// whose fragments take each lane's reduction indices as 2q, 2q + 1) forced on, and off: every
// flag of trmm and symm, both sides, on m >= 128 (one and several 128-row tiles, 129, 200 and
// 257 ragged, in place across tiles; n = 33 to 130, one and several 64-column tiles, a partial
// one), beside shapes the switch must not reach (n <= 32, m < 128), B, A and C on and off the
// 16-byte grid (wide_aligned). A launch counter: one wide launch per call exactly where the
// switch is on, m >= 128 and n > 32, and the card allows the tiles' shared memory per block
// (side_tiles.cu wide_fits: not sm_86 / sm_89). The *Small* one (sanitizer filters of scripts/gpu-check.sh)
// is the switch on at one shape.
void side_wide_tiles(const std::vector<Shape>& shapes, std::vector<bool> switches) {
  namespace k3 = batchlas::kernels::level3;
  const bool fits = Queue::cuda(0).impl().info.max_shared_per_block >= k3::kSideWideSmemBytes;
  for (const bool wide : switches) {
    Settings s = settings();
    s.side_wide = wide;
    ScopedSettings pin{s};
    int64_t before = 0;
    const CaseHook hook{[&] { before = k3::side_wide_calls(); },
                        [&](Side, int64_t m, int64_t n, const std::string& what) {
                          const bool taken = wide && fits && m >= 128 && n > 32;
                          EXPECT_EQ(k3::side_wide_calls() - before, taken ? 1 : 0)
                              << what << (wide ? " (wide tiles on)" : " (wide tiles off)");
                        }};
    trmm_all_flags<double>(shapes, 2, /*wide=*/true, &hook);
    symm_all_flags<double>(false, shapes, 2, /*wide=*/true, &hook);
  }
}
TEST(SideNativeDouble, WideWarpTiles) {
  GPU_ONLY();
  side_wide_tiles({{128, 64}, {129, 33}, {200, 130}, {257, 65}, {257, 32}, {100, 200}}, {true, false});
}
TEST(SideNativeDouble, WideWarpTilesSmall) {
  GPU_ONLY();
  side_wide_tiles({{129, 40}}, {true});
}

// Left with m <= 32 runs the narrow kernel (side_narrow.cu; m <= 16 for double and
// complex<double>): M staged once per unit of NC columns (64-256 by type), B streamed through
// two buffers by a persistent grid. m below, at and past its padded orders (5, 9, 16, 17, 23,
// 32: 5, 9, 17 and 23 end a thread's row piece part-way for float and complex<float>) and n past
// one and several chunks, every flag, in place; B and C each on and off the 16-byte grid (C's
// vector pieces, and symm/hemm's vector read of C), every shape meeting all four pairs
// independently of in place; the grid capped at 3 blocks, so every block walks many units (the
// next unit staged while the current one computes) and the last chunk leaves whole warps idle.
// In the sanitizer filters of scripts/gpu-check.sh (the *Small* tests run one unit per block).
const std::vector<Shape> kNarrow = {{5, 70}, {9, 200}, {16, 129}, {17, 300}, {23, 40}, {32, 513}};
/// Case k's B and C alignment in the narrow test: shape s = k % S, flag combination c = k / S
/// (trmm: in place = c % 2): over the combinations every shape meets all four pairs.
bool narrow_b_aligned(int k) {
  const int S = int(kNarrow.size());
  return (k % S + k / (2 * S)) % 2 == 1;
}
bool narrow_c_aligned(int k) {
  const int S = int(kNarrow.size());
  return ((k % S) / 2 + k / (4 * S)) % 2 == 1;
}
Settings grid_capped(int64_t blocks) {
  Settings s = settings();
  s.max_grid = blocks;
  return s;
}
TYPED_TEST(SideNative, NarrowLeftAllFlagsCappedGrid) {
  GPU_ONLY();
  using T = TypeParam;
  ScopedSettings cap{grid_capped(3)};
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  int k = 0;
  {
    ScopedSettings pin{with_route("trmm", "triangular")};
    for (Uplo uplo : kUplos)
      for (Op ta : kOps)
        for (Diag diag : kDiags)
          for (bool in_place : {false, true})
            for (auto [m, n] : kNarrow) {
              trmm_vs_gemm<T>(q,
                              {Side::Left, uplo, ta, diag, m, n, 5, in_place, narrow_b_aligned(k),
                               false, narrow_c_aligned(k)},
                              rng);
              ++k;
            }
  }
  for (bool herm : {false, true}) {
    if (herm && !is_complex_v<T>) continue;
    ScopedSettings pin{with_route(herm ? "hemm" : "symm", "direct")};
    for (Uplo uplo : kUplos)
      for (bool beta_zero : {false, true})
        for (auto [m, n] : kNarrow) {
          symm_vs_gemm<T>(q, Side::Left, uplo, herm, m, n, 5, beta_zero, narrow_b_aligned(k),
                          false, rng, narrow_c_aligned(k));
          ++k;
        }
  }
}

// The `expand` route's expansion by 32 x 32 tiles (kernels::symmetrize / triangle, expand.cu):
// A's extent a multiple of the tile (32, 64) and one past a multiple (97), both sides, both
// triangles, Unit and ConjTrans for trmm, hemm's imaginary diagonal: the other triangle, the
// Unit diagonal and the imaginary diagonal are NaN, so any use of them shows (a load whose value
// the fix-up overwrites does not: docs/DESIGN.md's "never used").
TYPED_TEST(SideNative, ExpandTilesAtTileEdges) {
  GPU_ONLY();
  using T = TypeParam;
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  const std::vector<Shape> shapes = {{32, 5}, {5, 64}, {97, 3}, {3, 97}};
  {
    ScopedSettings pin{with_route("trmm", "expand")};
    int k = 0;
    for (Side side : kSides)
      for (Uplo uplo : kUplos)
        for (Op ta : {Op::NoTrans, Op::ConjTrans})
          for (auto [m, n] : shapes)
            trmm_vs_gemm<T>(q, {side, uplo, ta, (k++ % 2) ? Diag::Unit : Diag::NonUnit, m, n, 2, false, false}, rng);
  }
  for (bool herm : {false, true}) {
    if (herm && !is_complex_v<T>) continue;
    ScopedSettings pin{with_route(herm ? "hemm" : "symm", "expand")};
    for (Side side : kSides)
      for (Uplo uplo : kUplos)
        for (auto [m, n] : shapes) symm_vs_gemm<T>(q, side, uplo, herm, m, n, 2, false, false, false, rng);
  }
}

// ---- routes agree ---------------------------------------------------------------------------

/// Runs `call` pinned to each of `fams` on the same inputs (`reset` restores them) and compares
/// every output buffer with the first family's.
template <class T, class Reset, class Call>
::testing::AssertionResult routes_agree(const char* op, const std::vector<const char*>& fams,
                                        Buffer<T>& out, int64_t terms, Reset reset, Call call) {
  std::vector<std::vector<T>> got;
  for (const char* f : fams) {
    reset();
    ScopedSettings pin{with_route(op, f)};
    call();
    out.download();
    got.push_back(out.host);
  }
  for (std::size_t i = 1; i < got.size(); ++i) {
    auto r = gpu_support::agree(got[i], got[0], terms);
    if (!r) return r << " (" << fams[0] << " vs " << fams[i] << ")";
  }
  return ::testing::AssertionSuccess();
}

TYPED_TEST(SideNative, TrmmRoutesAgree) {
  GPU_ONLY();
  using T = TypeParam;
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (Side side : kSides)
    for (Op ta : kOps)
      for (bool in_place : {false, true}) {
        const int64_t m = 100, n = 70, ka = side == Side::Left ? m : n, batch = 3;
        const Uplo uplo = ta == Op::Trans ? Uplo::Upper : Uplo::Lower;
        const Diag diag = in_place ? Diag::Unit : Diag::NonUnit;
        Mat<T> A(q, ka, ka, batch), B(q, m, n, batch), Cown(q, m, n, batch);
        fill_triangle(A, uplo, rng, diag == Diag::Unit);
        B.fill(rng);
        A.buf.upload();
        const auto b0 = B.buf.host;
        Mat<T>& C = in_place ? B : Cown;
        const T alpha = random_value<T>(rng);
        EXPECT_TRUE(routes_agree<T>(
            "trmm", {"triangular", "expand", "blocked", "recursive", "vendor"}, C.buf, ka,
            [&] { B.buf.host = b0, B.buf.upload(); },
            [&] { trmm(q, side, uplo, ta, diag, alpha, A.cview(), B.cview(), C.view()); }))
            << "side=" << to_char(side) << " transa=" << to_char(ta) << " in_place=" << in_place;
      }
}

template <class T> void symm_routes(bool herm) {
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (Side side : kSides)
    for (Uplo uplo : kUplos) {
      const int64_t m = 90, n = 129, ka = side == Side::Left ? m : n, batch = 3;
      Mat<T> A(q, ka, ka, batch), B(q, m, n, batch), C(q, m, n, batch);
      fill_triangle(A, uplo, rng);
      B.fill(rng), C.fill(rng);
      A.buf.upload(), B.buf.upload();
      const auto c0 = C.buf.host;
      const T alpha = random_value<T>(rng), beta = random_value<T>(rng);
      EXPECT_TRUE(routes_agree<T>(
          herm ? "hemm" : "symm", {"direct", "expand", "blocked", "recursive", "vendor"}, C.buf, ka,
          [&] { C.buf.host = c0, C.buf.upload(); },
          [&] {
            if constexpr (is_complex_v<T>)
              if (herm) return hemm(q, side, uplo, alpha, A.cview(), B.cview(), beta, C.view());
            symm(q, side, uplo, alpha, A.cview(), B.cview(), beta, C.view());
          }))
          << (herm ? "hemm" : "symm") << " side=" << to_char(side) << " uplo=" << to_char(uplo);
    }
}

TYPED_TEST(SideNative, SymmRoutesAgree) {
  GPU_ONLY();
  symm_routes<TypeParam>(false);
}
TYPED_TEST(SideNativeHerm, HemmRoutesAgree) {
  GPU_ONLY();
  symm_routes<TypeParam>(true);
}

// ---- past the grid ceiling ------------------------------------------------------------------

TYPED_TEST(SideNative, Batch70000) {
  GPU_ONLY();
  using T = TypeParam;
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  {
    ScopedSettings pin{with_route("trmm", "triangular")};
    trmm_vs_gemm<T>(q, {Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, 5, 3, 70000, true, false}, rng);
    trmm_vs_gemm<T>(q, {Side::Right, Uplo::Upper, Op::Trans, Diag::Unit, 4, 6, 70000, false, false}, rng);
  }
  {
    ScopedSettings pin{with_route("symm", "direct")};
    symm_vs_gemm<T>(q, Side::Right, Uplo::Lower, false, 3, 5, 70000, true, false, true, rng);
  }
  if constexpr (is_complex_v<T>) {
    ScopedSettings pin{with_route("hemm", "direct")};
    symm_vs_gemm<T>(q, Side::Left, Uplo::Upper, true, 6, 2, 70000, false, false, false, rng);
  }
}

}  // namespace
