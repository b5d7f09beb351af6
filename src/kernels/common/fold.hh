// The fold step of the gemm_fold families (syrk, herk, syr2k, her2k): a batched GEMM has left
// the full n x n product P_b in scratch; fold writes only the uplo triangle of C.
#pragma once

#include <cstdint>

#include "batchlas/queue.hh"
#include "batchlas/types.hh"
#include "batchlas/views.hh"

namespace batchlas::kernels {

/// On the uplo triangle of every item b of C (n x n):
///   C_ij := beta*C_ij + P_ij                       (add_transpose false: syrk, herk)
///   C_ij := beta*C_ij + P_ij + P_ji   (or conj(P_ji) when hermitian: syr2k, her2k)
/// with P_b at P + b*n*n, leading dimension n. hermitian: the diagonal comes out exactly real
/// (its imaginary part is dropped, beta must then be real). beta == 0: C is written without
/// being read. The other triangle of C is neither read nor written. 64-bit indices and a
/// grid-stride loop: any n and batch. Enqueued on q's stream.
template <class T>
void fold(Queue& q, Uplo uplo, bool add_transpose, bool hermitian, const T* P, T beta,
          MatrixView<T> C);

}  // namespace batchlas::kernels
