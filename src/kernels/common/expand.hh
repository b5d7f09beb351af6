// The expansion steps of the `expand` families (symm, hemm, trmm): write a stored triangle out
// as a full dense matrix in scratch so that one strided-batched GEMM can do the product.
// Every output S_b is packed: leading dimension n (or rows), item b at S + b*n*n (rows*cols).
// All run on q's stream with 64-bit indices in a grid-stride loop (any size and batch).
#pragma once

#include <cstdint>

#include "batchlas/queue.hh"
#include "batchlas/types.hh"
#include "batchlas/views.hh"

namespace batchlas::kernels {

/// S_b := the n x n symmetric matrix whose uplo triangle is that of A_b (A.rows == A.cols == n,
/// A.batch items): the other triangle mirrored, conjugated when hermitian, in which case the
/// diagonal's imaginary part is dropped. Only the uplo triangle of A is read.
template <class T>
void symmetrize(Queue& q, Uplo uplo, bool hermitian, MatrixView<const T> A, T* S);

/// S_b := the uplo triangle of A_b with zeros in the other triangle, and ones on the diagonal
/// when diag is Unit (A's diagonal then not read). Only the uplo triangle of A is read.
template <class T> void triangle(Queue& q, Uplo uplo, Diag diag, MatrixView<const T> A, T* S);

/// S_b := A_b, rows x cols, packed with leading dimension rows.
template <class T> void pack(Queue& q, MatrixView<const T> A, T* S);

}  // namespace batchlas::kernels
