// One strided-batched GEMM over any batch count, used by the gemm vendor family and by every
// GEMM-based expansion (gemm_fold, expand); and one pointer-array batched GEMM (the repeated
// steps of the blocked families).
#pragma once

#include <algorithm>
#include <climits>
#include <cstdint>

#include "backends/cublas/api.hh"
#include "backends/cublas/common.hh"

namespace batchlas::cublas {

/// Largest batch handed to one cuBLAS call. The 64-bit API takes an int64_t count, but the
/// count was an int before cuBLAS 12, so the batch is cut into int-sized chunks all the same.
inline constexpr int64_t kMaxBatchPerCall = INT_MAX;

/// C_b := alpha*op(A_b)*op(B_b) + beta*C_b for b < batch; item b of X at X + b*sX (sX == 0 on an
/// input broadcasts it). C is m x n, op(A) m x k, op(B) k x n. beta == 0: C is not read (cuBLAS
/// gemm documents that C need not hold valid data then). Throws DeviceError on failure.
template <class T>
void gemm_batched(const Queue& q, Op ta, Op tb, int64_t m, int64_t n, int64_t k,
                  const Scalar<T>& alpha, const T* A, int64_t lda, int64_t sA, const T* B,
                  int64_t ldb, int64_t sB, const Scalar<T>& beta, T* C, int64_t ldc, int64_t sC,
                  int64_t batch) {
  const cublasHandle_t h = handle(q);
  for (int64_t b0 = 0; b0 < batch; b0 += kMaxBatchPerCall) {
    const int64_t nb = std::min(kMaxBatchPerCall, batch - b0);
    check(api::gemm_strided_batched(h, op_for<T>(ta), op_for<T>(tb), m, n, k, alpha.get(),
                                    ptr(A + b0 * sA), lda, sA, ptr(B + b0 * sB), ldb, sB,
                                    beta.get(), ptr(C + b0 * sC), ldc, sC, nb),
          "cublas?gemmStridedBatched");
  }
}

/// C_p := alpha*op(A_p)*op(B_p) + beta*C_p for p < batch, problem p's matrices at the device
/// addresses A[p], B[p], C[p] (pointer arrays in device memory, e.g. from
/// kernels::repeat_pointers; the C_p must not overlap). Shapes as gemm_batched. beta == 0: C is
/// not read. Throws DeviceError on failure.
template <class T>
void gemm_batched_pointers(const Queue& q, Op ta, Op tb, int64_t m, int64_t n, int64_t k,
                           const Scalar<T>& alpha, const T* const* A, int64_t lda, const T* const* B,
                           int64_t ldb, const Scalar<T>& beta, T* const* C, int64_t ldc, int64_t batch) {
  using D = dev_t<T>;
  const cublasHandle_t h = handle(q);
  for (int64_t b0 = 0; b0 < batch; b0 += kMaxBatchPerCall) {
    const int64_t nb = std::min(kMaxBatchPerCall, batch - b0);
    check(api::gemm_batched_pointers(h, op_for<T>(ta), op_for<T>(tb), m, n, k, alpha.get(),
                                     reinterpret_cast<const D* const*>(A + b0), lda,
                                     reinterpret_cast<const D* const*>(B + b0), ldb, beta.get(),
                                     reinterpret_cast<D* const*>(C + b0), ldc, nb),
          "cublas?gemmBatched");
  }
}

}  // namespace batchlas::cublas
