// Routes agree: every Level-2 operation pinned to each of its own CUDA families (`native`,
// `packed` for gemv T/C and the rank updates, `stream` for the rank updates) and then to `vendor` on the same fresh random
// inputs gives the same result (within the rounding bound of the reduction) and leaves the same
// elements untouched (bit for bit: sentinels in padding, gaps, the other triangle).
// Sizes cross the kernels' size classes (4, 8, 16, 32 and the tiled n > 32 paths), increments
// are negative and > 1, and one tiny size runs a batch of 70,000 (past the 65,535 grid limit).
// The default layouts (ld = rows + 2, odd item strides, increments != 1) force the `packed`
// kernels' scalar fallback; PackedLayouts* use 16-byte-aligned layouts with unit increments so
// their 16-byte pack path runs, plus a base pointer one element off (fallback again).
// Skipped without a CUDA device.
#include <functional>
#include <limits>
#include <optional>
#include <tuple>

#include "cuda/gpu_support.hh"
#include "support/oracle_level2.hh"

namespace {

using namespace testing_support;

const std::vector<int64_t> kSizes = {1, 3, 4, 8, 16, 32, 33, 64, 100, 1024};

/// Items per size: many for the tiny classes, few for n = 1024 (the oracle is the other route).
int64_t batch_for(int64_t n) { return n >= 1024 ? 2 : n >= 64 ? 9 : 37; }

/// Bit-identical, or both numbers within the reduction's rounding bound.
template <class T> bool agree(const T& a, const T& b, int64_t terms) {
  if (same_bits(a, b)) return true;
  using R = real_t<T>;
  const double eps = std::numeric_limits<R>::epsilon();
  const double bound = 8.0 * (terms + 2) * eps * (2.0 * terms + 4.0);  // |entries| <= 1
  return std::abs(std::complex<double>(a) - std::complex<double>(b)) <= bound;
}

template <class T>
::testing::AssertionResult same_results(const std::vector<T>& native, const std::vector<T>& vendor,
                                        int64_t terms) {
  for (std::size_t k = 0; k < native.size(); ++k)
    if (!agree(native[k], vendor[k], terms))
      return ::testing::AssertionFailure()
             << "element " << k << ": native " << native[k] << ", vendor " << vendor[k];
  return ::testing::AssertionSuccess();
}

/// The CUDA families of `op` besides `vendor`: `native`; `packed` for gemv Trans / ConjTrans (it
/// refuses NoTrans); `packed` and `stream` for the rank updates.
std::vector<std::string> own_families(const std::string& op, Op trans) {
  if (op == "gemv") {
    if (trans != Op::NoTrans) return {"native", "packed"};
    return {"native"};
  }
  if (op == "trmv" || op == "symv" || op == "hemv") return {"native"};
  return {"native", "packed", "stream"};
}

/// Runs `call` with op pinned to each of own_families(op, trans) and then to `vendor`,
/// restoring `out` from `initial` before each run, and compares each own family's output with
/// the vendor one. `trans` matters for gemv only.
template <class T>
::testing::AssertionResult routes_agree(const std::string& op, Buffer<T>& out, int64_t terms,
                                        const std::function<void()>& call,
                                        Op trans = Op::Trans) {
  const auto initial = out.host;
  auto routes = own_families(op, trans);
  routes.push_back("vendor");
  std::vector<std::vector<T>> results;
  for (const auto& route : routes) {
    out.host = initial;
    out.upload();
    ScopedSettings pin{with_route(op, route)};
    call();
    out.download();
    results.push_back(out.host);
  }
  out.host = initial;
  for (std::size_t f = 0; f + 1 < routes.size(); ++f) {
    auto r = same_results(results[f], results.back(), terms);
    if (!r) return r << " (family " << routes[f] << ")";
  }
  return ::testing::AssertionSuccess();
}

template <class T> class Level2Native : public ::testing::Test {};
TYPED_TEST_SUITE(Level2Native, Types, TypeNames);

TYPED_TEST(Level2Native, GemvRoutesAgree) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (int64_t n : kSizes)
    for (Op t : {Op::NoTrans, Op::Trans, Op::ConjTrans})
      for (T beta : {T(0), random_value<T>(rng)}) {
        const int64_t m = n == 1024 ? 1024 : n + 2, batch = batch_for(n);
        const int64_t xl = t == Op::NoTrans ? n : m, yl = t == Op::NoTrans ? m : n;
        Mat<T> A(q, m, n, batch);
        Vec<T> x(q, xl, batch, -2), y(q, yl, batch, -1);
        A.fill(rng), x.fill(rng), y.fill(rng);
        if (beta == T(0)) plant_nan(y);
        A.buf.upload(), x.buf.upload();
        const T alpha = random_value<T>(rng);
        EXPECT_TRUE(routes_agree<T>("gemv", y.buf, xl + 1, [&] {
          gemv(q, t, alpha, A.cview(), x.cview(), beta, y.view());
        }, t)) << "trans=" << to_char(t) << " n=" << n;
      }
}

/// ger, or gerc where conj, on fresh random A, x and y in the caller's layouts: every own family
/// against vendor.
template <class T>
::testing::AssertionResult ger_routes_agree(Queue& q, std::mt19937_64& rng, Mat<T>& A, Vec<T>& x,
                                            Vec<T>& y, bool conj) {
  A.fill(rng), x.fill(rng), y.fill(rng);
  x.buf.upload(), y.buf.upload();
  const T alpha = random_value<T>(rng);
  return routes_agree<T>(conj ? "gerc" : "ger", A.buf, 2, [&] {
    if (conj) gerc(q, alpha, x.cview(), y.cview(), A.view());
    else ger(q, alpha, x.cview(), y.cview(), A.view());
  });
}

TYPED_TEST(Level2Native, GerAndGercRoutesAgree) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (int64_t n : kSizes)
    for (bool conj : {false, true}) {
      const int64_t m = n == 1024 ? 1024 : n + 1, batch = batch_for(n);
      Mat<T> A(q, m, n, batch);
      Vec<T> x(q, m, batch, -1), y(q, n, batch, 3);
      EXPECT_TRUE(ger_routes_agree(q, rng, A, x, y, conj)) << "n=" << n << " conj=" << conj;
    }
}

// Defined with the 16-byte layouts below.
template <class T>
void trmv_layout_cases(Queue& q, std::mt19937_64& rng, int64_t n, int64_t batch, Uplo u,
                       bool aligned);

TYPED_TEST(Level2Native, TrmvRoutesAgree) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (int64_t n : kSizes)
    for (Uplo u : {Uplo::Lower, Uplo::Upper}) trmv_layout_cases<T>(q, rng, n, batch_for(n), u, false);
}

/// How symv_case shares and scales its operands.
struct SymvShape {
  bool broadcast = false;  ///< one A and one x (stride 0) read by every item
  bool beta_zero = false;  ///< beta = 0 over a y left untouched (NaN sentinels): y must not be read
};

/// One symv (or hemv) case over every family against vendor: the other triangle left NaN, a
/// planted imaginary diagonal for hemv, x and y with the given increments.
template <class T>
::testing::AssertionResult symv_case(Queue& q, std::mt19937_64& rng, int64_t n, int64_t batch,
                                     Uplo u, bool herm, int64_t incx, int64_t incy,
                                     SymvShape shape = {}) {
  const int64_t stored = shape.broadcast ? 1 : batch;
  Mat<T> A(q, n, n, stored);
  Vec<T> x(q, n, stored, incx), y(q, n, batch, incy);
  A.fill(rng, [&](int64_t i, int64_t j) { return u == Uplo::Lower ? i >= j : i <= j; });
  if (herm) plant_imaginary_diagonal(A);
  x.fill(rng);
  if (!shape.beta_zero) y.fill(rng);
  A.buf.upload(), x.buf.upload();
  const T alpha = random_value<T>(rng), beta = shape.beta_zero ? T(0) : random_value<T>(rng);
  const auto Av = shape.broadcast ? A.broadcast(batch) : A.cview();
  const auto xv = shape.broadcast ? x.broadcast(batch) : x.cview();
  return routes_agree<T>(herm ? "hemv" : "symv", y.buf, n + 1, [&] {
    if constexpr (is_complex_v<T>)
      if (herm) return hemv(q, u, alpha, Av, xv, beta, y.view());
    symv(q, u, alpha, Av, xv, beta, y.view());
  });
}

TYPED_TEST(Level2Native, SymvAndHemvRoutesAgree) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (int64_t n : kSizes)
    for (Uplo u : {Uplo::Lower, Uplo::Upper})
      for (bool herm : {false, true})
        if (!herm || is_complex_v<T>)
          EXPECT_TRUE(symv_case<T>(q, rng, n, batch_for(n), u, herm, 2, -2))
              << "uplo=" << to_char(u) << " herm=" << herm << " n=" << n;
}

// More items than resident blocks at n > 32: each block of the symv/hemv kernel runs several
// items in turn, its warps' copy pipelines running on into the next item across the per-item
// barrier, and the two y accumulators alternating (the cases above give each block one item).
TYPED_TEST(Level2Native, SymvAndHemvMoreItemsThanResidentBlocks) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (auto [n, batch] : {std::pair<int64_t, int64_t>{40, 2500}, {100, 800}})
    for (Uplo u : {Uplo::Lower, Uplo::Upper})
      for (bool herm : {false, true})
        if (!herm || is_complex_v<T>)
          EXPECT_TRUE(symv_case<T>(q, rng, n, batch, u, herm, -1, 3))
              << "uplo=" << to_char(u) << " herm=" << herm << " n=" << n << " batch=" << batch;
}

// Sizes one short of and one past the tile edges (a last tile row and column 31 or 1 wide), and
// n = 129 (with BATCHLAS_L2_SWEEP=0, where double leaves symv_staged for symv_large); one item, and more items than
// resident blocks; broadcast A and x; beta = 0 over a y of NaN sentinels.
TYPED_TEST(Level2Native, SymvAndHemvTileEdgesBroadcastBetaZero) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (int64_t n : {63, 65, 97, 129})
    for (int64_t batch : {1, 300})
      for (Uplo u : {Uplo::Lower, Uplo::Upper})
        for (bool herm : {false, true}) {
          if (herm && !is_complex_v<T>) continue;
          EXPECT_TRUE(symv_case<T>(q, rng, n, batch, u, herm, 1, -1, {.broadcast = true}))
              << "broadcast uplo=" << to_char(u) << " herm=" << herm << " n=" << n
              << " batch=" << batch;
          EXPECT_TRUE(symv_case<T>(q, rng, n, batch, u, herm, -2, -1, {.beta_zero = true}))
              << "beta=0 uplo=" << to_char(u) << " herm=" << herm << " n=" << n
              << " batch=" << batch;
        }
}

// 70,000 items of a tiny size: more than a 65,535 grid dimension would allow, with broadcast
// inputs (stride 0) for the operands that may be shared.
TYPED_TEST(Level2Native, TinySizeHugeBatchRoutesAgree) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  const int64_t n = 4, batch = 70000;
  Mat<T> A(q, n, n, batch);
  Vec<T> x(q, n, batch, -1), y(q, n, batch, 1);
  A.fill(rng), x.fill(rng), y.fill(rng);
  A.buf.upload(), x.buf.upload();
  const T alpha = random_value<T>(rng), beta = random_value<T>(rng);
  EXPECT_TRUE(routes_agree<T>("gemv", y.buf, n + 1, [&] {
    gemv(q, Op::Trans, alpha, A.broadcast(batch), x.cview(), beta, y.view());
  }));
  EXPECT_TRUE(routes_agree<T>("symv", y.buf, n + 1, [&] {
    symv(q, Uplo::Upper, alpha, A.cview(), x.broadcast(batch), beta, y.view());
  }));
  EXPECT_TRUE(routes_agree<T>("trmv", y.buf, n + 1, [&] {
    trmv(q, Uplo::Lower, Op::ConjTrans, Diag::NonUnit, A.broadcast(batch), y.view());
  }));
  y.buf.upload();
  EXPECT_TRUE(routes_agree<T>("syr2", A.buf, 3, [&] {
    syr2(q, Uplo::Lower, alpha, x.cview(), y.cview(), A.view());
  }));
}

// ---- 16-byte pack layouts (the `packed` families' vector path) ----------------------------
const std::vector<int64_t> kPackedSizes = {4, 8, 16, 32, 64, 96, 128, 512};

int64_t round_up4(int64_t v) { return (v + 3) / 4 * 4; }

/// Matrix with ld and item stride multiples of 4 elements (16-byte packs for every type) and
/// padding rows left as sentinels.
template <class T> Mat<T> packed_mat(Queue& q, int64_t r, int64_t c, int64_t batch) {
  const int64_t pad = round_up4(r + 1) - r;
  return Mat<T>(q, r, c, batch, pad, 4);
}
/// Unit-increment vector with an item stride that is a multiple of 4 elements.
template <class T> Vec<T> packed_vec(Queue& q, int64_t n, int64_t batch) {
  return Vec<T>(q, n, batch, 1, round_up4(n + 1) - n);
}
/// The same storage seen from one element further on (a base pointer off the 16-byte grid for
/// every type but complex<double>): the kernels must fall back to scalar loads.
template <class T> MatrixView<T> shifted(Mat<T>& A) {
  return {A.buf.dev + 1, A.rows, A.cols, A.ld, A.stride, A.batch};
}
int64_t packed_batch(int64_t n) { return n >= 512 ? 3 : n >= 64 ? 7 : 33; }

TYPED_TEST(Level2Native, PackedLayoutsGemvRoutesAgree) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (int64_t n : kPackedSizes)
    for (Op t : {Op::NoTrans, Op::Trans, Op::ConjTrans})
      for (bool shift : {false, true}) {
        const int64_t m = n, batch = packed_batch(n);
        Mat<T> A = packed_mat<T>(q, m, n, batch);
        Vec<T> x = packed_vec<T>(q, m, batch), y = packed_vec<T>(q, n, batch);
        A.fill(rng), x.fill(rng), y.fill(rng);
        A.buf.upload(), x.buf.upload();
        const T alpha = random_value<T>(rng), beta = random_value<T>(rng);
        const MatrixView<const T> Av = shift ? MatrixView<const T>(shifted(A)) : A.cview();
        EXPECT_TRUE(routes_agree<T>("gemv", y.buf, m + 2, [&] {
          gemv(q, t, alpha, Av, x.cview(), beta, y.view());
        }, t)) << "trans=" << to_char(t) << " n=" << n << " shifted=" << shift;
      }
}

TYPED_TEST(Level2Native, PackedLayoutsGerRoutesAgree) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (int64_t n : kPackedSizes)
    for (bool conj : {false, true})
      for (bool shift : {false, true}) {
        const int64_t m = n, batch = packed_batch(n);
        Mat<T> A = packed_mat<T>(q, m, n + 3, batch);  // n + 3 columns: a ragged last group
        Vec<T> x = packed_vec<T>(q, m, batch), y = packed_vec<T>(q, n + 3, batch);
        A.fill(rng), x.fill(rng), y.fill(rng);
        x.buf.upload(), y.buf.upload();
        const T alpha = random_value<T>(rng);
        const MatrixView<T> Av = shift ? shifted(A) : A.view();
        EXPECT_TRUE(routes_agree<T>(conj ? "gerc" : "ger", A.buf, 2, [&] {
          if (conj) gerc(q, alpha, x.cview(), y.cview(), Av);
          else ger(q, alpha, x.cview(), y.cview(), Av);
        })) << "n=" << n << " conj=" << conj << " shifted=" << shift;
      }
}

/// trmv at order n, every trans and diag, routed to native and vendor: A and x in 16-byte
/// layouts (packed_mat, packed_vec) or in the default ones (ld = n + 2, odd item strides, x
/// with increment -3).
template <class T>
void trmv_layout_cases(Queue& q, std::mt19937_64& rng, int64_t n, int64_t batch, Uplo u,
                       bool aligned) {
  for (Op t : {Op::NoTrans, Op::Trans, Op::ConjTrans})
    for (Diag d : {Diag::NonUnit, Diag::Unit}) {
      Mat<T> A = aligned ? packed_mat<T>(q, n, n, batch) : Mat<T>(q, n, n, batch);
      Vec<T> x = aligned ? packed_vec<T>(q, n, batch) : Vec<T>(q, n, batch, -3);
      A.fill(rng, [&](int64_t i, int64_t j) {  // the other triangle and a unit diagonal stay NaN
        return (u == Uplo::Lower ? i >= j : i <= j) && !(d == Diag::Unit && i == j);
      });
      x.fill(rng);
      A.buf.upload();
      EXPECT_TRUE(routes_agree<T>("trmv", x.buf, n + 1, [&] {
        trmv(q, u, t, d, A.cview(), x.view());
      })) << "trmv uplo=" << to_char(u) << " trans=" << to_char(t) << " diag=" << to_char(d)
          << " n=" << n << " aligned=" << aligned;
    }
}

/// symv (or hemv) at order n with beta = 0 over a y of NaN sentinels and a random beta, routed
/// to native and vendor: A, x and y in 16-byte layouts or in the default ones (x and y with
/// increments -2 and 3); the other triangle NaN, hemv's diagonal with planted imaginary parts.
template <class T>
void symv_layout_cases(Queue& q, std::mt19937_64& rng, int64_t n, int64_t batch, Uplo u,
                       bool herm, bool aligned) {
  Mat<T> A = aligned ? packed_mat<T>(q, n, n, batch) : Mat<T>(q, n, n, batch);
  Vec<T> x = aligned ? packed_vec<T>(q, n, batch) : Vec<T>(q, n, batch, -2);
  Vec<T> y = aligned ? packed_vec<T>(q, n, batch) : Vec<T>(q, n, batch, 3);
  A.fill(rng, [&](int64_t i, int64_t j) { return u == Uplo::Lower ? i >= j : i <= j; });
  if (herm) plant_imaginary_diagonal(A);
  x.fill(rng);
  A.buf.upload(), x.buf.upload();
  const T alpha = random_value<T>(rng);
  for (T beta : {T(0), random_value<T>(rng)}) {
    if (beta == T(0)) plant_nan(y);
    else y.fill(rng);
    EXPECT_TRUE(routes_agree<T>(herm ? "hemv" : "symv", y.buf, n + 1, [&] {
      if constexpr (is_complex_v<T>)
        if (herm) return hemv(q, u, alpha, A.cview(), x.cview(), beta, y.view());
      symv(q, u, alpha, A.cview(), x.cview(), beta, y.view());
    })) << "uplo=" << to_char(u) << " herm=" << herm << " n=" << n << " aligned=" << aligned
        << " beta_zero=" << (beta == T(0));
  }
}

/// The largest n whose sweep accumulators (2n elements) fit the default 48 KB of shared memory
/// (sweep::accumulators_fit, tri_sweep.cuh): one past it runs the global form.
template <class T> constexpr int64_t sweep_limit() { return 48 * 1024 / (2 * int64_t(sizeof(T))); }

// symv/hemv past the shared accumulators (2n elements > 48 KB: tri_sweep_global, a warp per
// tile adding into y with global atomics), 2 items: A, x and y in 16-byte layouts at the limit
// + 4 (whole 16-byte pieces for every type: the V16 kernels), the default layouts one past it
// (Upper: ld = n + 2, x and y with increments -2 and 3; element loads), then one past it with
// increments -1 and -2 over a broadcast A and x, and with beta = 0 over NaN. Against cuBLAS's
// symv/hemv loop: the bound of agree() is tight for double and complex<double> (about 1e-8 at
// n = 3,073); for float and complex<float> (n = 6,145 and 3,073) it is loose, and the same
// template's double cases carry the check of every tile's indices.
TYPED_TEST(Level2Native, SymvAndHemvPastSharedAccumulators) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  const int64_t limit = sweep_limit<T>();
  for (bool herm : {false, true})
    if (!herm || is_complex_v<T>) {
      symv_layout_cases<T>(q, rng, limit + 4, 2, Uplo::Lower, herm, true);
      symv_layout_cases<T>(q, rng, limit + 1, 2, Uplo::Upper, herm, false);
      EXPECT_TRUE(symv_case<T>(q, rng, limit + 1, 2, Uplo::Lower, herm, -1, -2, {.broadcast = true}))
          << "broadcast herm=" << herm;
      EXPECT_TRUE(symv_case<T>(q, rng, limit + 1, 2, Uplo::Upper, herm, 2, -1, {.beta_zero = true}))
          << "beta=0 herm=" << herm;
    }
}

// trmv past the sweep's shared accumulators (2n elements > 48 KB: run_global, x copied to a
// workspace and a warp per tile adding into x with global atomics), every trans and diag:
// 16-byte layouts at the limit + 4 (whole pieces for every type), 2 items; then the default
// layouts one past the limit (Upper, x with increment -3), 3 items with the workspace budget at
// two items' x, so the batch runs in a chunk of two and a chunk of one.
TYPED_TEST(Level2Native, TrmvPastSweepAccumulators) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  const int64_t limit = sweep_limit<T>();
  trmv_layout_cases<T>(q, rng, limit + 4, 2, Uplo::Lower, true);
  Settings s = settings();
  s.expand_max_bytes = 2 * (limit + 1) * int64_t(sizeof(T));
  ScopedSettings scope{s};
  trmv_layout_cases<T>(q, rng, limit + 1, 3, Uplo::Upper, false);
}

TYPED_TEST(Level2Native, PackedLayoutsTrmvRoutesAgree) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (int64_t n : kPackedSizes)
    for (Uplo u : {Uplo::Lower, Uplo::Upper}) trmv_layout_cases<T>(q, rng, n, packed_batch(n), u, true);
}

TYPED_TEST(Level2Native, PackedLayoutsSymvAndHemvRoutesAgree) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (int64_t n : kPackedSizes)
    for (Uplo u : {Uplo::Lower, Uplo::Upper})
      for (bool herm : {false, true})
        if (!herm || is_complex_v<T>) symv_layout_cases<T>(q, rng, n, packed_batch(n), u, herm, true);
}

/// Layouts of the rank-update cases: A, x and y in 16-byte layouts (packed_mat, packed_vec);
/// A so, but x with increment -1 and y with increment 2 broadcast to every item (the kernels load
/// the vectors element by element beside packed A); the default layouts (ld = n + 2, odd item
/// strides, x with increment -1, y with increment 2); A, x and y with no padding at all (ld = n,
/// item strides n * n and n: the bench's layout).
enum class RankLayout { Packed, PackedScalarVectors, Default, Tight };

/// syr, her (complex types), syr2 and her2 at order n on triangle u, routed to native, packed,
/// stream and vendor. The other triangle holds NaN sentinels: pieces straddling the diagonal read them
/// and must leave them untouched; her/her2 must ignore the NaN imaginary parts planted on the
/// diagonal, and leave the diagonal's imaginary part exactly zero in every own family (checked
/// apart: routes_agree's rounding bound would pass a residue).
template <class T>
void rank_layout_cases(Queue& q, std::mt19937_64& rng, int64_t n, int64_t batch, Uplo u,
                       RankLayout layout) {
  const bool packed = layout == RankLayout::Packed || layout == RankLayout::PackedScalarVectors;
  const bool tight = layout == RankLayout::Tight;
  const bool broadcast_y = layout == RankLayout::PackedScalarVectors;
  const auto vec = [&] {
    if (tight) return Vec<T>(q, n, batch, 1, 0);
    return packed_vec<T>(q, n, batch);
  };
  for (const char* op : {"syr", "her", "syr2", "her2"}) {
    const bool herm = op[0] == 'h';
    if (herm && !is_complex_v<T>) continue;
    Mat<T> A = tight ? Mat<T>(q, n, n, batch, 0, 0)
                     : packed ? packed_mat<T>(q, n, n, batch) : Mat<T>(q, n, n, batch);
    const bool unit = layout == RankLayout::Packed || tight;
    Vec<T> x = unit ? vec() : Vec<T>(q, n, batch, -1);
    Vec<T> y = unit ? vec() : Vec<T>(q, n, batch, 2);
    A.fill(rng, [&](int64_t i, int64_t j) { return u == Uplo::Lower ? i >= j : i <= j; });
    if (herm) plant_imaginary_diagonal(A);
    x.fill(rng), y.fill(rng);
    x.buf.upload(), y.buf.upload();
    const auto yv = broadcast_y ? y.broadcast(batch) : y.cview();
    const T alpha = herm && std::string(op) == "her" ? T(real_t<T>(0.75)) : random_value<T>(rng);
    const auto call = [&] {
      const std::string o(op);
      if constexpr (is_complex_v<T>) {
        if (o == "her") return her(q, u, std::real(alpha), x.cview(), A.view());
        if (o == "her2") return her2(q, u, alpha, x.cview(), yv, A.view());
      }
      if (o == "syr") syr(q, u, alpha, x.cview(), A.view());
      else syr2(q, u, alpha, x.cview(), yv, A.view());
    };
    EXPECT_TRUE(routes_agree<T>(op, A.buf, 3, call))
        << op << " uplo=" << to_char(u) << " n=" << n << " batch=" << batch
        << " layout=" << int(layout);
    if constexpr (is_complex_v<T>) {
      if (!herm) continue;
      const auto initial = A.buf.host;
      for (const char* family : {"native", "packed", "stream"}) {
        A.buf.host = initial;
        A.buf.upload();
        {
          ScopedSettings pin{with_route(op, family)};
          call();
        }
        A.buf.download();
        int64_t bad = 0;
        for (int64_t b = 0; b < batch; ++b)
          for (int64_t i = 0; i < n; ++i) bad += std::imag(A.at(i, i, b)) != 0;
        EXPECT_EQ(bad, 0) << op << " (family " << family << "): diagonal elements with a nonzero "
                          << "imaginary part, uplo=" << to_char(u) << " n=" << n
                          << " layout=" << int(layout);
      }
      A.buf.host = initial;
    }
  }
}

TYPED_TEST(Level2Native, PackedLayoutsSyrHerSyr2Her2RoutesAgree) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  // Besides kPackedSizes: sizes whose pack count P = n / V is odd where the fold kernel runs
  // (rank_fold.cuh, fold_wins: complex<float> always, float from 64, double from 32, unless the
  // tile kernel takes the size: rank_tiles.cuh tiles_win, here 128-512 by type; RankTiles* below
  // run both at every size), so every block has a partner:
  // 6 and 10 (complex<float>), 68 (float, P = 17), 98 (double and complex<float>, P = 49), 132
  // (float P = 33: two row panels of 32 lanes); 65 and 98 (float) are not whole packs (the V = 1
  // fold, P = 65 odd); real 6-20 and double syr2 at 512 for the rectangle kernel.
  for (RankLayout layout : {RankLayout::Packed, RankLayout::PackedScalarVectors})
    for (int64_t n : {4, 6, 8, 10, 12, 16, 20, 32, 36, 64, 65, 68, 96, 98, 128, 132, 512})
      for (Uplo u : {Uplo::Lower, Uplo::Upper})
        rank_layout_cases<T>(q, rng, n, packed_batch(n), u, layout);
}

/// The settings in force with every grid capped at max_grid blocks (none: uncapped).
Settings with_grid(std::optional<int64_t> max_grid) {
  Settings s = settings();
  s.max_grid = max_grid;
  return s;
}

// The stream kernel (rank_stream.cuh, the `stream` families) beside the others: tight layouts
// (no padding: consecutive items' packs adjoin, so a tile's packs straddle items) and padded
// ones; pack counts P = n / V even (the fold's half-masked middle block: 4, 8, ... for every V)
// and odd (every block paired: 12 and 20 for float's V = 4, 6 and 10 for V = 2, 5 for V = 1,
// which the other types run unpacked too); on uncapped grids and on 1 and 3 blocks
// (Settings::max_grid) with 300 items, so each block walks several tiles of kStreamTile = 1,024
// packs (float n = 8: 4,800 units); then a batch past 65,535 items (70,001 of order 8).
TYPED_TEST(Level2Native, StreamRankUpdatesEveryTile) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (std::optional<int64_t> grid : {std::optional<int64_t>(), std::optional<int64_t>(1),
                                      std::optional<int64_t>(3)}) {
    ScopedSettings scope{with_grid(grid)};
    for (RankLayout layout : {RankLayout::Tight, RankLayout::Packed})
      for (int64_t n : {4, 5, 6, 8, 10, 12, 16, 20, 32, 64})
        for (Uplo u : {Uplo::Lower, Uplo::Upper})
          rank_layout_cases<T>(q, rng, n, grid ? 300 : packed_batch(n), u, layout);
    for (int64_t m : {4, 8, 12, 36})  // ger and gerc, tight, n = m + 3 columns
      for (bool conj : {false, true}) {
        const int64_t n = m + 3, batch = grid ? 300 : 33;
        Mat<T> A(q, m, n, batch, 0, 0);
        Vec<T> x(q, m, batch, 1, 0), y(q, n, batch, 1, 0);
        EXPECT_TRUE(ger_routes_agree(q, rng, A, x, y, conj))
            << "m=" << m << " conj=" << conj << " grid=" << (grid ? *grid : 0);
      }
  }
  rank_layout_cases<T>(q, rng, 8, 70001, Uplo::Lower, RankLayout::Tight);
}

// A few stream cases for compute-sanitizer (memcheck, racecheck): every layout, one block.
TYPED_TEST(Level2Native, StreamRankUpdatesSanitizerLight) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  ScopedSettings scope{with_grid(1)};
  for (RankLayout layout : {RankLayout::Tight, RankLayout::Packed, RankLayout::Default})
    for (int64_t n : {8, 12})
      rank_layout_cases<T>(q, rng, n, 3, Uplo::Upper, layout);
}

// stream's refusal (rank_stream.cuh, stream_refusal): an item of 46,341 x 46,341 elements (past
// 2^31, the kernel's 32-bit unit index) is refused by name when stream is pinned, before any
// work (A's view claims the size but only its first element is allocated, right after x's n, so
// the spans are disjoint; nothing reads it).
TEST(Level2NativeStream, RefusesAnItemPastItsUnitIndex) {
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  const int64_t n = 46341;
  Buffer<float> buf(q, n + 1);
  const MatrixView<float> A{buf.dev + n, n, n, n, n * n, 1};
  const VectorView<const float> xv{buf.dev, n, 1, n, 1};
  ScopedSettings pin{with_route("syr", "stream")};
  EXPECT_INVALID(syr(q, Uplo::Lower, 1.0f, xv, A), "an item has more packs than the stream kernel");
}

TYPED_TEST(Level2Native, SyrHerSyr2Her2RoutesAgree) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (int64_t n : kSizes)
    for (Uplo u : {Uplo::Lower, Uplo::Upper})
      rank_layout_cases<T>(q, rng, n, batch_for(n), u, RankLayout::Default);
}

// ---- the triangle sweep (kernels/level2/tri_sweep.cuh) and the tile kernels it replaces -----
/// The settings in force with the sweep forced on or off, and every grid capped at max_grid
/// blocks where given.
Settings with_sweep(bool on, std::optional<int64_t> max_grid = std::nullopt) {
  Settings s = settings();
  s.l2_sweep = on;
  if (max_grid) s.max_grid = max_grid;
  return s;
}

/// symv/hemv (both beta forms) and trmv (every flag) at order n, both triangles, in 16-byte
/// layouts or the default ones.
template <class T>
void sweep_cases(Queue& q, std::mt19937_64& rng, int64_t n, int64_t batch, bool aligned) {
  for (Uplo u : {Uplo::Lower, Uplo::Upper}) {
    for (bool herm : {false, true})
      if (!herm || is_complex_v<T>) symv_layout_cases<T>(q, rng, n, batch, u, herm, aligned);
    trmv_layout_cases<T>(q, rng, n, batch, u, aligned);
  }
}

// Orders past a tile edge, on and off the 16-byte grid (the sweep loads 16-byte pieces only
// where n is whole pieces too: 33, 37 and 131 none but complex<double>'s; 66 and 98 the 8-byte
// types' and complex<double>'s; 68 every type's, with a last tile row 4 wide), in both layouts,
// with the sweep forced on and off; and more items than resident warps or blocks (132 SMs,
// the registers of session 17's build): n = 40 with 3,000 items (a warp per item for float and
// complex<double>, at most 2,640 warps resident for float; a block per item for double and
// complex<float>; every type runs several items per warp or block, trmv in place included), 140
// with 700 (a block per item but for complex<double>, several per block: the two accumulators
// alternate) and 257 with 150 (complex<double>'s block form, several items per block). n = 32:
// the sweep for double and complex<double> symv/hemv (sweep::small_wins). Fewer items than
// resident blocks split each symv/hemv item over blocks (sweep::split_for): batch 5 in the block
// forms wherever an item has two rounds of tiles per warp (double and complex<float> from
// n = 33, float from 66), and 520 with 2 items (every type).
TYPED_TEST(Level2Native, SweepAndTileKernelsEveryLayout) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (bool on : {true, false}) {
    ScopedSettings scope{with_sweep(on)};
    for (int64_t n : {32, 33, 37, 66, 68, 98, 131})
      for (bool aligned : {true, false}) {
        SCOPED_TRACE("sweep=" + std::to_string(on) + " n=" + std::to_string(n) +
                     " aligned=" + std::to_string(aligned));
        sweep_cases<T>(q, rng, n, 5, aligned);
      }
    for (auto [n, batch] :
         {std::pair<int64_t, int64_t>{40, 3000}, {140, 700}, {257, 150}, {520, 2}}) {
      SCOPED_TRACE("sweep=" + std::to_string(on) + " n=" + std::to_string(n) +
                   " batch=" + std::to_string(batch));
      sweep_cases<T>(q, rng, n, batch, true);
    }
  }
}

// A few sweep cases for compute-sanitizer (memcheck, racecheck): both layouts, both forms
// (warp and block per item), orders past a tile edge. One item per warp or block; the hazards
// between consecutive items are SweepOneBlockSanitizerLight's.
TYPED_TEST(Level2Native, SweepSanitizerLight) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  ScopedSettings scope{with_sweep(true)};
  // n = 32: the sweep for double and complex<double> symv/hemv; 40: a warp per item (float,
  // complex<double>) or a block (double, complex<float>); 260: a block per item, split over
  // blocks for symv/hemv (3 items, fewer than resident blocks).
  for (int64_t n : {32, 40, 260})
    for (bool aligned : {true, false}) sweep_cases<T>(q, rng, n, 3, aligned);
}

// Both sweep forms with one block for the whole batch (Settings::max_grid = 1): each warp (n = 40,
// float and complex<double>: 4 warps for 9 items) or the block (n = 40 for double and
// complex<float>; n = 260, 3 items) runs several items in turn, so
// compute-sanitizer's racecheck sees the hazards between consecutive items: the warp form's
// trailing __syncwarp, the block form's alternating accumulators. Then one symv/hemv item at
// n = 520 on two blocks: split into 4 parts (sweep::split_for), two per block in turn.
TYPED_TEST(Level2Native, SweepOneBlockSanitizerLight) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  {
    ScopedSettings scope{with_sweep(true, 1)};
    sweep_cases<T>(q, rng, 40, 9, true);
    sweep_cases<T>(q, rng, 260, 3, false);
  }
  ScopedSettings scope{with_sweep(true, 2)};
  sweep_cases<T>(q, rng, 520, 1, false);
}

// ---- the rank updates' triangle tiles (kernels/level2/rank_tiles.cuh) ----------------------
// The `packed` rank updates of a triangle past n = 16 run the tile kernel (BATCHLAS_L2_SWEEP=1,
// forced here; unset, where tiles_win) or the fold and rectangle kernels (0). Orders past a tile
// edge, whole 16-byte pieces or not (17, 31, 33, 37, 131: element loads for all but
// complex<double>, whose elements are 16 bytes either way; 66, 98: pieces for the 8-byte types;
// 48, 68: every type, 68 with a last tile row 4 wide), every layout, both triangles; then more
// tiles than resident warps, so every warp runs several (n = 40 x 3,000 items: 9,000 tiles,
// above the 8,448 warps of 132 SMs at full occupancy), many tiles per item (257 x 60: 2,700)
// and one item over many warps (1,024 x 2: 1,056 tiles).
TYPED_TEST(Level2Native, RankTilesEveryLayout) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (bool on : {true, false}) {
    ScopedSettings scope{with_sweep(on)};
    for (int64_t n : {17, 31, 33, 37, 48, 66, 68, 98, 131})
      for (RankLayout layout :
           {RankLayout::Packed, RankLayout::PackedScalarVectors, RankLayout::Default})
        for (Uplo u : {Uplo::Lower, Uplo::Upper}) {
          SCOPED_TRACE("tiles=" + std::to_string(on));
          rank_layout_cases<T>(q, rng, n, 5, u, layout);
        }
    for (auto [n, batch] : {std::pair<int64_t, int64_t>{40, 3000}, {257, 60}, {1024, 2}})
      for (Uplo u : {Uplo::Lower, Uplo::Upper}) {
        SCOPED_TRACE("tiles=" + std::to_string(on));
        rank_layout_cases<T>(q, rng, n, batch, u, RankLayout::Packed);
      }
  }
}

// A few tile cases for compute-sanitizer (memcheck, racecheck): both load forms, diagonal, edge
// and interior tiles; then on one block (Settings::max_grid = 1, 8 warps): n = 68 has 6 tiles
// per item, 18 in all, so each warp runs two or three tiles of different items in turn.
TYPED_TEST(Level2Native, RankTilesSanitizerLight) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (std::optional<int64_t> grid : {std::optional<int64_t>(), std::optional<int64_t>(1)}) {
    ScopedSettings scope{with_sweep(true, grid)};
    for (RankLayout layout : {RankLayout::Packed, RankLayout::Default}) {
      rank_layout_cases<T>(q, rng, 68, 3, Uplo::Lower, layout);
      rank_layout_cases<T>(q, rng, 37, 3, Uplo::Upper, layout);
    }
  }
}

// ---- gemv Trans / ConjTrans by tiles (src/ops/gemv/tiles.cuh) ----------------------------
/// Layouts of the gemv T/C tile cases: A, x and y in 16-byte layouts (packed_mat, packed_vec);
/// A so, but x with increment -2 (16-byte pieces of A beside element loads of x); the default
/// layouts (ld = m + 2, odd item strides, x and y with increments -2 and 3).
enum class GemvLayout { Packed, PackedScalarX, Default };

/// gemv T and C of an m x n A, beta = 0 over a y of NaN sentinels and a random beta, routed to
/// native, packed and vendor.
template <class T>
void gemv_t_layout_cases(Queue& q, std::mt19937_64& rng, int64_t m, int64_t n, int64_t batch,
                         GemvLayout layout) {
  const bool packed = layout != GemvLayout::Default;
  Mat<T> A = packed ? packed_mat<T>(q, m, n, batch) : Mat<T>(q, m, n, batch);
  Vec<T> x = layout == GemvLayout::Packed ? packed_vec<T>(q, m, batch) : Vec<T>(q, m, batch, -2);
  Vec<T> y = packed ? packed_vec<T>(q, n, batch) : Vec<T>(q, n, batch, 3);
  A.fill(rng), x.fill(rng);
  A.buf.upload(), x.buf.upload();
  const T alpha = random_value<T>(rng);
  for (Op t : {Op::Trans, Op::ConjTrans})
    for (T beta : {T(0), random_value<T>(rng)}) {
      if (beta == T(0)) plant_nan(y);
      else y.fill(rng);
      EXPECT_TRUE(routes_agree<T>("gemv", y.buf, m + 2, [&] {
        gemv(q, t, alpha, A.cview(), x.cview(), beta, y.view());
      }, t)) << "trans=" << to_char(t) << " m=" << m << " n=" << n << " batch=" << batch
             << " layout=" << int(layout) << " beta_zero=" << (beta == T(0));
    }
}

// The `packed` gemv T/C runs the tile kernel from m = 32 on for float, double and complex<float>
// (BATCHLAS_L2_SWEEP=1, forced here; unset, where gemv_tiles::wins; 0 keeps gemv_t_packs;
// complex<double> runs gemv_t_packs either way). Shapes across tile edges in both dimensions:
// m = 33, 37 (element loads of A), 36, 60, 68, 100, 120 (16-byte pieces in the packed layouts;
// 60 and 120 leave rows 16-31 of the last tile partly valid), panels narrower than 32 (n = 8,
// 40, 70), with the tiles on and off, every layout; then more panels than resident warps
// (64 x 64 x 3,000 items: 6,000 panels) and one item of 1,024 x 1,000.
TYPED_TEST(Level2Native, GemvTTilesEveryLayout) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (bool on : {true, false}) {
    ScopedSettings scope{with_sweep(on)};
    for (auto [m, n] : {std::pair<int64_t, int64_t>{32, 32}, {33, 40}, {36, 8}, {37, 64},
                        {60, 33}, {64, 70}, {68, 33}, {100, 131}, {120, 64}, {256, 96}})
      for (GemvLayout layout : {GemvLayout::Packed, GemvLayout::PackedScalarX, GemvLayout::Default}) {
        SCOPED_TRACE("tiles=" + std::to_string(on));
        gemv_t_layout_cases<T>(q, rng, m, n, 5, layout);
      }
    for (auto [m, n, batch] : {std::tuple<int64_t, int64_t, int64_t>{64, 64, 3000}, {1024, 1000, 1}}) {
      SCOPED_TRACE("tiles=" + std::to_string(on));
      gemv_t_layout_cases<T>(q, rng, m, n, batch, GemvLayout::Packed);
    }
  }
}

// A few tile cases for compute-sanitizer (memcheck, racecheck), then on one block
// (Settings::max_grid = 1, 8 warps): 68 x 140, 5 panels x 3 items = 15 units, so most warps run
// two panels of different items.
TYPED_TEST(Level2Native, GemvTTilesSanitizerLight) {
  using T = TypeParam;
  GPU_ONLY();
  Queue q = Queue::cuda(0);
  auto rng = rng_for_test();
  for (std::optional<int64_t> grid : {std::optional<int64_t>(), std::optional<int64_t>(1)}) {
    ScopedSettings scope{with_sweep(true, grid)};
    for (GemvLayout layout : {GemvLayout::Packed, GemvLayout::Default})
      gemv_t_layout_cases<T>(q, rng, 68, 140, 3, layout);
  }
}

}  // namespace
