// The host families' 32-bit CBLAS limit (src/backends/host/common.hh), on the host queue.
//
// CBLAS takes 32-bit ints, but a leading dimension is only used to step between columns and an
// increment only to step between elements: a stored matrix with one column, or a vector with one
// element, may carry any ld / inc (huge-stride views of single columns). Those calls must run
// and match a small oracle; a call where the value above INT_MAX is really used must still be
// refused (NoRouteError on the host queue, the host family being its only candidate) with a
// message naming the argument, before anything is written.
//
// No test allocates more than a few elements: an ld above 2^31 only ever appears on a view with
// one column (or a refused call, which never touches memory).
#include <gtest/gtest.h>

#include <climits>
#include <complex>
#include <cstdint>
#include <string>
#include <vector>

#include "batchlas/batchlas.hh"
#include "support/harness.hh"

namespace {

using namespace batchlas;
using testing_support::random_value;
using testing_support::same_bits;

/// Above INT_MAX (= 2^31 - 1): 2^31 + 3.
constexpr int64_t kBig = (int64_t{1} << 31) + 3;
static_assert(kBig > INT_MAX);

using Z = std::complex<double>;
template <class T> Z wide(T v) { return Z(double(std::real(v)), double(std::imag(v))); }
template <class T> T narrow(Z v) {
  if constexpr (is_complex_v<T>) return T(real_t<T>(v.real()), real_t<T>(v.imag()));
  else return T(v.real());
}

/// got within a few ulps-times-size of want (the reductions here have at most 4 terms).
template <class T> ::testing::AssertionResult close(T got, Z want) {
  const double eps = sizeof(real_t<T>) == 4 ? 1e-6 : 1e-15;
  if (std::abs(wide(got) - want) <= 16 * eps * (1 + std::abs(want)))
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "got " << wide(got) << ", want " << want;
}

/// A batch of rows x cols items with leading dimension ld, stored in as little memory as the
/// view addresses ((cols-1)*ld + rows per item, plus one gap element), randomly filled.
template <class T> struct Dense {
  int64_t rows, cols, ld, stride, batch;
  std::vector<T> mem;
  Dense(std::mt19937_64& rng, int64_t r, int64_t c, int64_t l, int64_t b)
      : rows(r), cols(c), ld(l), stride((c - 1) * l + r + 1), batch(b) {
    // Guard against a test that would allocate a huge ld it uses.
    EXPECT_LT(stride * b, 1 << 16) << "test bug: this view would need a huge buffer";
    mem.resize(stride * b);
    for (auto& v : mem) v = random_value<T>(rng);
  }
  T& at(int64_t i, int64_t j, int64_t b) { return mem[b * stride + i + j * ld]; }
  MatrixView<T> view() { return {mem.data(), rows, cols, ld, stride, batch}; }
  MatrixView<const T> cview() { return view(); }
};

/// A batch of vectors of `size` elements at increment inc (negative: BLAS order from the end).
template <class T> struct Strided {
  int64_t size, inc, stride, batch;
  std::vector<T> mem;
  Strided(std::mt19937_64& rng, int64_t n, int64_t i, int64_t b)
      : size(n), inc(i), stride((n - 1) * (i < 0 ? -i : i) + 2), batch(b) {
    EXPECT_LT(stride * b, 1 << 16) << "test bug: this view would need a huge buffer";
    mem.resize(stride * b);
    for (auto& v : mem) v = random_value<T>(rng);
  }
  T& at(int64_t i, int64_t b) {
    return mem[b * stride + (inc > 0 ? i * inc : (size - 1 - i) * -inc)];
  }
  VectorView<T> view() { return {mem.data(), size, inc, stride, batch}; }
  VectorView<const T> cview() { return view(); }
};

/// Element (i, l) of op(A) for A stored as a Dense item.
template <class T> Z op_at(Dense<T>& A, Op t, int64_t i, int64_t l, int64_t b) {
  if (t == Op::NoTrans) return wide(A.at(i, l, b));
  const Z v = wide(A.at(l, i, b));
  return t == Op::ConjTrans ? std::conj(v) : v;  // real T: imag 0, so conj is Trans
}

bool in_triangle(Uplo u, int64_t i, int64_t j) { return u == Uplo::Lower ? i >= j : i <= j; }

template <class T> class HostInt32Limit : public ::testing::Test {};
TYPED_TEST_SUITE(HostInt32Limit, testing_support::Types, testing_support::TypeNames);
template <class T> class HostInt32LimitComplex : public ::testing::Test {};
TYPED_TEST_SUITE(HostInt32LimitComplex, testing_support::ComplexTypes,
                 testing_support::TypeNames);

// ---- Level 3 ----

/// C := alpha*op(A)*op(B) + beta*C on the host queue, checked against a double-precision loop.
template <class T>
void gemm_case(Op ta, Op tb, int64_t m, int64_t n, int64_t k, int64_t lda, int64_t ldb,
               int64_t ldc, int64_t a_stride_mul = 1) {
  SCOPED_TRACE("gemm " + to_string(ta) + to_string(tb) + " m=" + std::to_string(m) + " n=" +
               std::to_string(n) + " k=" + std::to_string(k));
  auto rng = testing_support::rng_for_test();
  Queue q = Queue::host();
  const int64_t batch = 2;
  Dense<T> A(rng, ta == Op::NoTrans ? m : k, ta == Op::NoTrans ? k : m, lda, batch);
  Dense<T> B(rng, tb == Op::NoTrans ? k : n, tb == Op::NoTrans ? n : k, ldb, batch);
  Dense<T> C(rng, m, n, ldc, batch);
  const T alpha = random_value<T>(rng), beta = random_value<T>(rng);
  MatrixView<const T> Av = A.cview();
  Av.stride *= a_stride_mul;  // 0: one A broadcast to every item
  Dense<T> before = C;
  gemm<T>(q, ta, tb, alpha, Av, B.cview(), beta, C.view());
  q.wait();
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) {
        Z s = 0;
        for (int64_t l = 0; l < k; ++l)
          s += op_at(A, ta, i, l, a_stride_mul ? b : 0) * op_at(B, tb, l, j, b);
        const Z want = wide(alpha) * s + wide(beta) * wide(before.at(i, j, b));
        EXPECT_TRUE(close(C.at(i, j, b), want)) << "item " << b << " (" << i << ", " << j << ")";
      }
  // Gap elements between items untouched.
  for (int64_t b = 0; b < batch; ++b) {
    const int64_t gap = b * C.stride + C.stride - 1;
    EXPECT_TRUE(same_bits(C.mem[gap], before.mem[gap])) << "gap after item " << b << " written";
  }
}

TYPED_TEST(HostInt32Limit, GemmUnusedLdAboveInt32Accepted) {
  using T = TypeParam;
  // n == 1: B (k x 1) and C (m x 1) have one column, their ld is never used.
  gemm_case<T>(Op::NoTrans, Op::NoTrans, 3, 1, 2, 3, kBig, kBig);
  // m == 1 with A transposed: A stored k x 1; C (1 x n) has rows 1, ld 1.
  gemm_case<T>(Op::ConjTrans, Op::NoTrans, 1, 2, 4, kBig, 4, 1, 0);
  gemm_case<T>(Op::Trans, Op::NoTrans, 1, 2, 4, kBig, 4, 1);
  // k == 1: A stored m x 1 and B stored n x 1 (transposed): an outer product.
  gemm_case<T>(Op::NoTrans, Op::Trans, 3, 2, 1, kBig, kBig, 3);
}

/// symm/hemm: C := alpha*A*B + beta*C (Left) or alpha*B*A + beta*C (Right), A symmetric or
/// Hermitian from its uplo triangle.
template <class T>
void symm_case(bool hermitian, Side side, Uplo uplo, int64_t m, int64_t n, int64_t lda,
               int64_t ldb, int64_t ldc) {
  SCOPED_TRACE(std::string(hermitian ? "hemm " : "symm ") + to_string(side) + to_string(uplo) +
               " m=" + std::to_string(m) + " n=" + std::to_string(n));
  auto rng = testing_support::rng_for_test();
  Queue q = Queue::host();
  const int64_t batch = 2, na = side == Side::Left ? m : n;
  Dense<T> A(rng, na, na, lda, batch), B(rng, m, n, ldb, batch), C(rng, m, n, ldc, batch);
  const T alpha = random_value<T>(rng), beta = random_value<T>(rng);
  Dense<T> before = C;
  if (!hermitian) symm<T>(q, side, uplo, alpha, A.cview(), B.cview(), beta, C.view());
  else if constexpr (is_complex_v<T>) hemm<T>(q, side, uplo, alpha, A.cview(), B.cview(), beta, C.view());
  else ADD_FAILURE() << "hemm is defined for complex types only";
  q.wait();
  auto a = [&](int64_t i, int64_t j, int64_t b) {
    if (i == j && hermitian) return Z(wide(A.at(i, i, b)).real(), 0);
    if (in_triangle(uplo, i, j)) return wide(A.at(i, j, b));
    const Z v = wide(A.at(j, i, b));
    return hermitian ? std::conj(v) : v;
  };
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) {
        Z s = 0;
        if (side == Side::Left)
          for (int64_t l = 0; l < m; ++l) s += a(i, l, b) * wide(B.at(l, j, b));
        else
          for (int64_t l = 0; l < n; ++l) s += wide(B.at(i, l, b)) * a(l, j, b);
        EXPECT_TRUE(close(C.at(i, j, b), wide(alpha) * s + wide(beta) * wide(before.at(i, j, b))))
            << "item " << b << " (" << i << ", " << j << ")";
      }
}

TYPED_TEST(HostInt32Limit, SymmUnusedLdAboveInt32Accepted) {
  using T = TypeParam;
  // Left, n == 1: B and C are single columns.
  symm_case<T>(false, Side::Left, Uplo::Lower, 3, 1, 3, kBig, kBig);
  // Right, n == 1: A is 1 x 1 as well.
  symm_case<T>(false, Side::Right, Uplo::Upper, 3, 1, kBig, kBig, kBig);
  // Left, m == 1: A 1 x 1; B and C are 1 x n, whose ld 1 is used and fits.
  symm_case<T>(false, Side::Left, Uplo::Upper, 1, 2, kBig, 1, 1);
}

TYPED_TEST(HostInt32LimitComplex, HemmUnusedLdAboveInt32Accepted) {
  using T = TypeParam;
  symm_case<T>(true, Side::Left, Uplo::Upper, 3, 1, 3, kBig, kBig);
  symm_case<T>(true, Side::Right, Uplo::Lower, 2, 1, kBig, kBig, kBig);
}

/// syrk/herk (two_operands = false) and syr2k/her2k: the uplo triangle of C checked against a
/// loop, the other triangle must keep its bits.
template <class T>
void rank_k_case(bool hermitian, bool two_operands, Uplo uplo, Op trans, int64_t n, int64_t k,
                 int64_t lda, int64_t ldc) {
  SCOPED_TRACE(std::string(hermitian ? "her" : "syr") + (two_operands ? "2k " : "k ") +
               to_string(uplo) + to_string(trans) + " n=" + std::to_string(n) +
               " k=" + std::to_string(k));
  auto rng = testing_support::rng_for_test();
  Queue q = Queue::host();
  const int64_t batch = 2;
  const int64_t ar = trans == Op::NoTrans ? n : k, ac = trans == Op::NoTrans ? k : n;
  Dense<T> A(rng, ar, ac, lda, batch), B(rng, ar, ac, lda, batch), C(rng, n, n, ldc, batch);
  T alpha = random_value<T>(rng), beta = random_value<T>(rng);
  if (hermitian) beta = T(std::real(beta));
  Dense<T> before = C;
  if (!hermitian && !two_operands)
    syrk<T>(q, uplo, trans, alpha, A.cview(), beta, C.view());
  else if (!hermitian)
    syr2k<T>(q, uplo, trans, alpha, A.cview(), B.cview(), beta, C.view());
  else if constexpr (is_complex_v<T>) {
    if (!two_operands)
      herk<T>(q, uplo, trans, std::real(alpha), A.cview(), std::real(beta), C.view());
    else
      her2k<T>(q, uplo, trans, alpha, A.cview(), B.cview(), std::real(beta), C.view());
  }
  q.wait();
  // op(X)(i, l) of the n x k operand; the second factor conjugated for the Hermitian forms.
  auto x = [&](Dense<T>& X, int64_t i, int64_t l, int64_t b) { return op_at(X, trans, i, l, b); };
  auto cj = [&](Z v) { return hermitian ? std::conj(v) : v; };
  const Z al = hermitian && !two_operands ? Z(std::real(alpha), 0) : wide(alpha);
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < n; ++i) {
        if (!in_triangle(uplo, i, j)) {
          EXPECT_TRUE(same_bits(C.at(i, j, b), before.at(i, j, b))) << "other triangle written";
          continue;
        }
        Z s = 0;
        for (int64_t l = 0; l < k; ++l) {
          if (!two_operands)
            s += al * x(A, i, l, b) * cj(x(A, j, l, b));
          else
            s += al * x(A, i, l, b) * cj(x(B, j, l, b)) +
                 cj(al) * x(B, i, l, b) * cj(x(A, j, l, b));
        }
        Z c = wide(before.at(i, j, b));
        if (hermitian && i == j) c = Z(c.real(), 0);
        EXPECT_TRUE(close(C.at(i, j, b), s + wide(beta) * c))
            << "item " << b << " (" << i << ", " << j << ")";
        if (hermitian && i == j) EXPECT_EQ(std::imag(C.at(i, j, b)), 0);
      }
}

TYPED_TEST(HostInt32Limit, SyrkSyr2kUnusedLdAboveInt32Accepted) {
  using T = TypeParam;
  // k == 1, NoTrans: A (and B) stored n x 1.
  rank_k_case<T>(false, false, Uplo::Lower, Op::NoTrans, 3, 1, kBig, 3);
  rank_k_case<T>(false, true, Uplo::Upper, Op::NoTrans, 3, 1, kBig, 3);
  // n == 1, Trans: A stored k x 1 and C 1 x 1.
  rank_k_case<T>(false, false, Uplo::Upper, Op::Trans, 1, 3, kBig, kBig);
  rank_k_case<T>(false, true, Uplo::Lower, Op::Trans, 1, 3, kBig, kBig);
}

TYPED_TEST(HostInt32LimitComplex, HerkHer2kUnusedLdAboveInt32Accepted) {
  using T = TypeParam;
  rank_k_case<T>(true, false, Uplo::Lower, Op::NoTrans, 3, 1, kBig, 3);
  rank_k_case<T>(true, true, Uplo::Upper, Op::NoTrans, 3, 1, kBig, 3);
  rank_k_case<T>(true, false, Uplo::Upper, Op::ConjTrans, 1, 3, kBig, kBig);
  rank_k_case<T>(true, true, Uplo::Lower, Op::ConjTrans, 1, 3, kBig, kBig);
}

/// trmm: C := alpha*op(A)*B (Left) or alpha*B*op(A) (Right), A triangular; in_place: C is B.
template <class T>
void trmm_case(Side side, Uplo uplo, Op ta, Diag diag, int64_t m, int64_t n, int64_t lda,
               int64_t ldb, int64_t ldc, bool in_place) {
  SCOPED_TRACE("trmm " + to_string(side) + to_string(uplo) + to_string(ta) + to_string(diag) +
               " m=" + std::to_string(m) + " n=" + std::to_string(n) +
               (in_place ? " in place" : ""));
  auto rng = testing_support::rng_for_test();
  Queue q = Queue::host();
  const int64_t batch = 2, na = side == Side::Left ? m : n;
  Dense<T> A(rng, na, na, lda, batch), B(rng, m, n, ldb, batch), C(rng, m, n, ldc, batch);
  const T alpha = random_value<T>(rng);
  Dense<T> B0 = B;
  Dense<T>& out = in_place ? B : C;
  trmm<T>(q, side, uplo, ta, diag, alpha, A.cview(), B.cview(), out.view());
  q.wait();
  auto a = [&](int64_t i, int64_t l, int64_t b) -> Z {  // op(tri(A))(i, l)
    const int64_t r = ta == Op::NoTrans ? i : l, c = ta == Op::NoTrans ? l : i;
    if (r == c && diag == Diag::Unit) return 1;
    if (!in_triangle(uplo, r, c)) return 0;
    return op_at(A, ta, i, l, b);
  };
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) {
        Z s = 0;
        if (side == Side::Left)
          for (int64_t l = 0; l < m; ++l) s += a(i, l, b) * wide(B0.at(l, j, b));
        else
          for (int64_t l = 0; l < n; ++l) s += wide(B0.at(i, l, b)) * a(l, j, b);
        EXPECT_TRUE(close(out.at(i, j, b), wide(alpha) * s))
            << "item " << b << " (" << i << ", " << j << ")";
      }
}

TYPED_TEST(HostInt32Limit, TrmmUnusedLdAboveInt32Accepted) {
  using T = TypeParam;
  // Left, n == 1: B and C single columns (B's ld never reaches CBLAS at all).
  trmm_case<T>(Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, 3, 1, 3, kBig, kBig, false);
  trmm_case<T>(Side::Left, Uplo::Upper, Op::ConjTrans, Diag::Unit, 3, 1, 3, kBig, kBig, true);
  // Right, n == 1: A is 1 x 1 too.
  trmm_case<T>(Side::Right, Uplo::Upper, Op::Trans, Diag::NonUnit, 2, 1, kBig, kBig, kBig, false);
  trmm_case<T>(Side::Right, Uplo::Lower, Op::ConjTrans, Diag::NonUnit, 2, 1, kBig, kBig, kBig,
               true);
}

// ---- Level 2 ----

TYPED_TEST(HostInt32Limit, GemvUnusedLdAndIncAboveInt32Accepted) {
  using T = TypeParam;
  auto rng = testing_support::rng_for_test();
  Queue q = Queue::host();
  const int64_t batch = 2, m = 3;
  for (Op t : {Op::NoTrans, Op::Trans, Op::ConjTrans}) {
    SCOPED_TRACE("gemv " + to_string(t));
    // A is m x 1 (ld unused); the length-1 vector (x for NoTrans, y otherwise) has a huge inc.
    const bool nt = t == Op::NoTrans;
    Dense<T> A(rng, m, 1, kBig, batch);
    Strided<T> x(rng, nt ? 1 : m, nt ? kBig : -2, batch), y(rng, nt ? m : 1, nt ? 1 : -kBig, batch);
    const T alpha = random_value<T>(rng), beta = random_value<T>(rng);
    Strided<T> before = y;
    gemv<T>(q, t, alpha, A.cview(), x.cview(), beta, y.view());
    q.wait();
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t i = 0; i < y.size; ++i) {
        Z s = 0;
        for (int64_t l = 0; l < x.size; ++l) s += op_at(A, t, i, l, b) * wide(x.at(l, b));
        EXPECT_TRUE(close(y.at(i, b), wide(alpha) * s + wide(beta) * wide(before.at(i, b))))
            << "item " << b << " element " << i;
      }
  }
}

TYPED_TEST(HostInt32Limit, GerGercUnusedLdAndIncAboveInt32Accepted) {
  using T = TypeParam;
  auto rng = testing_support::rng_for_test();
  Queue q = Queue::host();
  const int64_t batch = 2, m = 3;
  for (bool conj : {false, true}) {
    SCOPED_TRACE(conj ? "gerc" : "ger");
    // A is m x 1 (ld unused), y has one element (inc unused); x is used with inc -2.
    Dense<T> A(rng, m, 1, kBig, batch);
    Strided<T> x(rng, m, -2, batch), y(rng, 1, -kBig, batch);
    const T alpha = random_value<T>(rng);
    Dense<T> before = A;
    if (conj) gerc<T>(q, alpha, x.cview(), y.cview(), A.view());
    else ger<T>(q, alpha, x.cview(), y.cview(), A.view());
    q.wait();
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t i = 0; i < m; ++i) {
        const Z yv = conj ? std::conj(wide(y.at(0, b))) : wide(y.at(0, b));
        const Z want = wide(before.at(i, 0, b)) + wide(alpha) * wide(x.at(i, b)) * yv;
        EXPECT_TRUE(close(A.at(i, 0, b), want))
            << "item " << b << " (" << i << ", 0)";
      }
  }
}

/// n == 1: A is 1 x 1 and every vector has one element, so every ld and inc may be huge.
TYPED_TEST(HostInt32Limit, OrderOneSymvSyrSyr2TrmvAboveInt32Accepted) {
  using T = TypeParam;
  auto rng = testing_support::rng_for_test();
  Queue q = Queue::host();
  const int64_t batch = 2;
  for (Uplo u : {Uplo::Lower, Uplo::Upper}) {
    SCOPED_TRACE(to_string(u));
    {
      Dense<T> A(rng, 1, 1, kBig, batch);
      Strided<T> x(rng, 1, kBig, batch), y(rng, 1, -kBig, batch);
      const T alpha = random_value<T>(rng), beta = random_value<T>(rng);
      Strided<T> y0 = y;
      symv<T>(q, u, alpha, A.cview(), x.cview(), beta, y.view());
      q.wait();
      for (int64_t b = 0; b < batch; ++b)
        EXPECT_TRUE(close(y.at(0, b), wide(alpha) * wide(A.at(0, 0, b)) * wide(x.at(0, b)) +
                                          wide(beta) * wide(y0.at(0, b))))
            << "symv item " << b;
    }
    {
      Dense<T> A(rng, 1, 1, kBig, batch);
      Strided<T> x(rng, 1, -kBig, batch), y(rng, 1, kBig, batch);
      const T alpha = random_value<T>(rng);
      Dense<T> A0 = A, A2 = A;
      syr<T>(q, u, alpha, x.cview(), A.view());
      syr2<T>(q, u, alpha, x.cview(), y.cview(), A2.view());
      q.wait();
      for (int64_t b = 0; b < batch; ++b) {
        const Z xv = wide(x.at(0, b)), yv = wide(y.at(0, b)), al = wide(alpha);
        EXPECT_TRUE(close(A.at(0, 0, b), wide(A0.at(0, 0, b)) + al * xv * xv)) << "syr item " << b;
        EXPECT_TRUE(close(A2.at(0, 0, b), wide(A0.at(0, 0, b)) + 2.0 * al * xv * yv))
            << "syr2 item " << b;
      }
    }
    for (Op t : {Op::NoTrans, Op::ConjTrans})
      for (Diag d : {Diag::NonUnit, Diag::Unit}) {
        Dense<T> A(rng, 1, 1, kBig, batch);
        Strided<T> x(rng, 1, -kBig, batch);
        Strided<T> x0 = x;
        trmv<T>(q, u, t, d, A.cview(), x.view());
        q.wait();
        for (int64_t b = 0; b < batch; ++b) {
          const Z a = d == Diag::Unit ? Z(1) : op_at(A, t, 0, 0, b);
          EXPECT_TRUE(close(x.at(0, b), a * wide(x0.at(0, b))))
              << "trmv " << to_string(t) << to_string(d) << " item " << b;
        }
      }
  }
}

TYPED_TEST(HostInt32LimitComplex, OrderOneHemvHerHer2AboveInt32Accepted) {
  using T = TypeParam;
  auto rng = testing_support::rng_for_test();
  Queue q = Queue::host();
  const int64_t batch = 2;
  for (Uplo u : {Uplo::Lower, Uplo::Upper}) {
    SCOPED_TRACE(to_string(u));
    Dense<T> A(rng, 1, 1, kBig, batch);
    Strided<T> x(rng, 1, kBig, batch), y(rng, 1, -kBig, batch);
    const T alpha = random_value<T>(rng), beta = random_value<T>(rng);
    Strided<T> y0 = y;
    hemv<T>(q, u, alpha, A.cview(), x.cview(), beta, y.view());
    Dense<T> A1 = A, A2 = A;
    her<T>(q, u, std::real(alpha), x.cview(), A1.view());
    her2<T>(q, u, alpha, x.cview(), y0.cview(), A2.view());
    q.wait();
    for (int64_t b = 0; b < batch; ++b) {
      const Z a = wide(A.at(0, 0, b)).real(), xv = wide(x.at(0, b)), yv = wide(y0.at(0, b));
      const Z al = wide(alpha);
      EXPECT_TRUE(close(y.at(0, b), al * a * xv + wide(beta) * yv)) << "hemv item " << b;
      EXPECT_TRUE(close(A1.at(0, 0, b), a + std::real(alpha) * std::norm(xv))) << "her item " << b;
      EXPECT_TRUE(close(A2.at(0, 0, b), a + 2.0 * (al * xv * std::conj(yv)).real()))
          << "her2 item " << b;
      EXPECT_EQ(std::imag(A1.at(0, 0, b)), 0);
      EXPECT_EQ(std::imag(A2.at(0, 0, b)), 0);
    }
  }
}

// ---- Where the value is used, the call is still refused, naming the argument ----

/// `call` must throw NoRouteError whose message names `arg` with `value` (then `more`) and the
/// 32-bit limit.
template <class F>
void expect_refused(F call, const std::string& arg, int64_t value, const std::string& more = "") {
  const std::string needle = arg + " (" + std::to_string(value) + ")" + more + " exceeds the 32-bit CBLAS int";
  try {
    call();
    ADD_FAILURE() << "no NoRouteError; expected a refusal naming " << arg;
  } catch (const NoRouteError& e) {
    EXPECT_NE(std::string(e.what()).find(needle), std::string::npos)
        << "message: " << e.what() << " lacks: " << needle;
  }
}

TEST(HostInt32Limit, UsedLdOrIncAboveInt32StillRefusedNamingIt) {
  Queue q = Queue::host();
  // One small buffer: the operand whose huge ld / inc is used sits at p + 48, the others below
  // it, so the overlap checks (which span first to last addressed element) pass. A refused call
  // must not touch any of it, though the views claim far more.
  std::vector<float> buf(64, 7.0f);
  float* p = buf.data();
  float *A = p, *B = p + 8, *C = p + 16, *x = p + 24, *y = p + 32, *H = p + 48;
  using V = MatrixView<const float>;
  using W = MatrixView<float>;
  using X = VectorView<const float>;
  using Y = VectorView<float>;
  // gemm: C is 2 x 2, so ldc steps between its columns.
  expect_refused([&] {
    gemm<float>(q, Op::NoTrans, Op::NoTrans, 1.0f, V{A, 2, 2, 2, 0, 1}, V{B, 2, 2, 2, 0, 1}, 0.0f,
                W{H, 2, 2, kBig, 0, 1});
  }, "ldc", kBig);
  // gemm: A is 2 x 2 (ld used) while B and C are single columns (ld unused): lda is named.
  expect_refused([&] {
    gemm<float>(q, Op::NoTrans, Op::NoTrans, 1.0f, V{H, 2, 2, kBig, 0, 1},
                V{B, 2, 1, kBig, 0, 1}, 0.0f, W{C, 2, 1, kBig, 0, 1});
  }, "lda", kBig);
  // syrk NoTrans with k = 2: A is n x 2.
  expect_refused([&] {
    syrk<float>(q, Uplo::Lower, Op::NoTrans, 1.0f, V{H, 2, 2, kBig, 0, 1}, 0.0f,
                W{C, 2, 2, 2, 0, 1});
  }, "lda", kBig);
  // trmm Left with m = 2: A is 2 x 2; B and C are single columns.
  expect_refused([&] {
    trmm<float>(q, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, 1.0f,
                V{H, 2, 2, kBig, 0, 1}, V{B, 2, 1, kBig, 0, 1}, W{C, 2, 1, kBig, 0, 1});
  }, "lda", kBig);
  // gemv Trans: x has 2 elements at increment -kBig (used); A is a single column and y a
  // single element (both unused).
  expect_refused([&] {
    gemv<float>(q, Op::Trans, 1.0f, V{A, 2, 1, kBig, 0, 1}, X{H, 2, -kBig, 0, 1}, 0.0f,
                Y{y, 1, kBig, 0, 1});
  }, "incx", -kBig);
  // ger: y has 2 elements (inc used), x one (inc unused).
  expect_refused([&] {
    ger<float>(q, 1.0f, X{x, 1, kBig, 0, 1}, X{H, 2, kBig, 0, 1}, W{C, 1, 2, 1, 0, 1});
  }, "incy", kBig);
  // symv with n = 2: A's ld is used.
  expect_refused([&] {
    symv<float>(q, Uplo::Upper, 1.0f, V{H, 2, 2, kBig, 0, 1}, X{x, 2, 1, 0, 1}, 0.0f,
                Y{y, 2, 1, 0, 1});
  }, "lda", kBig);
  // An increment that fits the int is still refused where the item's span, (|inc| + 1) * n, does
  // not: OpenBLAS sgemv crashed on n = 4, incx = -2^30 (its start offset 3 * 2^30 overflowed).
  const int64_t g = int64_t{1} << 30;
  for (const int64_t inc : {-g, g}) {
    expect_refused([&] {
      gemv<float>(q, Op::NoTrans, 1.0f, V{A, 1, 4, 1, 0, 1}, X{H, 4, inc, 0, 1}, 0.0f, Y{y, 1, 1, 0, 1});
    }, "incx", inc, " times n (4)");
    expect_refused([&] {
      trmv<float>(q, Uplo::Lower, Op::NoTrans, Diag::Unit, V{A, 3, 3, 3, 0, 1}, Y{H, 3, inc, 0, 1});
    }, "incx", inc, " times n (3)");
  }
  // n = 2 at the edge: |inc| = INT_MAX fits the int, but reference BLAS's start index 1 - inc
  // would not.
  expect_refused([&] {
    ger<float>(q, 1.0f, X{x, 1, 1, 0, 1}, X{H, 2, -int64_t{INT_MAX}, 0, 1}, W{C, 1, 2, 1, 0, 1});
  }, "incy", -int64_t{INT_MAX}, " times n (2)");
  // A used ld that fits the int is refused where the item's span does not (helper-28): OpenBLAS's
  // float small-matrix gemm kernel forms (n - 1) * ldc (crashed at ldc = 2^30 + 1, 3 columns),
  // and syr/syr2 Lower step down the diagonal by 1 + ld (crashed at ld = INT_MAX).
  const int64_t g1 = g + 1;
  expect_refused([&] {
    gemm<float>(q, Op::NoTrans, Op::Trans, 1.0f, V{A, 1, 1, 1, 0, 1}, V{B, 3, 1, 3, 0, 1}, 0.0f,
                W{H, 1, 3, g1, 0, 1});
  }, "ldc", g1, " times cols (3)");
  expect_refused([&] {
    syr<float>(q, Uplo::Lower, 1.0f, X{x, 2, 1, 0, 1}, W{H, 2, 2, INT_MAX, 0, 1});
  }, "lda", INT_MAX, " times cols (2)");
  expect_refused([&] {
    syr2<float>(q, Uplo::Lower, 1.0f, X{x, 2, 1, 0, 1}, X{y, 2, 1, 0, 1}, W{H, 2, 2, INT_MAX, 0, 1});
  }, "lda", INT_MAX, " times cols (2)");
  for (float v : buf) EXPECT_EQ(v, 7.0f);
}

// Complex: OpenBLAS counts offsets in reals, twice the elements, so a negative-increment walk
// starts at (n - 1) * inc * 2: zgemv crashed at n = 2, incx = -(2^30 + 1), and cger and zhemv
// wrote before their operands (helper-28).
TEST(HostInt32Limit, ComplexSpansCountTwoRealsPerElement) {
  Queue q = Queue::host();
  using C = std::complex<float>;
  std::vector<Z> zbuf(64, Z(7, 7));
  std::vector<C> cbuf(64, C(7, 7));
  const int64_t inc = -((int64_t{1} << 30) + 1);
  Z* zp = zbuf.data();
  expect_refused([&] {
    gemv<Z>(q, Op::NoTrans, Z(1), MatrixView<const Z>{zp, 1, 2, 1, 0, 1},
            VectorView<const Z>{zp + 48, 2, inc, 0, 1}, Z(0), VectorView<Z>{zp + 8, 1, 1, 0, 1});
  }, "incx", inc, " times 2 x n (complex) (4)");
  expect_refused([&] {
    hemv<Z>(q, Uplo::Lower, Z(1), MatrixView<const Z>{zp, 2, 2, 2, 0, 1},
            VectorView<const Z>{zp + 8, 2, 1, 0, 1}, Z(0), VectorView<Z>{zp + 48, 2, inc, 0, 1});
  }, "incy", inc, " times 2 x n (complex) (4)");
  C* cp = cbuf.data();
  expect_refused([&] {
    ger<C>(q, C(1), VectorView<const C>{cp + 48, 2, inc, 0, 1}, VectorView<const C>{cp + 8, 1, 1, 0, 1},
           MatrixView<C>{cp + 16, 2, 1, 2, 0, 1});
  }, "incx", inc, " times 2 x n (complex) (4)");
  // ld = 2^30 with 2 columns: 2^31 reals, past the int, though 2^30 elements are not.
  const int64_t g = int64_t{1} << 30;
  expect_refused([&] {
    gemm<Z>(q, Op::NoTrans, Op::NoTrans, Z(1), MatrixView<const Z>{zp + 48, 1, 2, g, 0, 1},
            MatrixView<const Z>{zp, 2, 1, 2, 0, 1}, Z(0), MatrixView<Z>{zp + 8, 1, 1, 1, 0, 1});
  }, "lda", g, " times 2 x cols (complex) (4)");
  for (const Z& v : zbuf) EXPECT_EQ(v, Z(7, 7));
  for (const C& v : cbuf) EXPECT_EQ(v, C(7, 7));
}

}  // namespace
