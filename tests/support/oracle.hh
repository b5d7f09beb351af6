// The test oracle: naive loops in a wider type (double for float inputs, long double for double
// inputs), each output element returned with the sum of the magnitudes of its terms, so a test
// can bound the error by that sum times k and the unit roundoff (BLAS++ test/check_gemm.hh idea).
#pragma once

#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "batchlas/types.hh"

namespace oracle {

using batchlas::Diag;
using batchlas::Op;
using batchlas::Side;
using batchlas::Uplo;

template <class T> struct wide { using type = double; };
template <> struct wide<double> { using type = long double; };
template <> struct wide<std::complex<float>> { using type = std::complex<double>; };
template <> struct wide<std::complex<double>> { using type = std::complex<long double>; };
/// The oracle's arithmetic type for T.
template <class T> using wide_t = typename wide<T>::type;
template <class T> using wide_real_t = batchlas::real_t<wide_t<T>>;

template <class W> W conj_if(W v, bool c) {
  if constexpr (batchlas::is_complex_v<W>) return c ? std::conj(v) : v;
  else return v;
}
template <class W> auto mag(W v) { return std::abs(v); }

/// One expected element: its value and the sum of |terms| that formed it.
template <class T> struct Expect {
  wide_t<T> value{};
  wide_real_t<T> bound{};
  bool exactly_real = false;  ///< Hermitian diagonal: the imaginary part must be exactly 0
  void add(wide_t<T> term) { value += term, bound += mag(term); }
};

/// Element (i, j) of op(M) where M is column-major with leading dimension ld.
template <class T> wide_t<T> op_at(const T* M, int64_t ld, Op t, int64_t i, int64_t j) {
  const T v = t == Op::NoTrans ? M[i + j * ld] : M[j + i * ld];
  return conj_if(static_cast<wide_t<T>>(v), t == Op::ConjTrans);
}

/// Unit roundoff of T's real type.
template <class T> double eps() { return std::numeric_limits<batchlas::real_t<T>>::epsilon(); }

/// |got - expected| <= tol * (terms + 2) * eps * (bound + tiny): true when within the bound.
template <class T>
bool close(T got, const Expect<T>& e, int64_t terms, double tol = 4.0) {
  const long double diff = std::abs(static_cast<wide_t<T>>(got) - e.value);
  const long double limit =
      tol * (terms + 2) * eps<T>() * (static_cast<long double>(e.bound) + 1e-30L);
  return diff <= limit;
}

}  // namespace oracle
