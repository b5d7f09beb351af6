// Host-side check of the gate of the n = 8, 12, 16, 32 warp kernels (src/kernels/tiny/rank_warp.cu,
// rank_warp_ok) on the calls the four rank-k operations really build (kernels::tiny::rank_call),
// so the GPU tests of RankWarp* exercise those kernels where they should, and every layout the
// kernels' 16-byte accesses cannot take goes elsewhere (helper review, session 36: a gate that
// refused everything would still pass the GPU tests, whose fallback gives the same results).
// No device.
#include <gtest/gtest.h>

#ifdef BATCHLAS_HAVE_CUDA
#include <algorithm>
#include <complex>
#include <cstdint>
#include <optional>
#include <vector>

#include "batchlas/settings.hh"
#include "kernels/tiny/calls.hh"
#include "kernels/tiny/rank_mma.hh"
#include "kernels/tiny/rank_warp.hh"
#include "ops/her2k/args.hh"
#include "ops/herk/args.hh"
#include "ops/syr2k/args.hh"
#include "ops/syrk/args.hh"

namespace {

using namespace batchlas;
namespace tk = batchlas::kernels::tiny;

/// One layout of A, B (n x k, ld = lda, item stride sa; offset elements from a 16-byte aligned
/// base) and C (n x n, ldc, stride sc, offset oc).
struct Layout {
  int64_t n = 16, k = 7, lda = 16, sa = 16 * 7, ldc = 16, sc = 256, oa = 0, oc = 0;
  Op trans = Op::NoTrans;
};

/// A layout's operands: 16-byte aligned storage and the views of A, B (rows x cols of op's
/// input, 3 items) and C.
template <class T> struct Operands {
  std::vector<T> a, b, c;
  MatrixView<const T> A, B;
  MatrixView<T> C;
  explicit Operands(const Layout& l)
      : a(std::size_t(std::max(l.lda * 40 * 4, l.sa * 3) + 8)), b(a.size()), c(std::size_t(l.ldc * 40 * 4 + 8)),
        A(a.data() + l.oa, rows(l), cols(l), l.lda, l.sa, 3), B(b.data() + l.oa, rows(l), cols(l), l.lda, l.sa, 3),
        C(c.data() + l.oc, l.n, l.n, l.ldc, l.sc, 3) {
    for (const auto* v : {&a, &b, &c})
      EXPECT_EQ(reinterpret_cast<std::uintptr_t>(v->data()) % 16, 0u) << "the test's storage is not 16-byte aligned";
  }
  static int64_t rows(const Layout& l) { return l.trans == Op::NoTrans ? l.n : l.k; }
  static int64_t cols(const Layout& l) { return l.trans == Op::NoTrans ? l.k : l.n; }
};

/// The gate (rank_warp_ok, or rank_mma_ok) on syrk, syr2k (alpha = 2) and for complex T herk,
/// her2k (alpha = alpha2).
template <class T>
std::vector<bool> accepted(const Layout& l, T alpha2 = T(2), bool (*gate)(const tk::Call<T>&) = &tk::rank_warp_ok<T>) {
  const Operands<T> m(l);
  const auto &A = m.A, &B = m.B;
  const auto& C = m.C;
  const bool nt = l.trans == Op::NoTrans;
  std::vector<bool> out;
  out.push_back(gate(tk::rank_call<false, T>(ops::SyrkArgs<T>{Uplo::Lower, l.trans, T(2), A, T(1), C}, false)));
  out.push_back(gate(tk::rank_call<false, T>(ops::Syr2kArgs<T>{Uplo::Upper, l.trans, T(2), A, B, T(0), C}, true)));
  if constexpr (is_complex_v<T>) {
    const Op ct = nt ? Op::NoTrans : Op::ConjTrans;
    using R = real_t<T>;
    out.push_back(gate(tk::rank_call<true, T>(ops::HerkArgs<T>{Uplo::Lower, ct, R(2), A, R(1), C}, false)));
    out.push_back(gate(tk::rank_call<true, T>(ops::Her2kArgs<T>{Uplo::Upper, ct, alpha2, A, B, R(0.5), C}, true)));
  }
  return out;
}

/// gram_warp under the default rule (Settings::gram_warp unset) on syrk and, for complex T,
/// herk as gram builds them (syr2k / her2k have no gram family).
template <class T> std::vector<bool> gram_default(const Layout& l) {
  Settings s = settings();
  s.gram_warp.reset();
  ScopedSettings scope(s);
  const Operands<T> m(l);
  const auto& A = m.A;
  const auto& C = m.C;
  std::vector<bool> out;
  const auto syrk = tk::rank_call<false, T>(ops::SyrkArgs<T>{Uplo::Lower, l.trans, T(2), A, T(1), C}, false);
  EXPECT_TRUE(tk::rank_warp_ok(syrk)) << "the layout, so a false below is the rule's";
  out.push_back(tk::gram_warp(syrk));
  if constexpr (is_complex_v<T>) {
    using R = real_t<T>;
    const auto herk = tk::rank_call<true, T>(ops::HerkArgs<T>{Uplo::Lower, l.trans, R(2), A, R(1), C}, false);
    EXPECT_TRUE(tk::rank_warp_ok(herk)) << "the layout, so a false below is the rule's";
    out.push_back(tk::gram_warp(herk));
  }
  return out;
}

void expect_all(const std::vector<bool>& v, bool want, const char* what) {
  for (std::size_t i = 0; i < v.size(); ++i) EXPECT_EQ(v[i], want) << what << ", call " << i;
}

template <class T> void takes_packed_layouts() {
  Layout packed;
  expect_all(accepted<T>(packed), true, "packed");
  Layout broadcast;
  broadcast.sa = 0;
  expect_all(accepted<T>(broadcast), true, "broadcast inputs");
  Layout wide_c;  // ldc = 20: C's columns still 16-byte aligned for every type
  wide_c.ldc = 20, wide_c.sc = 20 * 16 + 4;
  expect_all(accepted<T>(wide_c), true, "ldc = 20, stride_c = 324");
  Layout k32;
  k32.k = 32, k32.sa = 16 * 32;
  expect_all(accepted<T>(k32), true, "k = 32");
}

TEST(RankWarpRoute, TakesPackedNSixteen) {
  takes_packed_layouts<float>();
  takes_packed_layouts<double>();
  takes_packed_layouts<std::complex<float>>();
  takes_packed_layouts<std::complex<double>>();
  for (const int64_t n : {8, 12, 32}) {  // taken by the gate; tiny.cu's warp_rule picks the default
    Layout l;
    l.n = n, l.lda = n, l.sa = n * l.k, l.ldc = n, l.sc = n * n;
    expect_all(accepted<float>(l), true, "float n = 8, 12, 32");
    expect_all(accepted<std::complex<double>>(l), true, "complex<double> n = 8, 12, 32");
  }
  // her2k with a complex alpha: complex<float>'s unfused kernel takes it, complex<double> has none.
  using C = std::complex<float>;
  using Z = std::complex<double>;
  EXPECT_TRUE(accepted<C>(Layout{}, C(1, 2))[3]);
  EXPECT_FALSE(accepted<Z>(Layout{}, Z(1, 2))[3]);
  EXPECT_TRUE(accepted<Z>(Layout{}, Z(1, 0))[3]);
}

// gram's calls: k past tiny's 32 (the kernels stream k in chunks) up to 2^31 - 65; trans = T
// still refused at n = 32.
TEST(RankWarpRoute, TakesKPastThirtyTwoNotTransT) {
  Layout nk;
  nk.n = 32, nk.k = 36, nk.lda = 32, nk.sa = 32 * 36, nk.ldc = 32, nk.sc = 32 * 32;
  expect_all(accepted<float>(nk), true, "n = 32 trans N, k = 36");
  expect_all(accepted<std::complex<double>>(nk), true, "complex<double> n = 32 trans N, k = 36");
  Layout t = nk;
  t.trans = Op::Trans, t.lda = 36, t.sa = 36 * 32;
  expect_all(accepted<float>(t), false, "n = 32 trans T");
  expect_all(accepted<std::complex<float>>(t), false, "complex<float> n = 32 trans T / C");
  // k = 2^31 - 64: the kernels' int chunk count (k + KC - 1) / KC would overflow (no memory
  // behind it: only the gate looks); 2^31 - 65 is the largest k taken.
  alignas(16) static float one[32 * 32];
  MatrixView<const float> A(one, 32, (int64_t(1) << 31) - 64, 32, 0, 1);
  MatrixView<float> C(one, 32, 32, 32, 0, 1);
  EXPECT_FALSE(tk::rank_warp_ok(tk::rank_call<false, float>(ops::SyrkArgs<float>{Uplo::Lower, Op::NoTrans, 1.0f, A, 0.0f, C}, false)));
  MatrixView<const float> A2(one, 32, (int64_t(1) << 31) - 65, 32, 0, 1);
  EXPECT_TRUE(tk::rank_warp_ok(tk::rank_call<false, float>(ops::SyrkArgs<float>{Uplo::Lower, Op::NoTrans, 1.0f, A2, 0.0f, C}, false)));
}

TEST(RankWarpRoute, GramWarpFollowsTheSwitchAndTheGate) {
  using T = std::complex<float>;
  std::vector<T> a(std::size_t(33 * 300 * 3)), c(std::size_t(32 * 32 * 3));
  // k = 200: past tiny's 32, below the k = 256 from which n = 32 keeps gram's own tiles by default.
  MatrixView<const T> A(a.data(), 32, 200, 32, 32 * 200, 3), Al(a.data(), 32, 200, 33, 33 * 200, 3);
  MatrixView<T> C(c.data(), 32, 32, 32, 32 * 32, 3);
  const auto good = tk::rank_call<true, T>(ops::HerkArgs<T>{Uplo::Lower, Op::NoTrans, 1.0f, A, 0.0f, C}, false);
  const auto odd = tk::rank_call<true, T>(ops::HerkArgs<T>{Uplo::Lower, Op::NoTrans, 1.0f, Al, 0.0f, C}, false);
  for (const std::optional<bool> sw : {std::optional<bool>(), std::optional<bool>(false), std::optional<bool>(true)}) {
    Settings s = settings();
    s.gram_warp = sw;
    ScopedSettings scope(s);
    EXPECT_EQ(tk::gram_warp(good), sw.value_or(true)) << "switch " << (sw ? int(*sw) : -1);
    EXPECT_FALSE(tk::gram_warp(odd)) << "ld = 33 > n";
  }
  // The default rule (tiny.cu gram_warp_rule), trans = N: float and complex<float> at every
  // order the kernels take (n = 32 only below k = 256: the last block below); double at n = 16
  // only; complex<double> at n = 8, 12, 16.
  Layout n16;
  n16.k = 36, n16.sa = 16 * 36;  // k past tiny's 32
  const auto order = [&](int64_t n) {
    Layout l = n16;
    l.n = n, l.lda = n, l.sa = n * 36, l.ldc = n, l.sc = n * n;
    return l;
  };
  for (const int64_t n : {8, 12, 16, 32}) {
    const Layout l = order(n);
    SCOPED_TRACE(n);
    EXPECT_EQ(gram_default<float>(l), std::vector<bool>{true});
    EXPECT_EQ(gram_default<double>(l), std::vector<bool>{n == 16});
    EXPECT_EQ(gram_default<std::complex<float>>(l), (std::vector<bool>{true, true}));
    EXPECT_EQ(gram_default<std::complex<double>>(l), (std::vector<bool>{n <= 16, n <= 16}));
  }
  // k = 255 and 256 (the FP64 tiles take float and complex<float> at n = 32 from k = 256 on;
  // on the SIMT tiles, gram_f64 off, the warp kernels keep it).
  for (const bool f64 : {true, false})
    for (const int64_t k : {255, 256})
      for (const int64_t n : {16, 32}) {
        Settings s = settings();
        s.gram_f64 = f64;
        ScopedSettings scope(s);
        Layout l = order(n);
        l.k = k, l.sa = n * k;
        SCOPED_TRACE(testing::Message() << "n = " << n << ", k = " << k << ", gram_f64 " << f64);
        const bool warp = n < 32 || k < 256 || !f64;
        EXPECT_EQ(gram_default<float>(l), std::vector<bool>{warp});
        EXPECT_EQ(gram_default<std::complex<float>>(l), (std::vector<bool>{warp, warp}));
        EXPECT_EQ(gram_default<double>(l), std::vector<bool>{n == 16});
      }
}

TEST(RankWarpRoute, RefusesOtherOrdersTransTAndUnalignedLayouts) {
  for (const int64_t n : {4, 15, 17, 24, 31}) {
    Layout l;
    l.n = n, l.lda = n, l.sa = n * l.k, l.ldc = n, l.sc = n * n;
    expect_all(accepted<float>(l), false, "float n not 8, 12, 16, 32");
  }
  Layout t;  // trans = T: A is k x n
  t.trans = Op::Trans, t.lda = t.k, t.sa = t.k * 16;
  expect_all(accepted<float>(t), false, "float trans T");
  expect_all(accepted<std::complex<double>>(t), false, "complex<double> trans T / C");
  Layout lda;
  lda.lda = 20, lda.sa = 20 * 7;
  expect_all(accepted<float>(lda), false, "ld = 20 > n");
  Layout a_off;
  a_off.oa = 1;
  expect_all(accepted<float>(a_off), false, "float A one element off the 16-byte grid");
  expect_all(accepted<std::complex<float>>(a_off), false, "complex<float> A 8 bytes off");
  Layout c_off;
  c_off.oc = 1;
  expect_all(accepted<double>(c_off), false, "double C 8 bytes off");
  Layout ldc17;
  ldc17.ldc = 17, ldc17.sc = 17 * 16;
  expect_all(accepted<float>(ldc17), false, "float ldc = 17");
  expect_all(accepted<std::complex<double>>(ldc17), true, "complex<double> ldc = 17 (16-byte elements)");
  Layout skew;
  skew.sa = 16 * 7 + 1;
  expect_all(accepted<double>(skew), false, "double item stride 113");
  Layout skew_c;
  skew_c.sc = 256 + 2;
  expect_all(accepted<float>(skew_c), false, "float stride_c 258");
}

// The FP64 tensor-core kernel's gate (rank_mma.cu): order 32, k <= 32, trans = N, every type
// (float and complex<float> widened to double); any ld and stride that keep every column 16-byte
// aligned (so double's ld = 34 is taken, ld = 33 not, float's ld = 36, ld = 34 not); her2k with a complex alpha too (its second scale is conj(alpha), which
// the kernel folds into the first operand).
Layout order32(int64_t k, int64_t lda) {
  Layout l;
  l.n = 32, l.k = k, l.lda = lda, l.sa = lda * k, l.ldc = 32, l.sc = 32 * 32;
  return l;
}

template <class T> std::vector<bool> mma_accepted(const Layout& l, T alpha2 = T(2)) {
  return accepted<T>(l, alpha2, &tk::rank_mma_ok<T>);
}

TEST(RankMmaRoute, TakesOrderThirtyTwoEveryType) {
  using Z = std::complex<double>;
  for (const int64_t k : {1, 7, 32})
    for (const int64_t lda : {32, 34}) {
      const Layout l = order32(k, lda);
      expect_all(mma_accepted<double>(l), true, "double");
      expect_all(mma_accepted<Z>(l, Z(1, 2)), true, "complex<double>, her2k alpha (1, 2)");
      expect_all(mma_accepted<std::complex<float>>(l, {1, 2}), true, "complex<float>, her2k alpha (1, 2)");
    }
  for (const int64_t k : {1, 7, 32}) expect_all(mma_accepted<float>(order32(k, 36)), true, "float lda = 36");
  Layout broadcast = order32(17, 32);
  broadcast.sa = 0, broadcast.ldc = 36, broadcast.sc = 36 * 32 + 2;
  expect_all(mma_accepted<double>(broadcast), true, "double broadcast A, ldc 36, stride_c + 2");
  Layout ldc33 = order32(5, 32);
  ldc33.ldc = 33, ldc33.sc = 33 * 32;
  expect_all(mma_accepted<Z>(ldc33), true, "complex<double> ldc = 33 (16-byte elements)");
  expect_all(mma_accepted<double>(ldc33), false, "double ldc = 33");
}

TEST(RankMmaRoute, RefusesOtherOrdersAndLayouts) {
  using Z = std::complex<double>;
  expect_all(mma_accepted<float>(order32(7, 34)), false, "float lda = 34 (136 bytes)");
  expect_all(mma_accepted<std::complex<float>>(order32(7, 33)), false, "complex<float> lda = 33 (264 bytes)");
  Layout n16;
  expect_all(mma_accepted<Z>(n16), false, "n = 16");
  expect_all(mma_accepted<Z>(order32(33, 32)), false, "k = 33");
  Layout t = order32(7, 7);
  t.trans = Op::Trans, t.sa = 7 * 32;
  expect_all(mma_accepted<double>(t), false, "double trans T");
  expect_all(mma_accepted<Z>(t), false, "complex<double> trans T / C");
  expect_all(mma_accepted<double>(order32(7, 33)), false, "double lda = 33");
  Layout a_off = order32(7, 32);
  a_off.oa = 1;
  expect_all(mma_accepted<double>(a_off), false, "double A 8 bytes off");
  Layout skew = order32(7, 32);
  skew.sa = 32 * 7 + 1;
  expect_all(mma_accepted<double>(skew), false, "double item stride 225");
}

}  // namespace
#endif
