// The native rank-k families on CUDA (syrk/herk `gram` and `triangular`, syr2k/her2k
// `triangular`; src/kernels/level3/rankk_tiles.cuh), each pinned in turn:
//  - narrow shapes n in {24, 32, 48, 64, 96, 128} at k = 300 (every Gram tile class and the
//    n < tile edges) against the oracle, both triangles and all padding sentinel-checked, over
//    uplo x trans, beta = 0 over NaN, broadcast A, and both staging paths of each layout
//    (16-byte copies when ld and stride allow, element copies otherwise; a NoTrans double or
//    complex<double> A goes into l-major panels, staging.cuh). complex<double>'s element path
//    (an item base 8 bytes off 16) cannot be reached: every operation refuses complex data not
//    aligned to one element (element_aligned, src/ops/common/check.hh; tested in
//    validation_test.cc), and a complex<double> ld or stride is a whole number of 16-byte units;
//  - herk against a full GEMM reference (A*A^H or A^H*A by plain loops), so conjugating the
//    wrong factor fails even though conj(C) is Hermitian too;
//  - the triangular tile edges n = 127, 129, 255, 257 (one tile short, one row past a tile;
//    aligned operands among them, so a 16-byte copy of a NoTrans panel runs partly past n);
//  - syr2k/her2k with a complex alpha (her2k's alpha vs conj(alpha) split);
//  - recursive_native (GEMMs off the diagonal, the tile kernel on the diagonal blocks) at
//    block orders 64 and 128 over full and short last blocks;
//  - routes agree: every CUDA family against the host family on the same inputs;
//  - n = 8 at batch 70,000 (past the 65,535 grid ceiling).
// Skipped without a CUDA device (GPU_ONLY).
#include "cuda/gpu_support.hh"
#include "support/oracle_level3.hh"
#ifdef BATCHLAS_HAVE_CUDA
#include "kernels/level3/f64_engines.hh"
#endif

namespace {

using namespace testing_support;
using gpu_support::Twin;

template <class T> class RankkNative : public ::testing::Test {};
TYPED_TEST_SUITE(RankkNative, Types, TypeNames);
template <class T> class RankkNativeHerm : public ::testing::Test {};
TYPED_TEST_SUITE(RankkNativeHerm, ComplexTypes, TypeNames);

const std::vector<int64_t> kNarrowN = {24, 32, 48, 64, 96, 128};
const std::vector<int64_t> kTileEdgeN = {127, 129, 255, 257};

template <class T> std::vector<Op> sym_trans() {
  if constexpr (is_complex_v<T>) return {Op::NoTrans, Op::Trans};
  else return {Op::NoTrans, Op::Trans, Op::ConjTrans};
}
const std::vector<Op> kHermTrans = {Op::NoTrans, Op::ConjTrans};

struct Case {
  int64_t n, k, batch;
  bool aligned = false;    ///< ld and stride multiples of 16 bytes: the 16-byte staging path
                           ///< (syr2k/her2k: A's; B's is the same except at n = 129, where B
                           ///< takes the element path beside an aligned A)
  bool beta_zero = false;  ///< beta = 0 with NaN planted in C
  bool broadcast = false;  ///< A (and B) with stride 0
  bool packed = false;     ///< A with ld = rows and stride = ld * cols (overrides aligned)
  bool c_aligned = false;  ///< C with ld = n + 16 bytes, stride ld * n: 16-byte aligned columns
};

std::string describe(const std::string& fam, Uplo uplo, Op trans, const Case& c) {
  std::ostringstream os;
  os << fam << " uplo=" << to_char(uplo) << " trans=" << to_char(trans) << " n=" << c.n
     << " k=" << c.k << " batch=" << c.batch << (c.aligned ? " aligned" : "")
     << (c.beta_zero ? " beta=0" : "") << (c.broadcast ? " broadcast" : "") << (c.packed ? " packed" : "")
     << (c.c_aligned ? " C aligned" : "");
  return os.str();
}

/// An operand of rows x cols; `aligned` makes ld and the item stride multiples of 16 bytes.
template <class T> Mat<T> operand(Queue& q, int64_t rows, int64_t cols, int64_t batch, bool aligned, bool packed = false) {
  const int64_t v = 16 / int64_t(sizeof(T));
  if (packed) return Mat<T>(q, rows, cols, batch, 0, 0);
  if (!aligned) return Mat<T>(q, rows, cols, batch);
  return Mat<T>(q, rows, cols, batch, v - rows % v, 0);  // ld = next multiple of v above rows
}

template <class T> void poison(Mat<T>& M) {
  for (int64_t b = 0; b < M.batch; ++b)
    for (int64_t j = 0; j < M.cols; ++j)
      for (int64_t i = 0; i < M.rows; ++i) M.at(i, j, b) = sentinel<T>();
}

/// syrk (kHerm = false) or herk (true) on q, checked element by element: syrk against
/// oracle::syrk_at, herk against the full GEMM product restricted to the triangle.
template <class T, bool kHerm>
::testing::AssertionResult rank_k(Queue& q, Uplo uplo, Op trans, const Case& c,
                                  std::mt19937_64& rng) {
  using R = real_t<T>;
  const bool nt = trans == Op::NoTrans;
  Mat<T> A = operand<T>(q, nt ? c.n : c.k, nt ? c.k : c.n, c.broadcast ? 1 : c.batch, c.aligned, c.packed);
  Mat<T> C = c.c_aligned ? Mat<T>(q, c.n, c.n, c.batch, 16 / int64_t(sizeof(T)), 0) : Mat<T>(q, c.n, c.n, c.batch);
  A.fill(rng);
  C.fill(rng);
  if (c.beta_zero) poison(C);
  A.buf.upload(), C.buf.upload();
  const auto before = C.buf.host;
  const MatrixView<const T> Av = c.broadcast ? A.broadcast(c.batch) : A.cview();
  if constexpr (kHerm) {
    const R alpha = random_value<R>(rng), beta = c.beta_zero ? R(0) : random_value<R>(rng);
    herk(q, uplo, trans, alpha, Av, beta, C.view());
    const Op ta = nt ? Op::NoTrans : Op::ConjTrans, tb = nt ? Op::ConjTrans : Op::NoTrans;
    return check_output(before, C, c.k, [&](int64_t i, int64_t j, int64_t b)
                                            -> std::optional<oracle::Expect<T>> {
      if (uplo == Uplo::Lower ? i < j : i > j) return std::nullopt;
      auto e = oracle::gemm_at(ta, tb, alpha, A, A, beta, before, C, i, j, b);
      if (i == j) {
        e->value = oracle::wide_t<T>(std::real(e->value));
        e->exactly_real = true;
      }
      return e;
    });
  } else {
    const T alpha = random_value<T>(rng), beta = c.beta_zero ? T(0) : random_value<T>(rng);
    syrk(q, uplo, trans, alpha, Av, beta, C.view());
    return check_output(before, C, c.k, [&](int64_t i, int64_t j, int64_t b) {
      return oracle::syrk_at(uplo, trans, alpha, A, beta, before, C, i, j, b);
    });
  }
}

/// syr2k (kHerm = false) or her2k (true) on q against oracle::syr2k_at (2k terms).
template <class T, bool kHerm>
::testing::AssertionResult rank_2k(Queue& q, Uplo uplo, Op trans, const Case& c,
                                   std::mt19937_64& rng) {
  using S = std::conditional_t<kHerm, real_t<T>, T>;
  const bool nt = trans == Op::NoTrans;
  const int64_t rows = nt ? c.n : c.k, cols = nt ? c.k : c.n, ib = c.broadcast ? 1 : c.batch;
  Mat<T> A = operand<T>(q, rows, cols, ib, c.aligned), B = operand<T>(q, rows, cols, ib, c.aligned && c.n != 129);
  Mat<T> C(q, c.n, c.n, c.batch);
  A.fill(rng), B.fill(rng), C.fill(rng);
  if (c.beta_zero) poison(C);
  A.buf.upload(), B.buf.upload(), C.buf.upload();
  const auto before = C.buf.host;
  const MatrixView<const T> Av = c.broadcast ? A.broadcast(c.batch) : A.cview();
  const MatrixView<const T> Bv = c.broadcast ? B.broadcast(c.batch) : B.cview();
  const T alpha = random_value<T>(rng);
  const S beta = c.beta_zero ? S(0) : random_value<S>(rng);
  if constexpr (kHerm) her2k(q, uplo, trans, alpha, Av, Bv, beta, C.view());
  else syr2k(q, uplo, trans, alpha, Av, Bv, beta, C.view());
  return check_output(before, C, 2 * c.k, [&](int64_t i, int64_t j, int64_t b) {
    return oracle::syr2k_at(uplo, trans, alpha, A, B, beta, before, C, i, j, b, kHerm);
  });
}

/// nb: BATCHLAS_BLOCKED_NB for the call (the block order of `recursive_native`); budget:
/// BATCHLAS_EXPAND_MAX_BYTES (the workspace budget, which cuts the batch into chunks).
template <class T, bool kHerm>
void rank_k_pinned(const std::string& fam, Uplo uplo, Op trans, const Case& c,
                   std::mt19937_64& rng, std::optional<int64_t> nb = std::nullopt,
                   std::optional<int64_t> budget = std::nullopt) {
  Queue q = Queue::cuda(0);
  const char* op = kHerm ? "herk" : "syrk";
  Settings s = with_route(op, fam);
  s.blocked_nb = nb;
  s.expand_max_bytes = budget;
  ScopedSettings pin{s};
  EXPECT_TRUE((rank_k<T, kHerm>(q, uplo, trans, c, rng)))
      << op << " " << describe(fam, uplo, trans, c) << (nb ? " nb=" + std::to_string(*nb) : "")
      << (budget ? " budget=" + std::to_string(*budget) : "");
}

template <class T, bool kHerm>
void rank_2k_pinned(Uplo uplo, Op trans, const Case& c, std::mt19937_64& rng) {
  Queue q = Queue::cuda(0);
  const char* op = kHerm ? "her2k" : "syr2k";
  ScopedSettings pin{with_route(op, "triangular")};
  EXPECT_TRUE((rank_2k<T, kHerm>(q, uplo, trans, c, rng)))
      << op << " " << describe("triangular", uplo, trans, c);
}

// ---- syrk -------------------------------------------------------------------------------------

TYPED_TEST(RankkNative, SyrkNarrowShapesGramAndTriangular) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  for (const char* fam : {"gram", "triangular"})
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (Op trans : sym_trans<T>())
        for (int64_t n : kNarrowN) {
          // both staging paths of each layout: Trans at n = 24, 32, 48, 64, 96, 128 aligned
          // ... NoTrans at 24, 48, 96 (n % 3) aligned, 32, 64, 128 not
          const bool aligned = trans == Op::NoTrans ? n % 3 == 0 : n % 2 == 0;
          rank_k_pinned<T, false>(fam, uplo, trans, {n, 300, 2, aligned, n == 48}, rng);
        }
}

TYPED_TEST(RankkNative, SyrkTriangularTileEdges) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (Op trans : {Op::NoTrans, Op::Trans})
      for (int64_t n : kTileEdgeN)
        rank_k_pinned<T, false>("triangular", uplo, trans, {n, 37, 2, n == 129 || n == 255, n == 255}, rng);
}

// recursive_native: cuBLAS GEMMs for the off-diagonal squares, the tile kernel for the
// diagonal blocks of order nb (every full block of the batch in one launch, a short last block in
// another): n = 129 (nb 64: two full blocks and a 1-row one; nb 128: one and one), 200 (three
// full and an 8-row one; one and a 72-row one), 256 (four full, two levels of squares, one of
// them repeated; two); both staging paths, beta = 0 over NaN (n = 129, 256), broadcast A (n =
// 200 unaligned, every trans; n = 256 aligned, NoTrans). Then the batch cut into chunks by a
// small workspace budget (float types' pointer arrays: 3 chunks of 2, 2 and 1 items at n = 256,
// nb = 64; double types need no scratch and run whole).
template <class T, bool kHerm> void recursive_native_blocks(const std::vector<Op>& transes) {
  auto rng = rng_for_test();
  for (int64_t nb : {64, 128})
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (Op trans : transes)
        for (int64_t n : {129, 200, 256}) {
          const bool broadcast = n == 200 || (n == 256 && trans == Op::NoTrans);
          rank_k_pinned<T, kHerm>("recursive_native", uplo, trans,
                                  {n, 37, 3, n != 200, n != 200, broadcast}, rng, nb);
        }
  // fixed 40 bytes (alignment 16 + 3 padding pointers) + 48 per item (3 x 2 pointers)
  for (Op trans : transes)
    rank_k_pinned<T, kHerm>("recursive_native", Uplo::Lower, trans, {256, 21, 5}, rng, 64, 136);
}

TYPED_TEST(RankkNative, SyrkRecursiveNativeBlocks) {
  GPU_ONLY();
  recursive_native_blocks<TypeParam, false>(sym_trans<TypeParam>());
}

TYPED_TEST(RankkNative, SyrkSmallKBroadcastAndShortReductions) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  for (const char* fam : {"gram", "triangular"})
    for (int64_t k : {1, 3, 17, 33}) {  // below, at and past one staged panel
      rank_k_pinned<T, false>(fam, Uplo::Lower, Op::Trans, {70, k, 3, false, false, true}, rng);
      // a broadcast NoTrans A (stride 0) on the 16-byte path (l-major panels for double)
      rank_k_pinned<T, false>(fam, Uplo::Lower, Op::NoTrans, {70, k, 3, true, false, true}, rng);
      rank_k_pinned<T, false>(fam, Uplo::Upper, Op::NoTrans, {5, k, 4, false, true, false}, rng);
    }
}

TYPED_TEST(RankkNative, SyrkBatch70000) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  for (const char* fam : {"gram", "triangular"})
    rank_k_pinned<T, false>(fam, Uplo::Lower, Op::Trans, {8, 5, 70000}, rng);
}

// gram runs persistent blocks (as many as fit on the device) that stream several items each,
// the next item's panels in flight during the current one's epilogue: more items than resident
// blocks at every gram tile size (32, 64, 128) exercises that hand-over.
TYPED_TEST(RankkNative, GramMoreItemsThanResidentBlocks) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  rank_k_pinned<T, false>("gram", Uplo::Upper, Op::Trans, {32, 40, 3000}, rng);
  rank_k_pinned<T, false>("gram", Uplo::Lower, Op::NoTrans, {61, 17, 1500, true}, rng);
  rank_k_pinned<T, false>("gram", Uplo::Lower, Op::Trans, {100, 9, 900}, rng);
}

#ifdef BATCHLAS_HAVE_CUDA
// float's and complex<float>'s gram tiles on the FP64 tensor cores (Settings::gram_f64 forced
// on, and forced off for the SIMT engine; gram_warp off so every call reaches the tile kernels;
// the launch count says which engine each call took): every tile class and its edges
// (n = 1, 17, 32 | 33, 48, 64 | 65, 96, 128) at k = 1, 7 (short of one panel) and 300 (several
// stages, a partial last panel), uplo x trans (syrk: N, T and, real, C; herk: N, C), beta = 0
// over NaN in every other pair of cases, the 16-byte staging path in every other case and a
// broadcast A in every third. Then 3,000 items at n = 32 and 900 at n = 100 (persistent blocks
// handing over). herk against the GEMM reference (a wrongly conjugated factor fails).
template <class T, bool kHerm> void gram_on_fp64_tensor_cores(const std::vector<Op>& transes) {
  namespace k3 = batchlas::kernels::level3;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  for (const bool f64 : {true, false}) {
    Settings s = with_route(kHerm ? "herk" : "syrk", "gram");
    s.gram_f64 = f64;
    s.gram_warp = false;
    ScopedSettings pin{s};
    const std::string engine = f64 ? "gram (FP64 engine)" : "gram (SIMT engine)";
    std::size_t i = 0;
    auto one = [&](Uplo uplo, Op trans, const Case& c) {
      const int64_t before = k3::gram_f64_calls();
      EXPECT_TRUE((rank_k<T, kHerm>(q, uplo, trans, c, rng))) << describe(engine, uplo, trans, c);
      EXPECT_EQ(k3::gram_f64_calls() - before, f64 ? 1 : 0) << describe(engine, uplo, trans, c);
    };
    for (int64_t n : {1, 17, 32, 33, 48, 64, 65, 96, 128})
      for (int64_t k : {1, 7, 300})
        for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
          for (Op trans : transes) {
            one(uplo, trans, Case{n, k, 3, i % 2 == 0, (i / 2) % 2 == 1, i % 3 == 2});
            ++i;
          }
    one(Uplo::Upper, transes.back(), Case{32, 40, 3000});
    one(Uplo::Lower, Op::NoTrans, Case{100, 9, 900, true});
  }
}

TEST(RankkNativeFloat, GramOnFp64TensorCores) {
  GPU_ONLY();
  gram_on_fp64_tensor_cores<float, false>(sym_trans<float>());
}

TEST(RankkNativeCfloat, SyrkGramOnFp64TensorCores) {
  GPU_ONLY();
  gram_on_fp64_tensor_cores<std::complex<float>, false>(sym_trans<std::complex<float>>());
}

TEST(RankkNativeCfloat, HerkGramOnFp64TensorCores) {
  GPU_ONLY();
  gram_on_fp64_tensor_cores<std::complex<float>, true>(kHermTrans);
}
#endif  // BATCHLAS_HAVE_CUDA

// gram's one-pass staging of a whole stage from 16-byte aligned columns (stage_cols_stage, Trans):
// a last chunk shorter than 16 bytes (k = 301, 67: not a multiple of the 4 floats or 2 doubles /
// complex<float> of a chunk; a complex<double> chunk is one element, so never partial) and n not
// a multiple of the tile's row step (30, 100). NoTrans the same shapes: for double and
// complex<double> the l-major panels' 16-byte copies along n (GramMoreItemsThanResidentBlocks'
// aligned n = 61 has a double chunk half past n, zero-filled past its valid bytes).
TYPED_TEST(RankkNative, GramAlignedPartialChunksAndRaggedColumns) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (Op trans : {Op::Trans, Op::NoTrans}) {
      rank_k_pinned<T, false>("gram", uplo, trans, {32, 301, 3, true}, rng);
      rank_k_pinned<T, false>("gram", uplo, trans, {30, 64, 3, true, true}, rng);
      rank_k_pinned<T, false>("gram", uplo, trans, {100, 67, 3, true}, rng);
    }
}

// gram on tiny's warp kernels (Settings::gram_warp forced on; kernels::tiny::gram_warp, whose
// gate and default rule rank_warp_route_test checks on the host): trans = N on a packed A at
// n = 8, 12, 16, 32 with k = 1, 3, 17, 64, 301 (past tiny's k <= 32: up to 151 chunks per round,
// the last whole or partial), both uplo each with and without beta = 0 over NaN, broadcast A every
// fifth, 97 items, the grid capped at 1 or 3 blocks in two cases of three (a block walks rounds
// of several chunks); C with ld = n + 16 bytes. Then calls the kernels refuse, which gram's tile
// kernels take with the switch on: trans = T / C; C with ld = n + 2 and item stride ld n + 3
// (off the 16-byte grid but for complex<double>, whose kernel takes it); A with ld = n + 16 bytes.
// herk against the GEMM reference.
template <class T, bool kHerm> void gram_warp_cases(const std::vector<Op>& transes) {
  auto rng = rng_for_test();
  std::size_t i = 0;
  for (int64_t n : {8, 12, 16, 32})
    for (int64_t k : {1, 3, 17, 64, 301})
      for (Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
        Case c{n, k, 97, false, (i / 2) % 2 == 1, i % 5 == 2};  // i % 2 is uplo
        c.packed = true;
        c.c_aligned = true;
        Settings s = with_route(kHerm ? "herk" : "syrk", "gram");
        s.gram_warp = true;
        if (i % 3 != 2) s.max_grid = i % 3 == 0 ? 1 : 3;
        ScopedSettings pin{s};
        Queue q = Queue::cuda(0);
        EXPECT_TRUE((rank_k<T, kHerm>(q, uplo, Op::NoTrans, c, rng)))
            << describe("gram (warp kernels)", uplo, Op::NoTrans, c) << " max_grid " << (s.max_grid ? *s.max_grid : 0);
        ++i;
      }
  Settings s = with_route(kHerm ? "herk" : "syrk", "gram");
  s.gram_warp = true;
  ScopedSettings pin{s};
  Queue q = Queue::cuda(0);
  for (Op trans : transes) {
    if (trans == Op::NoTrans) continue;
    const Case t{32, 40, 9, true, true, false, false, true};
    EXPECT_TRUE((rank_k<T, kHerm>(q, Uplo::Lower, trans, t, rng))) << describe("gram (switch on)", Uplo::Lower, trans, t);
  }
  const Case c_ld{32, 40, 9, false, true, false, true, false};  // C ld = n + 2
  EXPECT_TRUE((rank_k<T, kHerm>(q, Uplo::Upper, Op::NoTrans, c_ld, rng))) << describe("gram (switch on)", Uplo::Upper, Op::NoTrans, c_ld);
  const Case a_ld{16, 301, 9, true, false, false, false, true};  // A ld = n + 16 bytes
  EXPECT_TRUE((rank_k<T, kHerm>(q, Uplo::Lower, Op::NoTrans, a_ld, rng))) << describe("gram (switch on)", Uplo::Lower, Op::NoTrans, a_ld);
}

TYPED_TEST(RankkNative, GramOnWarpKernels) {
  GPU_ONLY();
  gram_warp_cases<TypeParam, false>(sym_trans<TypeParam>());
}

// ---- herk -------------------------------------------------------------------------------------

TYPED_TEST(RankkNativeHerm, HerkGramOnWarpKernelsMatchGemmReference) {
  GPU_ONLY();
  gram_warp_cases<TypeParam, true>(kHermTrans);
}

TYPED_TEST(RankkNativeHerm, HerkNarrowShapesMatchGemmReference) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  for (const char* fam : {"gram", "triangular"})
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (Op trans : kHermTrans)
        for (int64_t n : kNarrowN)
          rank_k_pinned<T, true>(fam, uplo, trans, {n, 300, 2, n % 2 == 0, n == 96, n == 24}, rng);
}

// herk's one-pass Gram staging (ConjTrans): a partial last chunk (complex<float>; complex<double>
// chunks are one element) and ragged n.
TYPED_TEST(RankkNativeHerm, GramAlignedPartialChunksAndRaggedColumns) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
    rank_k_pinned<T, true>("gram", uplo, Op::ConjTrans, {30, 301, 3, true}, rng);
    rank_k_pinned<T, true>("gram", uplo, Op::ConjTrans, {100, 67, 3, true, true}, rng);
  }
}

TYPED_TEST(RankkNativeHerm, HerkTriangularTileEdgesMatchGemmReference) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (Op trans : kHermTrans)
      for (int64_t n : kTileEdgeN)
        rank_k_pinned<T, true>("triangular", uplo, trans, {n, 29, 2, n == 257, n == 127}, rng);
}

TYPED_TEST(RankkNativeHerm, HerkRecursiveNativeBlocksMatchGemmReference) {
  GPU_ONLY();
  recursive_native_blocks<TypeParam, true>(kHermTrans);
}

TYPED_TEST(RankkNativeHerm, HerkBatch70000) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  for (const char* fam : {"gram", "triangular"})
    rank_k_pinned<T, true>(fam, Uplo::Upper, Op::ConjTrans, {8, 5, 70000}, rng);
}

// ---- syr2k / her2k ----------------------------------------------------------------------------

TYPED_TEST(RankkNative, Syr2kTriangularShapesAndTileEdges) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (Op trans : sym_trans<T>())
      for (int64_t n : {24, 64, 127, 129})
        rank_2k_pinned<T, false>(uplo, trans, {n, 70, 2, n == 64 || n == 129, n == 127, n == 24}, rng);
  rank_2k_pinned<T, false>(Uplo::Lower, Op::Trans, {257, 19, 1}, rng);
  rank_2k_pinned<T, false>(Uplo::Upper, Op::NoTrans, {8, 5, 70000}, rng);
}

TYPED_TEST(RankkNativeHerm, Her2kTriangularShapesAndTileEdges) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (Op trans : kHermTrans)
      for (int64_t n : {24, 64, 127, 129})
        rank_2k_pinned<T, true>(uplo, trans, {n, 70, 2, n == 64 || n == 129, n == 127, n == 24}, rng);
  rank_2k_pinned<T, true>(Uplo::Upper, Op::ConjTrans, {257, 19, 1}, rng);
  rank_2k_pinned<T, true>(Uplo::Lower, Op::NoTrans, {8, 5, 70000}, rng);
}

// ---- routes agree -----------------------------------------------------------------------------

#ifdef BATCHLAS_HAVE_CUDA
// float's and complex<float>'s rank-k tiles (`triangular`, `recursive_native`'s diagonal blocks)
// on the FP64 tensor cores (Settings::rankk_f64 forced on, and off for the SIMT engine; the
// launch count says which engine each call took): syrk (and herk) `triangular` at n = 1, 17,
// 64 (one tile), 65, 127, 129, 200 (tile edges, several tiles) with k = 1, 7, 300, uplo x trans,
// beta = 0 over NaN in every other pair of cases, the 16-byte staging path in every other case
// and a broadcast A in every third; syr2k (and her2k, complex alpha) at n = 24, 64, 127, 129;
// then recursive_native_blocks' cases (the kernel over diagonal blocks, block-major units).
template <class T, bool kHerm> void rankk_on_fp64_tensor_cores(const std::vector<Op>& transes) {
  namespace k3 = batchlas::kernels::level3;
  auto rng = rng_for_test();
  Queue q = Queue::cuda(0);
  const char* op = kHerm ? "herk" : "syrk";
  const char* op2 = kHerm ? "her2k" : "syr2k";
  for (const bool f64 : {true, false}) {
    Settings s = settings();
    s.rankk_f64 = f64;
    ScopedSettings engine_pin{s};
    const std::string engine = f64 ? "triangular (FP64 engine)" : "triangular (SIMT engine)";
    auto counted = [&](const Case& c, Uplo uplo, Op trans, auto&& call) {
      const int64_t before = k3::rankk_f64_calls();
      EXPECT_TRUE(call()) << describe(engine, uplo, trans, c);
      EXPECT_EQ(k3::rankk_f64_calls() - before, f64 ? 1 : 0) << describe(engine, uplo, trans, c);
    };
    std::size_t i = 0;
    for (int64_t n : {1, 17, 64, 65, 127, 129, 200})
      for (int64_t k : {1, 7, 300})
        for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
          for (Op trans : transes) {
            const Case c{n, k, 2, i % 2 == 0, (i / 2) % 2 == 1, i % 3 == 2};
            ++i;
            ScopedSettings pin{with_route(op, "triangular")};
            counted(c, uplo, trans, [&] { return rank_k<T, kHerm>(q, uplo, trans, c, rng); });
          }
    for (int64_t n : {24, 64, 127, 129})
      for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
        for (Op trans : transes) {
          const Case c{n, 70, 2, n == 64 || n == 129, n == 127, n == 24};
          ScopedSettings pin{with_route(op2, "triangular")};
          counted(c, uplo, trans, [&] { return rank_2k<T, kHerm>(q, uplo, trans, c, rng); });
        }
    const int64_t before = k3::rankk_f64_calls();
    recursive_native_blocks<T, kHerm>(transes);
    if (f64) EXPECT_GT(k3::rankk_f64_calls() - before, 0) << "recursive_native on the FP64 engine";
    else EXPECT_EQ(k3::rankk_f64_calls() - before, 0) << "recursive_native on the SIMT engine";
  }
}

TEST(RankkNativeFloat, RankkTilesOnFp64TensorCores) {
  GPU_ONLY();
  rankk_on_fp64_tensor_cores<float, false>(sym_trans<float>());
}

TEST(RankkNativeCfloat, SyrkRankkTilesOnFp64TensorCores) {
  GPU_ONLY();
  rankk_on_fp64_tensor_cores<std::complex<float>, false>(sym_trans<std::complex<float>>());
}

TEST(RankkNativeCfloat, HerkRankkTilesOnFp64TensorCores) {
  GPU_ONLY();
  rankk_on_fp64_tensor_cores<std::complex<float>, true>(kHermTrans);
}
#endif  // BATCHLAS_HAVE_CUDA

TYPED_TEST(RankkNative, RoutesAgree) {
  GPU_ONLY();
  using T = TypeParam;
  auto rng = rng_for_test();
  Queue gq = Queue::cuda(0);
  const int64_t n = 100, k = 45, batch = 3;
  for (Op trans : {Op::NoTrans, Op::Trans}) {
    const bool nt = trans == Op::NoTrans;
    Twin<Mat<T>> A(gq, nt ? n : k, nt ? k : n, batch), B(gq, nt ? n : k, nt ? k : n, batch);
    Twin<Mat<T>> C(gq, n, n, batch);
    A.fill([&](Mat<T>& m) { m.fill(rng); });
    B.fill([&](Mat<T>& m) { m.fill(rng); });
    C.fill([&](Mat<T>& m) { m.fill(rng); });
    const T alpha = random_value<T>(rng), beta = random_value<T>(rng);
    gpu_support::expect_families_agree(
        gq, "syrk", {"gram", "triangular", "gemm_fold", "blocked", "recursive", "recursive_native", "vendor"}, C, k,
        [&](Queue& q, bool g) {
          syrk(q, Uplo::Lower, trans, alpha, A.on(g).cview(), beta, C.on(g).view());
        },
        "syrk trans=" + std::string(1, to_char(trans)));
    gpu_support::expect_families_agree(
        gq, "syr2k", {"triangular", "gemm_fold", "vendor"}, C, 2 * k,
        [&](Queue& q, bool g) {
          syr2k(q, Uplo::Upper, trans, alpha, A.on(g).cview(), B.on(g).cview(), beta,
                C.on(g).view());
        },
        "syr2k trans=" + std::string(1, to_char(trans)));
  }
}

TYPED_TEST(RankkNativeHerm, RoutesAgree) {
  GPU_ONLY();
  using T = TypeParam;
  using R = real_t<T>;
  auto rng = rng_for_test();
  Queue gq = Queue::cuda(0);
  const int64_t n = 77, k = 52, batch = 3;
  for (Op trans : kHermTrans) {
    const bool nt = trans == Op::NoTrans;
    Twin<Mat<T>> A(gq, nt ? n : k, nt ? k : n, batch), B(gq, nt ? n : k, nt ? k : n, batch);
    Twin<Mat<T>> C(gq, n, n, batch);
    A.fill([&](Mat<T>& m) { m.fill(rng); });
    B.fill([&](Mat<T>& m) { m.fill(rng); });
    C.fill([&](Mat<T>& m) { m.fill(rng); });
    const R ralpha = random_value<R>(rng), beta = random_value<R>(rng);
    const T alpha = random_value<T>(rng);
    gpu_support::expect_families_agree(
        gq, "herk", {"gram", "triangular", "gemm_fold", "blocked", "recursive", "recursive_native", "vendor"}, C, k,
        [&](Queue& q, bool g) {
          herk(q, Uplo::Upper, trans, ralpha, A.on(g).cview(), beta, C.on(g).view());
        },
        "herk trans=" + std::string(1, to_char(trans)));
    gpu_support::expect_families_agree(
        gq, "her2k", {"triangular", "gemm_fold", "vendor"}, C, 2 * k,
        [&](Queue& q, bool g) {
          her2k(q, Uplo::Lower, trans, alpha, A.on(g).cview(), B.on(g).cview(), beta,
                C.on(g).view());
        },
        "her2k trans=" + std::string(1, to_char(trans)));
  }
}

}  // namespace
