// The demo's oracle: every operation restated as a dense product in std::complex<long double>
// (the stored triangle mirrored or zeroed first), so one matmul checks all of them.
#pragma once

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <vector>

#include "batchlas/types.hh"

namespace demo {

using W = std::complex<long double>;
using batchlas::Diag;
using batchlas::Op;
using batchlas::Uplo;

struct Dense {
  int64_t rows = 0, cols = 0;
  std::vector<W> v;
  Dense(int64_t r, int64_t c) : rows(r), cols(c), v(static_cast<std::size_t>(r * c)) {}
  W& operator()(int64_t i, int64_t j) { return v[i + j * rows]; }
  W operator()(int64_t i, int64_t j) const { return v[i + j * rows]; }
};

/// Item `b` of a column-major batch in host memory (stride may be 0: broadcast).
template <class T>
Dense load(const std::vector<T>& h, int64_t rows, int64_t cols, int64_t ld, int64_t stride,
           int64_t b) {
  Dense d(rows, cols);
  for (int64_t j = 0; j < cols; ++j)
    for (int64_t i = 0; i < rows; ++i) d(i, j) = W(h[b * stride + i + j * ld]);
  return d;
}

inline Dense op(const Dense& a, Op t) {
  if (t == Op::NoTrans) return a;
  Dense r(a.cols, a.rows);
  for (int64_t j = 0; j < a.cols; ++j)
    for (int64_t i = 0; i < a.rows; ++i) r(j, i) = t == Op::ConjTrans ? std::conj(a(i, j)) : a(i, j);
  return r;
}

inline bool stored(Uplo u, int64_t i, int64_t j) { return u == Uplo::Lower ? i >= j : i <= j; }

/// The full symmetric (or Hermitian) matrix from its uplo triangle.
inline Dense mirror(const Dense& a, Uplo u, bool herm) {
  Dense r(a.rows, a.cols);
  for (int64_t j = 0; j < a.cols; ++j)
    for (int64_t i = 0; i < a.rows; ++i) {
      const W s = stored(u, i, j) ? a(i, j) : (herm ? std::conj(a(j, i)) : a(j, i));
      r(i, j) = (herm && i == j) ? W(s.real()) : s;
    }
  return r;
}

/// The triangular matrix: the other triangle zero, ones on a unit diagonal.
inline Dense triangle(const Dense& a, Uplo u, Diag d) {
  Dense r(a.rows, a.cols);
  for (int64_t j = 0; j < a.cols; ++j)
    for (int64_t i = 0; i < a.rows; ++i)
      r(i, j) = i == j && d == Diag::Unit ? W(1) : stored(u, i, j) ? a(i, j) : W(0);
  return r;
}

inline Dense matmul(const Dense& a, const Dense& b) {
  Dense r(a.rows, b.cols);
  for (int64_t j = 0; j < b.cols; ++j)
    for (int64_t l = 0; l < a.cols; ++l) {
      const W blj = b(l, j);
      for (int64_t i = 0; i < a.rows; ++i) r(i, j) += a(i, l) * blj;
    }
  return r;
}

/// r := alpha*r + beta*c (beta == 0: c ignored).
inline Dense axpby(W alpha, const Dense& r, W beta, const Dense& c) {
  Dense o(r.rows, r.cols);
  for (std::size_t i = 0; i < r.v.size(); ++i)
    o.v[i] = alpha * r.v[i] + (beta == W(0) ? W(0) : beta * c.v[i]);
  return o;
}

/// max |got - want| / max |want| over the elements where keep(i, j).
template <class F> long double rel_error(const Dense& got, const Dense& want, F keep) {
  long double err = 0, scale = 0;
  for (int64_t j = 0; j < want.cols; ++j)
    for (int64_t i = 0; i < want.rows; ++i)
      if (keep(i, j)) {
        err = std::max(err, std::abs(got(i, j) - want(i, j)));
        scale = std::max(scale, std::abs(want(i, j)));
      }
  return scale > 0 ? err / scale : err;
}

}  // namespace demo
