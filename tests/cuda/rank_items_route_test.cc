// Host-side check that the one-item-per-thread rank-k kernels (src/kernels/tiny/rank_items.cu)
// accept the calls the four rank-k operations really build (kernels::tiny::rank_call), so the GPU
// tests of RankItems* exercise them and not the staged engine: trans = N and n <= 8 (4 for
// complex<double>) taken; trans = T, n = 9, and a misaligned complex base refused. No device.
#include <gtest/gtest.h>

#ifdef BATCHLAS_HAVE_CUDA
#include <complex>
#include <vector>

#include "kernels/tiny/calls.hh"
#include "kernels/tiny/rank_items.hh"
#include "ops/her2k/args.hh"
#include "ops/herk/args.hh"
#include "ops/syr2k/args.hh"
#include "ops/syrk/args.hh"

namespace {

using namespace batchlas;
namespace tk = batchlas::kernels::tiny;

template <class T> struct Items {
  std::vector<T> a, b, c;
  Items(int64_t n, int64_t k, int64_t batch) : a(n * k * batch), b(n * k * batch), c(n * n * batch) {}
};

template <class T> MatrixView<const T> in(const std::vector<T>& v, int64_t rows, int64_t cols, int64_t batch) {
  return MatrixView<const T>(v.data(), rows, cols, rows, rows * cols, batch);
}

/// rank_items_ok on the syrk, syr2k (and for complex T herk, her2k) calls of n x n C, k = 5.
template <class T> std::vector<bool> accepted(int64_t n, Op trans) {
  const int64_t k = 5, batch = 3;
  Items<T> m(n, k, batch + 1);
  const bool nt = trans == Op::NoTrans;
  auto A = in(m.a, nt ? n : k, nt ? k : n, batch);
  auto B = in(m.b, nt ? n : k, nt ? k : n, batch);
  MatrixView<T> C(m.c.data(), n, n, n, n * n, batch);
  std::vector<bool> out;
  out.push_back(tk::rank_items_ok(tk::rank_call<false, T>(ops::SyrkArgs<T>{Uplo::Lower, trans, T(1), A, T(1), C}, false)));
  out.push_back(tk::rank_items_ok(tk::rank_call<false, T>(ops::Syr2kArgs<T>{Uplo::Upper, trans, T(1), A, B, T(0), C}, true)));
  if constexpr (is_complex_v<T>) {
    const Op ct = nt ? Op::NoTrans : Op::ConjTrans;
    using R = real_t<T>;
    out.push_back(tk::rank_items_ok(tk::rank_call<true, T>(ops::HerkArgs<T>{Uplo::Lower, ct, R(1), A, R(1), C}, false)));
    out.push_back(tk::rank_items_ok(tk::rank_call<true, T>(ops::Her2kArgs<T>{Uplo::Upper, ct, T(1), A, B, R(0.5), C}, true)));
  }
  return out;
}

void expect_all(const std::vector<bool>& v, bool want, const char* what) {
  for (std::size_t i = 0; i < v.size(); ++i) EXPECT_EQ(v[i], want) << what << ", call " << i;
}

TEST(RankItemsRoute, TakesTheRankCallsWithTransN) {
  for (int64_t n : {1, 2, 3, 4, 5, 8}) {
    expect_all(accepted<float>(n, Op::NoTrans), true, "float trans N");
    expect_all(accepted<double>(n, Op::NoTrans), true, "double trans N");
    expect_all(accepted<std::complex<float>>(n, Op::NoTrans), true, "complex<float> trans N");
    expect_all(accepted<std::complex<double>>(n, Op::NoTrans), n <= 4, "complex<double> trans N");
  }
}

TEST(RankItemsRoute, RefusesTransTLargeNAndMisalignedComplex) {
  expect_all(accepted<float>(4, Op::Trans), false, "float trans T");
  expect_all(accepted<std::complex<float>>(4, Op::Trans), false, "complex<float> trans T/C");
  expect_all(accepted<double>(9, Op::NoTrans), false, "double n = 9");
  // A complex<double> base 8 bytes off its 16-byte grid: the device's double2 loads would fault.
  using Z = std::complex<double>;
  std::vector<Z> a(5 * 4 * 3 + 1), c(16 * 3);
  MatrixView<const Z> A(reinterpret_cast<const Z*>(reinterpret_cast<const double*>(a.data()) + 1), 4, 5, 4, 20, 3);
  MatrixView<Z> C(c.data(), 4, 4, 4, 16, 3);
  EXPECT_FALSE(tk::rank_items_ok(tk::rank_call<false, Z>(ops::SyrkArgs<Z>{Uplo::Lower, Op::NoTrans, Z(1), A, Z(1), C}, false)));
}

}  // namespace
#endif
