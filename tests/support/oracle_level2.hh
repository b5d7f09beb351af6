// Oracle expectations for the Level-2 operations, one function per operation: the expected
// logical element i of item b of a vector output (or element (i, j) of a matrix output), or
// nullopt where the routine must not write. Inputs are read from the host mirrors of Mat/Vec;
// outputs from `before`, the output buffer as it was before the call. A broadcast input (one
// item) serves every b. Scalars that are zero make the oracle skip the terms they multiply, so
// NaN planted in unread operands never reaches an expectation (DESIGN.md §1).
#pragma once

#include <optional>
#include <vector>

#include "support/harness.hh"

namespace oracle {

using testing_support::Mat;
using testing_support::Vec;

/// Logical element i of item b of `v`, read from `snap` (a copy of v's host buffer).
template <class T>
wide_t<T> vec_at(Vec<T>& v, const std::vector<T>& snap, int64_t i, int64_t b) {
  const int64_t item = b % std::max<int64_t>(v.batch, 1);
  return wide_t<T>(snap[&v.at(i, item) - v.buf.host.data()]);
}
template <class T> wide_t<T> vec_at(Vec<T>& v, int64_t i, int64_t b) {
  return vec_at(v, v.buf.host, i, b);
}

/// Element (i, j) of item b of `A`, read from `snap` (a copy of A's host buffer).
template <class T>
wide_t<T> mat_at(const Mat<T>& A, const std::vector<T>& snap, int64_t i, int64_t j, int64_t b) {
  const int64_t item = b % std::max<int64_t>(A.batch, 1);
  return wide_t<T>(snap[item * A.stride + i + j * A.ld]);
}
template <class T> wide_t<T> mat_at(const Mat<T>& A, int64_t i, int64_t j, int64_t b) {
  return mat_at(A, A.buf.host, i, j, b);
}

/// (r, c) lies in the uplo triangle (diagonal included).
inline bool in_triangle(Uplo uplo, int64_t r, int64_t c) {
  return uplo == Uplo::Lower ? r >= c : r <= c;
}

template <class W> W real_part(W v) {
  if constexpr (batchlas::is_complex_v<W>) return W(std::real(v));
  else return v;
}

/// gemv: y(i) = alpha*sum_l op(A)(i, l)*x(l) + beta*y0(i).
template <class T>
std::optional<Expect<T>> gemv_at(Op trans, T alpha, Mat<T>& A, Vec<T>& x, T beta,
                                 const std::vector<T>& y0, Vec<T>& y, int64_t i, int64_t b) {
  Expect<T> e;
  const int64_t len = trans == Op::NoTrans ? A.cols : A.rows;
  const T* a = A.item(b % std::max<int64_t>(A.batch, 1));
  for (int64_t l = 0; alpha != T(0) && l < len; ++l)
    e.add(wide_t<T>(alpha) * op_at(a, A.ld, trans, i, l) * vec_at(x, l, b));
  if (beta != T(0)) e.add(wide_t<T>(beta) * vec_at(y, y0, i, b));
  return e;
}

/// ger / gerc: A(i, j) = A0(i, j) + alpha*x(i)*y(j) (conj(y(j)) for gerc).
template <class T>
std::optional<Expect<T>> ger_at(T alpha, Vec<T>& x, Vec<T>& y, const std::vector<T>& a0,
                                const Mat<T>& A, int64_t i, int64_t j, int64_t b, bool conj) {
  Expect<T> e;
  e.add(mat_at(A, a0, i, j, b));
  e.add(wide_t<T>(alpha) * vec_at(x, i, b) * conj_if(vec_at(y, j, b), conj));
  return e;
}

/// trmv: x(i) = sum_l op(A)(i, l)*x0(l), A triangular (uplo, diag): only its uplo triangle is
/// read, and under Unit not its diagonal (taken as 1).
template <class T>
std::optional<Expect<T>> trmv_at(Uplo uplo, Op trans, Diag diag, const Mat<T>& A,
                                 const std::vector<T>& x0, Vec<T>& x, int64_t i, int64_t b) {
  Expect<T> e;
  for (int64_t l = 0; l < A.rows; ++l) {
    const int64_t r = trans == Op::NoTrans ? i : l, c = trans == Op::NoTrans ? l : i;
    if (!in_triangle(uplo, r, c)) continue;
    const wide_t<T> a = r == c && diag == Diag::Unit
                            ? wide_t<T>(1)
                            : conj_if(mat_at(A, r, c, b), trans == Op::ConjTrans);
    e.add(a * vec_at(x, x0, l, b));
  }
  return e;
}

/// symv / hemv: y(i) = alpha*sum_l S(i, l)*x(l) + beta*y0(i), S from A's uplo triangle:
/// mirrored plainly (symv, complex-symmetric) or conjugated with a real diagonal (hemv).
template <class T>
std::optional<Expect<T>> symv_at(Uplo uplo, T alpha, const Mat<T>& A, Vec<T>& x, T beta,
                                 const std::vector<T>& y0, Vec<T>& y, int64_t i, int64_t b,
                                 bool herm) {
  Expect<T> e;
  for (int64_t l = 0; alpha != T(0) && l < A.rows; ++l) {
    wide_t<T> s = in_triangle(uplo, i, l) ? mat_at(A, i, l, b) : conj_if(mat_at(A, l, i, b), herm);
    if (herm && i == l) s = real_part(s);
    e.add(wide_t<T>(alpha) * s * vec_at(x, l, b));
  }
  if (beta != T(0)) e.add(wide_t<T>(beta) * vec_at(y, y0, i, b));
  return e;
}

/// syr / her on the uplo triangle: A(i, j) = A0(i, j) + alpha*x(i)*x(j) (her: conj(x(j)), and
/// the diagonal real: Re A0(i, i) + alpha*|x(i)|^2, imaginary part exactly 0).
template <class T>
std::optional<Expect<T>> syr_at(Uplo uplo, T alpha, Vec<T>& x, const std::vector<T>& a0,
                                const Mat<T>& A, int64_t i, int64_t j, int64_t b, bool herm) {
  if (!in_triangle(uplo, i, j)) return std::nullopt;
  Expect<T> e;
  const bool diag = herm && i == j;
  e.add(diag ? real_part(mat_at(A, a0, i, j, b)) : mat_at(A, a0, i, j, b));
  e.add(wide_t<T>(alpha) * vec_at(x, i, b) * conj_if(vec_at(x, j, b), herm));
  if (diag) e.value = real_part(e.value), e.exactly_real = true;
  return e;
}

/// syr2 / her2 on the uplo triangle: A(i, j) = A0(i, j) + alpha*x(i)*y(j) + alpha*y(i)*x(j)
/// (her2: alpha*x(i)*conj(y(j)) + conj(alpha)*y(i)*conj(x(j)), diagonal exactly real).
template <class T>
std::optional<Expect<T>> syr2_at(Uplo uplo, T alpha, Vec<T>& x, Vec<T>& y,
                                 const std::vector<T>& a0, const Mat<T>& A, int64_t i, int64_t j,
                                 int64_t b, bool herm) {
  if (!in_triangle(uplo, i, j)) return std::nullopt;
  Expect<T> e;
  const bool diag = herm && i == j;
  const wide_t<T> al(alpha);
  e.add(diag ? real_part(mat_at(A, a0, i, j, b)) : mat_at(A, a0, i, j, b));
  e.add(al * vec_at(x, i, b) * conj_if(vec_at(y, j, b), herm));
  e.add(conj_if(al, herm) * vec_at(y, i, b) * conj_if(vec_at(x, j, b), herm));
  if (diag) e.value = real_part(e.value), e.exactly_real = true;
  return e;
}

}  // namespace oracle

namespace testing_support {

/// Overwrite every logical element of every item of `v` with the NaN sentinel (beta == 0 tests:
/// the routine must not read them).
template <class T> void plant_nan(Vec<T>& v) {
  for (int64_t b = 0; b < v.batch; ++b)
    for (int64_t i = 0; i < v.size; ++i) v.at(i, b) = sentinel<T>();
}

/// Give every diagonal element of every item a NaN imaginary part (Hermitian inputs: the
/// routine must ignore it). No-op for real T.
template <class T> void plant_imaginary_diagonal(Mat<T>& A) {
  if constexpr (is_complex_v<T>)
    for (int64_t b = 0; b < A.batch; ++b)
      for (int64_t j = 0; j < std::min(A.rows, A.cols); ++j)
        A.at(j, j, b).imag(sentinel<real_t<T>>());
}

/// Turn every other NaN sentinel of an output buffer (padding, gaps, the untouched triangle) into
/// a distinct finite marker. NaN sentinels show a stray read, but an update such as a += t keeps a
/// NaN's bits, so a stray write there could pass the bit check; the finite half shows it.
template <class T> void mix_markers(Buffer<T>& buf) {
  for (std::size_t idx = 1; idx < buf.host.size(); idx += 2)
    if (same_bits(buf.host[idx], sentinel<T>())) {
      const real_t<T> r = real_t<T>(1000 + idx % 4096);
      if constexpr (is_complex_v<T>) buf.host[idx] = T(r, -r);
      else buf.host[idx] = r;
    }
}

/// Logical increments exercised by every Level-2 suite: unit, negative, |inc| > 1 of both signs.
inline const std::vector<std::pair<int64_t, int64_t>>& increment_pairs() {
  static const std::vector<std::pair<int64_t, int64_t>> p = {{1, 1}, {-1, 2}, {3, -1}, {-2, -3}};
  return p;
}

}  // namespace testing_support
