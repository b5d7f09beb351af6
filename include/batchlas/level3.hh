// Batched Level-3 BLAS. Every operand is a batch of column-major matrices (views.hh); the shapes
// below are per item, and every item of the batch gets the same flags and scalars.
//
// Common rules (DESIGN.md §1, enforced for every backend before any work is enqueued):
//  * bad arguments throw std::invalid_argument("<op>: <argument> ...") and nothing is written;
//    on a CUDA queue that includes an operand in host memory the device cannot read (DESIGN.md §1);
//    a valid call no family can run throws NoRouteError (errors.hh), also before any write: on
//    the host queue, an item whose extents, or ld (increment) times its columns (elements),
//    do not fit CBLAS's 32-bit int (DESIGN.md §1; alpha = 0 and empty calls select no family
//    and never throw it);
//  * an empty output (an extent or batch 0) is a no-op;
//  * alpha == 0 or an empty reduction (k == 0): output := beta*output, the inputs are not read;
//  * beta == 0: the output is overwritten and never read (NaN already in it does not propagate);
//  * the triangle of C not named by uplo (syrk, herk, syr2k, her2k) is never written and its
//    values never used (the GPU tiny kernels may load some of it and discard it, DESIGN.md §1);
//    the triangle of A not named by uplo (symm, hemm, trmm) is never read; the diagonal of A under
//    Diag::Unit and the imaginary parts of A's diagonal for hemm are never used (no value there,
//    NaN included, reaches the result; the tile kernel may load them before its fix-up
//    overwrites them, docs/LEVEL3.md);
//  * Hermitian outputs (herk, her2k) get an exactly zero imaginary diagonal, except where
//    alpha == 0 or k == 0 with beta == 1: C is then left untouched, as reference zherk / zher2k
//    return at once;
//  * inputs with stride 0 are shared by every item (broadcast); outputs must not overlap each
//    other or an input (except trmm, whose C may alias B exactly);
//  * ld >= max(1, rows) for every operand.
// Which implementation ("family") runs is chosen per call: see docs/LEVEL3.md.
// T is deduced from the output view alone (std::type_identity_t elsewhere), so non-const input
// views and scalar literals of another type (1.0 for float) convert as a user expects.
#pragma once

#include "batchlas/queue.hh"
#include "batchlas/types.hh"
#include "batchlas/views.hh"

#include <type_traits>

namespace batchlas {

/// C := alpha*op(A)*op(B) + beta*C.  C is m x n, op(A) is m x k, op(B) is k x n
/// (A is m x k for NoTrans, k x m otherwise; likewise B).
template <class T>
void gemm(Queue& q, Op transa, Op transb, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, MatrixView<const std::type_identity_t<T>> B,
          std::type_identity_t<T> beta, MatrixView<T> C);

/// C := alpha*A*B + beta*C (Left) or alpha*B*A + beta*C (Right), A symmetric (complex T:
/// complex-symmetric, no conjugation), only the uplo triangle of A read.
/// C and B are m x n; A is m x m (Left) or n x n (Right).
template <class T>
void symm(Queue& q, Side side, Uplo uplo, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, MatrixView<const std::type_identity_t<T>> B,
          std::type_identity_t<T> beta, MatrixView<T> C);

/// As symm with A Hermitian (complex T only): the imaginary parts of A's diagonal are ignored.
template <class T>
  requires is_complex_v<T>  // Hermitian: complex types only (a real T does not compile)
void hemm(Queue& q, Side side, Uplo uplo, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, MatrixView<const std::type_identity_t<T>> B,
          std::type_identity_t<T> beta, MatrixView<T> C);

/// C := alpha*A*A^T + beta*C (NoTrans, A is n x k) or alpha*A^T*A + beta*C (Trans, A is k x n);
/// only the uplo triangle of the n x n C is referenced. Complex T: complex-symmetric (Trans, not
/// ConjTrans); real T also accepts ConjTrans as Trans (reference BLAS).
template <class T>
void syrk(Queue& q, Uplo uplo, Op trans, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, std::type_identity_t<T> beta, MatrixView<T> C);

/// C := alpha*A*A^H + beta*C (NoTrans, A n x k) or alpha*A^H*A + beta*C (ConjTrans, A k x n),
/// complex T, real alpha and beta; the diagonal of C comes out exactly real (alpha == 0 or k == 0
/// with beta == 1 leaves C untouched, as reference zherk does). Op::Trans throws
/// std::invalid_argument (reference BLAS cherk takes N and C only).
template <class T>
  requires is_complex_v<T>  // Hermitian: complex types only (a real T does not compile)
void herk(Queue& q, Uplo uplo, Op trans, real_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, real_t<T> beta,
          MatrixView<T> C);

/// C := alpha*(A*B^T + B*A^T) + beta*C (NoTrans; A, B n x k) or alpha*(A^T*B + B^T*A) + beta*C
/// (Trans; A, B k x n); only the uplo triangle of C referenced. Complex T: complex-symmetric
/// (ConjTrans throws std::invalid_argument; that is her2k); real T accepts ConjTrans as Trans.
template <class T>
void syr2k(Queue& q, Uplo uplo, Op trans, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, MatrixView<const std::type_identity_t<T>> B,
           std::type_identity_t<T> beta, MatrixView<T> C);

/// C := alpha*A*B^H + conj(alpha)*B*A^H + beta*C (NoTrans; A, B n x k) or
/// alpha*A^H*B + conj(alpha)*B^H*A + beta*C (ConjTrans; A, B k x n), C n x n, complex T, real
/// beta; only the uplo triangle of C referenced, its diagonal comes out exactly real (alpha == 0
/// or k == 0 with beta == 1 leaves C untouched, as reference zher2k does). Op::Trans throws
/// std::invalid_argument (reference BLAS cher2k takes N and C only).
template <class T>
  requires is_complex_v<T>  // Hermitian: complex types only (a real T does not compile)
void her2k(Queue& q, Uplo uplo, Op trans, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, MatrixView<const std::type_identity_t<T>> B,
           real_t<T> beta, MatrixView<T> C);

/// C := alpha*op(A)*B (Left) or alpha*B*op(A) (Right), A triangular (uplo, diag), B and C m x n,
/// A m x m (Left) or n x n (Right). Out of place; C may alias B exactly (same data, and the same
/// ld unless n <= 1, the same stride unless batch <= 1) for the in-place BLAS form. C is written, never read (alpha == 0 stores zeros). The zero
/// half of op(A) is never read, but an Inf or NaN in B may still reach outputs that do not
/// depend on it (0 * Inf) on the host and in some GPU kernels, where reference BLAS skips the
/// term (DESIGN.md §1: Left lower 2 x 2, B = (1, Inf) gives (NaN, Inf)).
template <class T>
void trmm(Queue& q, Side side, Uplo uplo, Op transa, Diag diag, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A,
          MatrixView<const std::type_identity_t<T>> B, MatrixView<T> C);

}  // namespace batchlas
