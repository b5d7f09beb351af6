// Batched Level-2 BLAS. Matrices are batches of column-major matrices, vectors batches of
// strided vectors (views.hh); shapes are per item. The common rules of level3.hh hold here too;
// in particular alpha == 0 or an empty A gives y := beta*y without reading A or x. That differs
// on purpose from reference BLAS gemv, which leaves y untouched when m or n is 0.
// Rank updates (ger, gerc, syr, her, syr2, her2) with alpha == 0 are a no-op: nothing read or written,
// as in reference BLAS (zher, zher2 return at once). So her/her2 with alpha == 0 leave a non-real
// diagonal as it was: one of two exceptions to "Hermitian outputs get an exactly real diagonal"
// (the other: herk / her2k with alpha == 0 or k == 0 and beta == 1, level3.hh).
// Negative increments follow BLAS: the view's data is the lowest address and the logical first
// element is at the far end. inc == 0 is invalid. T is deduced from the output view alone, so
// non-const input views and scalar literals of another type convert.
#pragma once

#include "batchlas/queue.hh"
#include "batchlas/types.hh"
#include "batchlas/views.hh"

#include <type_traits>

namespace batchlas {

/// y := alpha*op(A)*x + beta*y. A is m x n; x has n (NoTrans) or m elements, y the other.
template <class T>
void gemv(Queue& q, Op trans, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, VectorView<const std::type_identity_t<T>> x, std::type_identity_t<T> beta,
          VectorView<T> y);

/// A := alpha*x*y^T + A (BLAS ger; geru for complex T). A is m x n, x m, y n.
template <class T>
void ger(Queue& q, std::type_identity_t<T> alpha, VectorView<const std::type_identity_t<T>> x, VectorView<const std::type_identity_t<T>> y, MatrixView<T> A);

/// A := alpha*x*y^H + A. For real T this is ger.
template <class T>
void gerc(Queue& q, std::type_identity_t<T> alpha, VectorView<const std::type_identity_t<T>> x, VectorView<const std::type_identity_t<T>> y, MatrixView<T> A);

/// x := op(A)*x, A n x n triangular (uplo, diag), only its uplo triangle read.
template <class T>
void trmv(Queue& q, Uplo uplo, Op trans, Diag diag, MatrixView<const std::type_identity_t<T>> A, VectorView<T> x);

/// y := alpha*A*x + beta*y, A n x n symmetric (complex T: complex-symmetric), uplo triangle read.
template <class T>
void symv(Queue& q, Uplo uplo, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, VectorView<const std::type_identity_t<T>> x, std::type_identity_t<T> beta,
          VectorView<T> y);

/// y := alpha*A*x + beta*y, A n x n Hermitian (complex T), uplo triangle read, imaginary
/// diagonal ignored.
template <class T>
  requires is_complex_v<T>  // Hermitian: complex types only (a real T does not compile)
void hemv(Queue& q, Uplo uplo, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, VectorView<const std::type_identity_t<T>> x, std::type_identity_t<T> beta,
          VectorView<T> y);

/// A := alpha*x*x^T + A on the uplo triangle (complex T: complex-symmetric).
template <class T>
void syr(Queue& q, Uplo uplo, std::type_identity_t<T> alpha, VectorView<const std::type_identity_t<T>> x, MatrixView<T> A);

/// A := alpha*x*x^H + A on the uplo triangle, complex T, real alpha; diagonal exactly real
/// (alpha == 0: a no-op, A untouched).
template <class T>
  requires is_complex_v<T>  // Hermitian: complex types only (a real T does not compile)
void her(Queue& q, Uplo uplo, real_t<T> alpha, VectorView<const std::type_identity_t<T>> x, MatrixView<T> A);

/// A := alpha*x*y^T + alpha*y*x^T + A on the uplo triangle (complex T: complex-symmetric).
template <class T>
void syr2(Queue& q, Uplo uplo, std::type_identity_t<T> alpha, VectorView<const std::type_identity_t<T>> x, VectorView<const std::type_identity_t<T>> y,
          MatrixView<T> A);

/// A := alpha*x*y^H + conj(alpha)*y*x^H + A on the uplo triangle, complex T; diagonal exactly
/// real (alpha == 0: a no-op, A untouched).
template <class T>
  requires is_complex_v<T>  // Hermitian: complex types only (a real T does not compile)
void her2(Queue& q, Uplo uplo, std::type_identity_t<T> alpha, VectorView<const std::type_identity_t<T>> x, VectorView<const std::type_identity_t<T>> y,
          MatrixView<T> A);

}  // namespace batchlas
