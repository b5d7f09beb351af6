// Typed overloads of the cuBLAS routines the vendor and expansion families call, one name per
// BLAS routine for all four precisions (as src/backends/host/cblas.hh does for CBLAS).
//
// Every wrapper calls cuBLAS's 64-bit integer API (the `_64` entry points, cuBLAS >= 12), so
// extents, leading dimensions, increments and batch counts are int64_t and no 32-bit ceiling is
// left on the library side. Scalars are host pointers (CUBLAS_POINTER_MODE_HOST) to 16-byte
// aligned storage (cublas::Scalar). Hermitian routines exist for the complex types only; real
// gerc is ger (BLAS).
#pragma once

#include <cublas_v2.h>

#include <cstdint>

namespace batchlas::cublas::api {

using I = int64_t;
using H = cublasHandle_t;
using St = cublasStatus_t;
using Fill = cublasFillMode_t;
using Trans = cublasOperation_t;
using SideM = cublasSideMode_t;
using DiagM = cublasDiagType_t;

// C_i := alpha*op(A_i)*op(B_i) + beta*C_i for i < batch, item i of X at X + i*strideX.
#define BATCHLAS_GEMM_SB(T, X)                                                                   \
  inline St gemm_strided_batched(H h, Trans ta, Trans tb, I m, I n, I k, const T* al,           \
                                 const T* a, I lda, long long sa, const T* b, I ldb,            \
                                 long long sb, const T* be, T* c, I ldc, long long sc, I batch) { \
    return cublas##X##gemmStridedBatched_64(h, ta, tb, m, n, k, al, a, lda, sa, b, ldb, sb, be, \
                                            c, ldc, sc, batch);                                 \
  }
BATCHLAS_GEMM_SB(float, S)
BATCHLAS_GEMM_SB(double, D)
BATCHLAS_GEMM_SB(cuComplex, C)
BATCHLAS_GEMM_SB(cuDoubleComplex, Z)
#undef BATCHLAS_GEMM_SB

// C_i := alpha*op(A_i)*op(B_i) + beta*C_i for i < batch, item i of X at the device address
// x[i] (pointer arrays in device memory; the C pointers must be distinct, A and B may repeat).
#define BATCHLAS_GEMM_B(T, X)                                                                    \
  inline St gemm_batched_pointers(H h, Trans ta, Trans tb, I m, I n, I k, const T* al,          \
                                  const T* const a[], I lda, const T* const b[], I ldb,         \
                                  const T* be, T* const c[], I ldc, I batch) {                  \
    return cublas##X##gemmBatched_64(h, ta, tb, m, n, k, al, a, lda, b, ldb, be, c, ldc, batch); \
  }
BATCHLAS_GEMM_B(float, S)
BATCHLAS_GEMM_B(double, D)
BATCHLAS_GEMM_B(cuComplex, C)
BATCHLAS_GEMM_B(cuDoubleComplex, Z)
#undef BATCHLAS_GEMM_B

#define BATCHLAS_GEMV_SB(T, X)                                                                  \
  inline St gemv_strided_batched(H h, Trans t, I m, I n, const T* al, const T* a, I lda,       \
                                 long long sa, const T* x, I incx, long long sx, const T* be,  \
                                 T* y, I incy, long long sy, I batch) {                        \
    return cublas##X##gemvStridedBatched_64(h, t, m, n, al, a, lda, sa, x, incx, sx, be, y,    \
                                            incy, sy, batch);                                  \
  }
BATCHLAS_GEMV_SB(float, S)
BATCHLAS_GEMV_SB(double, D)
BATCHLAS_GEMV_SB(cuComplex, C)
BATCHLAS_GEMV_SB(cuDoubleComplex, Z)
#undef BATCHLAS_GEMV_SB

#define BATCHLAS_GEMV(T, X)                                                                    \
  inline St gemv(H h, Trans t, I m, I n, const T* al, const T* a, I lda, const T* x, I incx,  \
                 const T* be, T* y, I incy) {                                                 \
    return cublas##X##gemv_64(h, t, m, n, al, a, lda, x, incx, be, y, incy);                  \
  }
BATCHLAS_GEMV(float, S)
BATCHLAS_GEMV(double, D)
BATCHLAS_GEMV(cuComplex, C)
BATCHLAS_GEMV(cuDoubleComplex, Z)
#undef BATCHLAS_GEMV

// symm (all four) and hemm (complex): the same argument list.
#define BATCHLAS_SYMM(NAME, T, X)                                                              \
  inline St NAME(H h, SideM s, Fill u, I m, I n, const T* al, const T* a, I lda, const T* b,  \
                 I ldb, const T* be, T* c, I ldc) {                                           \
    return cublas##X##NAME##_64(h, s, u, m, n, al, a, lda, b, ldb, be, c, ldc);               \
  }
BATCHLAS_SYMM(symm, float, S)
BATCHLAS_SYMM(symm, double, D)
BATCHLAS_SYMM(symm, cuComplex, C)
BATCHLAS_SYMM(symm, cuDoubleComplex, Z)
BATCHLAS_SYMM(hemm, cuComplex, C)
BATCHLAS_SYMM(hemm, cuDoubleComplex, Z)
#undef BATCHLAS_SYMM

// syrk (all four, scalars of T) and herk (complex, real scalars R).
#define BATCHLAS_SYRK(NAME, T, R, X)                                                           \
  inline St NAME(H h, Fill u, Trans t, I n, I k, const R* al, const T* a, I lda, const R* be, \
                 T* c, I ldc) {                                                               \
    return cublas##X##NAME##_64(h, u, t, n, k, al, a, lda, be, c, ldc);                       \
  }
BATCHLAS_SYRK(syrk, float, float, S)
BATCHLAS_SYRK(syrk, double, double, D)
BATCHLAS_SYRK(syrk, cuComplex, cuComplex, C)
BATCHLAS_SYRK(syrk, cuDoubleComplex, cuDoubleComplex, Z)
BATCHLAS_SYRK(herk, cuComplex, float, C)
BATCHLAS_SYRK(herk, cuDoubleComplex, double, Z)
#undef BATCHLAS_SYRK

// syr2k (all four, beta of T) and her2k (complex, real beta RB).
#define BATCHLAS_SYR2K(NAME, T, RB, X)                                                         \
  inline St NAME(H h, Fill u, Trans t, I n, I k, const T* al, const T* a, I lda, const T* b,  \
                 I ldb, const RB* be, T* c, I ldc) {                                          \
    return cublas##X##NAME##_64(h, u, t, n, k, al, a, lda, b, ldb, be, c, ldc);               \
  }
BATCHLAS_SYR2K(syr2k, float, float, S)
BATCHLAS_SYR2K(syr2k, double, double, D)
BATCHLAS_SYR2K(syr2k, cuComplex, cuComplex, C)
BATCHLAS_SYR2K(syr2k, cuDoubleComplex, cuDoubleComplex, Z)
BATCHLAS_SYR2K(her2k, cuComplex, float, C)
BATCHLAS_SYR2K(her2k, cuDoubleComplex, double, Z)
#undef BATCHLAS_SYR2K

// trmm, out of place: C := alpha*op(A)*B or alpha*B*op(A); C == B (with ldb == ldc) is in place.
#define BATCHLAS_TRMM(T, X)                                                                    \
  inline St trmm(H h, SideM s, Fill u, Trans t, DiagM d, I m, I n, const T* al, const T* a,   \
                 I lda, const T* b, I ldb, T* c, I ldc) {                                     \
    return cublas##X##trmm_64(h, s, u, t, d, m, n, al, a, lda, b, ldb, c, ldc);               \
  }
BATCHLAS_TRMM(float, S)
BATCHLAS_TRMM(double, D)
BATCHLAS_TRMM(cuComplex, C)
BATCHLAS_TRMM(cuDoubleComplex, Z)
#undef BATCHLAS_TRMM

// ger (geru for complex) and gerc (ger for real T).
#define BATCHLAS_GER(NAME, T, FN)                                                              \
  inline St NAME(H h, I m, I n, const T* al, const T* x, I incx, const T* y, I incy, T* a,    \
                 I lda) {                                                                     \
    return FN(h, m, n, al, x, incx, y, incy, a, lda);                                         \
  }
BATCHLAS_GER(ger, float, cublasSger_64)
BATCHLAS_GER(ger, double, cublasDger_64)
BATCHLAS_GER(ger, cuComplex, cublasCgeru_64)
BATCHLAS_GER(ger, cuDoubleComplex, cublasZgeru_64)
BATCHLAS_GER(gerc, float, cublasSger_64)
BATCHLAS_GER(gerc, double, cublasDger_64)
BATCHLAS_GER(gerc, cuComplex, cublasCgerc_64)
BATCHLAS_GER(gerc, cuDoubleComplex, cublasZgerc_64)
#undef BATCHLAS_GER

#define BATCHLAS_TRMV(T, X)                                                                    \
  inline St trmv(H h, Fill u, Trans t, DiagM d, I n, const T* a, I lda, T* x, I incx) {       \
    return cublas##X##trmv_64(h, u, t, d, n, a, lda, x, incx);                                \
  }
BATCHLAS_TRMV(float, S)
BATCHLAS_TRMV(double, D)
BATCHLAS_TRMV(cuComplex, C)
BATCHLAS_TRMV(cuDoubleComplex, Z)
#undef BATCHLAS_TRMV

// symv (all four: cublasCsymv/Zsymv are complex-symmetric) and hemv (complex).
#define BATCHLAS_SYMV(NAME, T, X)                                                              \
  inline St NAME(H h, Fill u, I n, const T* al, const T* a, I lda, const T* x, I incx,        \
                 const T* be, T* y, I incy) {                                                 \
    return cublas##X##NAME##_64(h, u, n, al, a, lda, x, incx, be, y, incy);                   \
  }
BATCHLAS_SYMV(symv, float, S)
BATCHLAS_SYMV(symv, double, D)
BATCHLAS_SYMV(symv, cuComplex, C)
BATCHLAS_SYMV(symv, cuDoubleComplex, Z)
BATCHLAS_SYMV(hemv, cuComplex, C)
BATCHLAS_SYMV(hemv, cuDoubleComplex, Z)
#undef BATCHLAS_SYMV

// syr (all four, complex-symmetric for C/Z) and her (complex, real alpha R).
#define BATCHLAS_SYR(NAME, T, R, X)                                                            \
  inline St NAME(H h, Fill u, I n, const R* al, const T* x, I incx, T* a, I lda) {            \
    return cublas##X##NAME##_64(h, u, n, al, x, incx, a, lda);                                \
  }
BATCHLAS_SYR(syr, float, float, S)
BATCHLAS_SYR(syr, double, double, D)
BATCHLAS_SYR(syr, cuComplex, cuComplex, C)
BATCHLAS_SYR(syr, cuDoubleComplex, cuDoubleComplex, Z)
BATCHLAS_SYR(her, cuComplex, float, C)
BATCHLAS_SYR(her, cuDoubleComplex, double, Z)
#undef BATCHLAS_SYR

// syr2 (all four) and her2 (complex): the same argument list.
#define BATCHLAS_SYR2(NAME, T, X)                                                              \
  inline St NAME(H h, Fill u, I n, const T* al, const T* x, I incx, const T* y, I incy, T* a, \
                 I lda) {                                                                     \
    return cublas##X##NAME##_64(h, u, n, al, x, incx, y, incy, a, lda);                       \
  }
BATCHLAS_SYR2(syr2, float, S)
BATCHLAS_SYR2(syr2, double, D)
BATCHLAS_SYR2(syr2, cuComplex, C)
BATCHLAS_SYR2(syr2, cuDoubleComplex, Z)
BATCHLAS_SYR2(her2, cuComplex, C)
BATCHLAS_SYR2(her2, cuDoubleComplex, Z)
#undef BATCHLAS_SYR2

}  // namespace batchlas::cublas::api
