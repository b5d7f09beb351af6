// Shared pieces of the cuBLAS (vendor) families: enum and type mapping, aligned host scalars.
#pragma once

#include <cublas_v2.h>

#include <complex>
#include <cstring>

#include "batchlas/types.hh"
#include "core/cuda/check.hh"

namespace batchlas::cublas {

inline cublasFillMode_t fill(Uplo u) {
  return u == Uplo::Lower ? CUBLAS_FILL_MODE_LOWER : CUBLAS_FILL_MODE_UPPER;
}
inline cublasOperation_t op(Op t) {
  return t == Op::NoTrans ? CUBLAS_OP_N : t == Op::Trans ? CUBLAS_OP_T : CUBLAS_OP_C;
}
inline cublasSideMode_t side(Side s) {
  return s == Side::Left ? CUBLAS_SIDE_LEFT : CUBLAS_SIDE_RIGHT;
}
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

/// cuBLAS's operation for T: real T takes ConjTrans as Trans (BLAS), which some cuBLAS routines
/// (real syrk, syr2k) reject when spelled CUBLAS_OP_C.
template <class T> cublasOperation_t op_for(Op t) {
  if constexpr (!is_complex_v<T>)
    if (t == Op::ConjTrans) return CUBLAS_OP_T;
  return op(t);
}

/// The queue's cuBLAS handle (host pointer mode, bound to the queue's stream).
inline cublasHandle_t handle(const Queue& q) { return cuda::cublas(q); }

/// Turn a cuBLAS status into DeviceError naming the routine and cuBLAS's own text.
inline void check(cublasStatus_t s, const char* routine) { cuda::check(s, routine); }

/// The lowest address of a strided vector: BLAS (and cuBLAS) take that pointer with a negative
/// increment and walk from the far end, which is what VectorView's data already is.
template <class T> auto vec(T* data) { return ptr(data); }

}  // namespace batchlas::cublas
