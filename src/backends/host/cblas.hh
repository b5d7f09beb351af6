// Typed overloads over CBLAS (OpenBLAS) so the host families are written once per operation.
// CBLAS takes 32-bit ints (blasint): callers pass only values host::int32_limit (common.hh)
// accepted, with unused lds and increments replaced by host::cblas_ld / cblas_inc.
#pragma once

#include <cblas.h>

#include <climits>
#include <complex>
#include <cstdint>

#include "batchlas/types.hh"

namespace batchlas::host::cb {

inline bool fits_int(int64_t v) { return v >= INT_MIN && v <= INT_MAX; }

inline CBLAS_UPLO uplo(Uplo u) { return u == Uplo::Lower ? CblasLower : CblasUpper; }
inline CBLAS_TRANSPOSE trans(Op t) {
  return t == Op::NoTrans ? CblasNoTrans : t == Op::Trans ? CblasTrans : CblasConjTrans;
}
inline CBLAS_SIDE side(Side s) { return s == Side::Left ? CblasLeft : CblasRight; }
inline CBLAS_DIAG diag(Diag d) { return d == Diag::Unit ? CblasUnit : CblasNonUnit; }

using cf = std::complex<float>;
using cd = std::complex<double>;
constexpr auto CM = CblasColMajor;
#define I(x) static_cast<blasint>(x)

// ---- Level 3 ----
inline void gemm(Op ta, Op tb, int64_t m, int64_t n, int64_t k, float al, const float* a,
                 int64_t lda, const float* b, int64_t ldb, float be, float* c, int64_t ldc) {
  cblas_sgemm(CM, trans(ta), trans(tb), I(m), I(n), I(k), al, a, I(lda), b, I(ldb), be, c, I(ldc));
}
inline void gemm(Op ta, Op tb, int64_t m, int64_t n, int64_t k, double al, const double* a,
                 int64_t lda, const double* b, int64_t ldb, double be, double* c, int64_t ldc) {
  cblas_dgemm(CM, trans(ta), trans(tb), I(m), I(n), I(k), al, a, I(lda), b, I(ldb), be, c, I(ldc));
}
inline void gemm(Op ta, Op tb, int64_t m, int64_t n, int64_t k, cf al, const cf* a, int64_t lda,
                 const cf* b, int64_t ldb, cf be, cf* c, int64_t ldc) {
  cblas_cgemm(CM, trans(ta), trans(tb), I(m), I(n), I(k), &al, a, I(lda), b, I(ldb), &be, c,
              I(ldc));
}
inline void gemm(Op ta, Op tb, int64_t m, int64_t n, int64_t k, cd al, const cd* a, int64_t lda,
                 const cd* b, int64_t ldb, cd be, cd* c, int64_t ldc) {
  cblas_zgemm(CM, trans(ta), trans(tb), I(m), I(n), I(k), &al, a, I(lda), b, I(ldb), &be, c,
              I(ldc));
}

inline void symm(Side s, Uplo u, int64_t m, int64_t n, float al, const float* a, int64_t lda,
                 const float* b, int64_t ldb, float be, float* c, int64_t ldc) {
  cblas_ssymm(CM, side(s), uplo(u), I(m), I(n), al, a, I(lda), b, I(ldb), be, c, I(ldc));
}
inline void symm(Side s, Uplo u, int64_t m, int64_t n, double al, const double* a, int64_t lda,
                 const double* b, int64_t ldb, double be, double* c, int64_t ldc) {
  cblas_dsymm(CM, side(s), uplo(u), I(m), I(n), al, a, I(lda), b, I(ldb), be, c, I(ldc));
}
inline void symm(Side s, Uplo u, int64_t m, int64_t n, cf al, const cf* a, int64_t lda,
                 const cf* b, int64_t ldb, cf be, cf* c, int64_t ldc) {
  cblas_csymm(CM, side(s), uplo(u), I(m), I(n), &al, a, I(lda), b, I(ldb), &be, c, I(ldc));
}
inline void symm(Side s, Uplo u, int64_t m, int64_t n, cd al, const cd* a, int64_t lda,
                 const cd* b, int64_t ldb, cd be, cd* c, int64_t ldc) {
  cblas_zsymm(CM, side(s), uplo(u), I(m), I(n), &al, a, I(lda), b, I(ldb), &be, c, I(ldc));
}
inline void hemm(Side s, Uplo u, int64_t m, int64_t n, cf al, const cf* a, int64_t lda,
                 const cf* b, int64_t ldb, cf be, cf* c, int64_t ldc) {
  cblas_chemm(CM, side(s), uplo(u), I(m), I(n), &al, a, I(lda), b, I(ldb), &be, c, I(ldc));
}
inline void hemm(Side s, Uplo u, int64_t m, int64_t n, cd al, const cd* a, int64_t lda,
                 const cd* b, int64_t ldb, cd be, cd* c, int64_t ldc) {
  cblas_zhemm(CM, side(s), uplo(u), I(m), I(n), &al, a, I(lda), b, I(ldb), &be, c, I(ldc));
}

inline void syrk(Uplo u, Op t, int64_t n, int64_t k, float al, const float* a, int64_t lda,
                 float be, float* c, int64_t ldc) {
  cblas_ssyrk(CM, uplo(u), trans(t), I(n), I(k), al, a, I(lda), be, c, I(ldc));
}
inline void syrk(Uplo u, Op t, int64_t n, int64_t k, double al, const double* a, int64_t lda,
                 double be, double* c, int64_t ldc) {
  cblas_dsyrk(CM, uplo(u), trans(t), I(n), I(k), al, a, I(lda), be, c, I(ldc));
}
inline void syrk(Uplo u, Op t, int64_t n, int64_t k, cf al, const cf* a, int64_t lda, cf be,
                 cf* c, int64_t ldc) {
  cblas_csyrk(CM, uplo(u), trans(t), I(n), I(k), &al, a, I(lda), &be, c, I(ldc));
}
inline void syrk(Uplo u, Op t, int64_t n, int64_t k, cd al, const cd* a, int64_t lda, cd be,
                 cd* c, int64_t ldc) {
  cblas_zsyrk(CM, uplo(u), trans(t), I(n), I(k), &al, a, I(lda), &be, c, I(ldc));
}
inline void herk(Uplo u, Op t, int64_t n, int64_t k, float al, const cf* a, int64_t lda,
                 float be, cf* c, int64_t ldc) {
  cblas_cherk(CM, uplo(u), trans(t), I(n), I(k), al, a, I(lda), be, c, I(ldc));
}
inline void herk(Uplo u, Op t, int64_t n, int64_t k, double al, const cd* a, int64_t lda,
                 double be, cd* c, int64_t ldc) {
  cblas_zherk(CM, uplo(u), trans(t), I(n), I(k), al, a, I(lda), be, c, I(ldc));
}
inline void syr2k(Uplo u, Op t, int64_t n, int64_t k, float al, const float* a, int64_t lda,
                  const float* b, int64_t ldb, float be, float* c, int64_t ldc) {
  cblas_ssyr2k(CM, uplo(u), trans(t), I(n), I(k), al, a, I(lda), b, I(ldb), be, c, I(ldc));
}
inline void syr2k(Uplo u, Op t, int64_t n, int64_t k, double al, const double* a, int64_t lda,
                  const double* b, int64_t ldb, double be, double* c, int64_t ldc) {
  cblas_dsyr2k(CM, uplo(u), trans(t), I(n), I(k), al, a, I(lda), b, I(ldb), be, c, I(ldc));
}
inline void syr2k(Uplo u, Op t, int64_t n, int64_t k, cf al, const cf* a, int64_t lda,
                  const cf* b, int64_t ldb, cf be, cf* c, int64_t ldc) {
  cblas_csyr2k(CM, uplo(u), trans(t), I(n), I(k), &al, a, I(lda), b, I(ldb), &be, c, I(ldc));
}
inline void syr2k(Uplo u, Op t, int64_t n, int64_t k, cd al, const cd* a, int64_t lda,
                  const cd* b, int64_t ldb, cd be, cd* c, int64_t ldc) {
  cblas_zsyr2k(CM, uplo(u), trans(t), I(n), I(k), &al, a, I(lda), b, I(ldb), &be, c, I(ldc));
}
inline void her2k(Uplo u, Op t, int64_t n, int64_t k, cf al, const cf* a, int64_t lda,
                  const cf* b, int64_t ldb, float be, cf* c, int64_t ldc) {
  cblas_cher2k(CM, uplo(u), trans(t), I(n), I(k), &al, a, I(lda), b, I(ldb), be, c, I(ldc));
}
inline void her2k(Uplo u, Op t, int64_t n, int64_t k, cd al, const cd* a, int64_t lda,
                  const cd* b, int64_t ldb, double be, cd* c, int64_t ldc) {
  cblas_zher2k(CM, uplo(u), trans(t), I(n), I(k), &al, a, I(lda), b, I(ldb), be, c, I(ldc));
}
/// In-place BLAS trmm: B := alpha*op(A)*B or alpha*B*op(A).
inline void trmm(Side s, Uplo u, Op t, Diag d, int64_t m, int64_t n, float al, const float* a,
                 int64_t lda, float* b, int64_t ldb) {
  cblas_strmm(CM, side(s), uplo(u), trans(t), diag(d), I(m), I(n), al, a, I(lda), b, I(ldb));
}
inline void trmm(Side s, Uplo u, Op t, Diag d, int64_t m, int64_t n, double al, const double* a,
                 int64_t lda, double* b, int64_t ldb) {
  cblas_dtrmm(CM, side(s), uplo(u), trans(t), diag(d), I(m), I(n), al, a, I(lda), b, I(ldb));
}
inline void trmm(Side s, Uplo u, Op t, Diag d, int64_t m, int64_t n, cf al, const cf* a,
                 int64_t lda, cf* b, int64_t ldb) {
  cblas_ctrmm(CM, side(s), uplo(u), trans(t), diag(d), I(m), I(n), &al, a, I(lda), b, I(ldb));
}
inline void trmm(Side s, Uplo u, Op t, Diag d, int64_t m, int64_t n, cd al, const cd* a,
                 int64_t lda, cd* b, int64_t ldb) {
  cblas_ztrmm(CM, side(s), uplo(u), trans(t), diag(d), I(m), I(n), &al, a, I(lda), b, I(ldb));
}

// ---- Level 2 ----
inline void gemv(Op t, int64_t m, int64_t n, float al, const float* a, int64_t lda,
                 const float* x, int64_t incx, float be, float* y, int64_t incy) {
  cblas_sgemv(CM, trans(t), I(m), I(n), al, a, I(lda), x, I(incx), be, y, I(incy));
}
inline void gemv(Op t, int64_t m, int64_t n, double al, const double* a, int64_t lda,
                 const double* x, int64_t incx, double be, double* y, int64_t incy) {
  cblas_dgemv(CM, trans(t), I(m), I(n), al, a, I(lda), x, I(incx), be, y, I(incy));
}
inline void gemv(Op t, int64_t m, int64_t n, cf al, const cf* a, int64_t lda, const cf* x,
                 int64_t incx, cf be, cf* y, int64_t incy) {
  cblas_cgemv(CM, trans(t), I(m), I(n), &al, a, I(lda), x, I(incx), &be, y, I(incy));
}
inline void gemv(Op t, int64_t m, int64_t n, cd al, const cd* a, int64_t lda, const cd* x,
                 int64_t incx, cd be, cd* y, int64_t incy) {
  cblas_zgemv(CM, trans(t), I(m), I(n), &al, a, I(lda), x, I(incx), &be, y, I(incy));
}
/// geru for complex; ger for real.
inline void ger(int64_t m, int64_t n, float al, const float* x, int64_t incx, const float* y,
                int64_t incy, float* a, int64_t lda) {
  cblas_sger(CM, I(m), I(n), al, x, I(incx), y, I(incy), a, I(lda));
}
inline void ger(int64_t m, int64_t n, double al, const double* x, int64_t incx, const double* y,
                int64_t incy, double* a, int64_t lda) {
  cblas_dger(CM, I(m), I(n), al, x, I(incx), y, I(incy), a, I(lda));
}
inline void ger(int64_t m, int64_t n, cf al, const cf* x, int64_t incx, const cf* y,
                int64_t incy, cf* a, int64_t lda) {
  cblas_cgeru(CM, I(m), I(n), &al, x, I(incx), y, I(incy), a, I(lda));
}
inline void ger(int64_t m, int64_t n, cd al, const cd* x, int64_t incx, const cd* y,
                int64_t incy, cd* a, int64_t lda) {
  cblas_zgeru(CM, I(m), I(n), &al, x, I(incx), y, I(incy), a, I(lda));
}
inline void gerc(int64_t m, int64_t n, float al, const float* x, int64_t incx, const float* y,
                 int64_t incy, float* a, int64_t lda) {
  ger(m, n, al, x, incx, y, incy, a, lda);
}
inline void gerc(int64_t m, int64_t n, double al, const double* x, int64_t incx, const double* y,
                 int64_t incy, double* a, int64_t lda) {
  ger(m, n, al, x, incx, y, incy, a, lda);
}
inline void gerc(int64_t m, int64_t n, cf al, const cf* x, int64_t incx, const cf* y,
                 int64_t incy, cf* a, int64_t lda) {
  cblas_cgerc(CM, I(m), I(n), &al, x, I(incx), y, I(incy), a, I(lda));
}
inline void gerc(int64_t m, int64_t n, cd al, const cd* x, int64_t incx, const cd* y,
                 int64_t incy, cd* a, int64_t lda) {
  cblas_zgerc(CM, I(m), I(n), &al, x, I(incx), y, I(incy), a, I(lda));
}
inline void trmv(Uplo u, Op t, Diag d, int64_t n, const float* a, int64_t lda, float* x,
                 int64_t incx) {
  cblas_strmv(CM, uplo(u), trans(t), diag(d), I(n), a, I(lda), x, I(incx));
}
inline void trmv(Uplo u, Op t, Diag d, int64_t n, const double* a, int64_t lda, double* x,
                 int64_t incx) {
  cblas_dtrmv(CM, uplo(u), trans(t), diag(d), I(n), a, I(lda), x, I(incx));
}
inline void trmv(Uplo u, Op t, Diag d, int64_t n, const cf* a, int64_t lda, cf* x, int64_t incx) {
  cblas_ctrmv(CM, uplo(u), trans(t), diag(d), I(n), a, I(lda), x, I(incx));
}
inline void trmv(Uplo u, Op t, Diag d, int64_t n, const cd* a, int64_t lda, cd* x, int64_t incx) {
  cblas_ztrmv(CM, uplo(u), trans(t), diag(d), I(n), a, I(lda), x, I(incx));
}
// Real-only symv/syr/syr2 (CBLAS has no complex-symmetric forms; the host family loops those).
inline void symv(Uplo u, int64_t n, float al, const float* a, int64_t lda, const float* x,
                 int64_t incx, float be, float* y, int64_t incy) {
  cblas_ssymv(CM, uplo(u), I(n), al, a, I(lda), x, I(incx), be, y, I(incy));
}
inline void symv(Uplo u, int64_t n, double al, const double* a, int64_t lda, const double* x,
                 int64_t incx, double be, double* y, int64_t incy) {
  cblas_dsymv(CM, uplo(u), I(n), al, a, I(lda), x, I(incx), be, y, I(incy));
}
inline void hemv(Uplo u, int64_t n, cf al, const cf* a, int64_t lda, const cf* x, int64_t incx,
                 cf be, cf* y, int64_t incy) {
  cblas_chemv(CM, uplo(u), I(n), &al, a, I(lda), x, I(incx), &be, y, I(incy));
}
inline void hemv(Uplo u, int64_t n, cd al, const cd* a, int64_t lda, const cd* x, int64_t incx,
                 cd be, cd* y, int64_t incy) {
  cblas_zhemv(CM, uplo(u), I(n), &al, a, I(lda), x, I(incx), &be, y, I(incy));
}
inline void syr(Uplo u, int64_t n, float al, const float* x, int64_t incx, float* a,
                int64_t lda) {
  cblas_ssyr(CM, uplo(u), I(n), al, x, I(incx), a, I(lda));
}
inline void syr(Uplo u, int64_t n, double al, const double* x, int64_t incx, double* a,
                int64_t lda) {
  cblas_dsyr(CM, uplo(u), I(n), al, x, I(incx), a, I(lda));
}
inline void her(Uplo u, int64_t n, float al, const cf* x, int64_t incx, cf* a, int64_t lda) {
  cblas_cher(CM, uplo(u), I(n), al, x, I(incx), a, I(lda));
}
inline void her(Uplo u, int64_t n, double al, const cd* x, int64_t incx, cd* a, int64_t lda) {
  cblas_zher(CM, uplo(u), I(n), al, x, I(incx), a, I(lda));
}
inline void syr2(Uplo u, int64_t n, float al, const float* x, int64_t incx, const float* y,
                 int64_t incy, float* a, int64_t lda) {
  cblas_ssyr2(CM, uplo(u), I(n), al, x, I(incx), y, I(incy), a, I(lda));
}
inline void syr2(Uplo u, int64_t n, double al, const double* x, int64_t incx, const double* y,
                 int64_t incy, double* a, int64_t lda) {
  cblas_dsyr2(CM, uplo(u), I(n), al, x, I(incx), y, I(incy), a, I(lda));
}
inline void her2(Uplo u, int64_t n, cf al, const cf* x, int64_t incx, const cf* y, int64_t incy,
                 cf* a, int64_t lda) {
  cblas_cher2(CM, uplo(u), I(n), &al, x, I(incx), y, I(incy), a, I(lda));
}
inline void her2(Uplo u, int64_t n, cd al, const cd* x, int64_t incx, const cd* y, int64_t incy,
                 cd* a, int64_t lda) {
  cblas_zher2(CM, uplo(u), I(n), &al, x, I(incx), y, I(incy), a, I(lda));
}
#undef I

}  // namespace batchlas::host::cb
