// Shared pieces of the cuBLAS (vendor) families: enum and type mapping, aligned host scalars.
#pragma once

#include <cublas_v2.h>

#include <climits>
#include <complex>
#include <cstring>
#include <initializer_list>
#include <string>

#include "batchlas/types.hh"
#include "core/cuda/check.hh"

namespace batchlas::cublas {

inline cublasFillMode_t fill(Uplo u) {
  return u == Uplo::Lower ? CUBLAS_FILL_MODE_LOWER : CUBLAS_FILL_MODE_UPPER;
}
inline cublasOperation_t op(Op t) {
  return t == Op::NoTrans ? CUBLAS_OP_N : t == Op::Trans ? CUBLAS_OP_T : CUBLAS_OP_C;
}
inline cublasSideMode_t side(Side s) { return s == Side::Left ? CUBLAS_SIDE_LEFT : CUBLAS_SIDE_RIGHT; }
inline cublasDiagType_t diag(Diag d) {
  return d == Diag::Unit ? CUBLAS_DIAG_UNIT : CUBLAS_DIAG_NON_UNIT;
}

/// cuBLAS's element type for T (cuComplex for std::complex<float>, ...).
template <class T> struct dev { using type = T; };
template <> struct dev<std::complex<float>> { using type = cuComplex; };
template <> struct dev<std::complex<double>> { using type = cuDoubleComplex; };
template <class T> using dev_t = typename dev<T>::type;

template <class T> dev_t<T>* ptr(T* p) { return reinterpret_cast<dev_t<T>*>(p); }
template <class T> const dev_t<T>* ptr(const T* p) { return reinterpret_cast<const dev_t<T>*>(p); }

/// A host scalar copied into 16-byte-aligned storage: cuBLASLt (behind some cuBLAS routines)
/// loads host scalars with 16-byte vector loads, and a std::complex<double> at an address
/// 8 mod 16 faults there (seen with cublasZher2k).
template <class T> struct Scalar {
  alignas(16) dev_t<T> v;
  explicit Scalar(T x) { std::memcpy(&v, &x, sizeof(T)); }
  const dev_t<T>* get() const { return &v; }
};

/// "" when every extent fits cuBLAS's 32-bit int; else the reason (for can_run).
inline std::string int32_limit(std::initializer_list<int64_t> extents) {
  for (int64_t e : extents)
    if (e > INT_MAX || e < -INT_MAX)
      return "an extent, ld or increment (" + std::to_string(e) + ") exceeds cuBLAS's 32-bit int";
  return {};
}

}  // namespace batchlas::cublas
