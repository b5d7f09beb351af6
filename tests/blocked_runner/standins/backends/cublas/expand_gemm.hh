// Host stand-ins of the cuBLAS calls, the workspace and the expansion kernels that
// src/backends/cublas/blocked.hh uses, so the runner's index, pointer and scratch math runs on the
// host (under ASan/UBSan).
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>
#include "batchlas/queue.hh"
#include "batchlas/types.hh"
#include "batchlas/views.hh"

namespace batchlas {
inline int64_t g_budget = 1 << 30;
inline int g_ws_misalign = 8;  // the workspace base is only 8-byte aligned (worse than cudaMalloc)
inline int64_t g_gemm_calls = 0, g_pointer_calls = 0, g_problems = 0;
class Workspace {
 public:
  Workspace(Queue&, std::size_t bytes) : raw_(static_cast<char*>(std::malloc(bytes + g_ws_misalign))), p_(raw_ + g_ws_misalign) {
    std::memset(p_, 0xff, bytes);  // NaN-ish garbage
  }
  ~Workspace() { std::free(raw_); }
  template <class T> T* as() const { return reinterpret_cast<T*>(p_); }
 private:
  char* raw_;
  char* p_;
};
namespace cublas {
struct ScratchPlan {
  int64_t fixed = 0, per_item = 0;
  std::string why_not(const Queue&) const { return fixed + per_item > g_budget ? "too big" : ""; }
  int64_t chunk(const Queue&, int64_t batch) const {
    if (per_item == 0) return batch;
    return std::max<int64_t>(1, std::min(batch, (g_budget - fixed) / per_item));
  }
};
template <class T> int64_t bytes_of(int64_t a, int64_t b) { return a * b * int64_t(sizeof(T)); }
template <class T> struct Scalar { T v; explicit Scalar(T x) : v(x) {} const T* get() const { return &v; } };

template <class T> T opel(Op op, const T* X, int64_t ld, int64_t i, int64_t j) {
  if (op == Op::NoTrans) return X[i + j * ld];
  const T v = X[j + i * ld];
  if constexpr (is_complex_v<T>) return op == Op::ConjTrans ? std::conj(v) : v; else return v;
}
template <class T>
void gemm_one(Op ta, Op tb, int64_t m, int64_t n, int64_t k, T alpha, const T* A, int64_t lda, const T* B,
              int64_t ldb, T beta, T* C, int64_t ldc) {
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) {
      T s = 0;
      for (int64_t l = 0; l < k; ++l) s += opel(ta, A, lda, i, l) * opel(tb, B, ldb, l, j);
      T& c = C[i + j * ldc];
      c = alpha * s + (beta == T(0) ? T(0) : beta * c);
    }
}
template <class T>
void gemm_batched(const Queue&, Op ta, Op tb, int64_t m, int64_t n, int64_t k, const Scalar<T>& alpha, const T* A,
                  int64_t lda, int64_t sA, const T* B, int64_t ldb, int64_t sB, const Scalar<T>& beta, T* C,
                  int64_t ldc, int64_t sC, int64_t batch) {
  ++g_gemm_calls, g_problems += batch;
  for (int64_t b = 0; b < batch; ++b)
    gemm_one(ta, tb, m, n, k, alpha.v, A + b * sA, lda, B + b * sB, ldb, beta.v, C + b * sC, ldc);
}
template <class T>
void gemm_batched_pointers(const Queue&, Op ta, Op tb, int64_t m, int64_t n, int64_t k, const Scalar<T>& alpha,
                           const T* const* A, int64_t lda, const T* const* B, int64_t ldb, const Scalar<T>& beta,
                           T* const* C, int64_t ldc, int64_t batch) {
  ++g_pointer_calls, g_problems += batch;
  if (reinterpret_cast<std::uintptr_t>(A) % 16 || reinterpret_cast<std::uintptr_t>(B) % 16 ||
      reinterpret_cast<std::uintptr_t>(C) % 16)
    throw std::runtime_error("pointer array misaligned");
  for (int64_t p = 0; p < batch; ++p) gemm_one(ta, tb, m, n, k, alpha.v, A[p], lda, B[p], ldb, beta.v, C[p], ldc);
}
template <class T> struct ChunkOfB { const T* ptr; int64_t ld, stride; };
template <class T>
ChunkOfB<T> chunk_of_b(Queue&, MatrixView<const T> B, int64_t b0, int64_t nb, bool in_place, T* copy) {
  const T* Bb = B.data + b0 * B.stride;
  if (!in_place) return {Bb, B.ld, B.stride};
  for (int64_t b = 0; b < nb; ++b)
    for (int64_t j = 0; j < B.cols; ++j)
      for (int64_t i = 0; i < B.rows; ++i) copy[b * B.rows * B.cols + i + j * B.rows] = Bb[b * B.stride + i + j * B.ld];
  return {copy, B.rows, B.rows * B.cols};
}
}  // namespace cublas
namespace kernels {
template <class T> T conj_of(T v) { if constexpr (is_complex_v<T>) return std::conj(v); else return v; }
template <class T> T real_of(T v) { if constexpr (is_complex_v<T>) return T(v.real(), 0); else return v; }
template <class T> void symmetrize(Queue&, Uplo uplo, bool herm, MatrixView<const T> A, T* S) {
  const int64_t n = A.rows;
  for (int64_t b = 0; b < A.batch; ++b)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < n; ++i) {
        const bool st = uplo == Uplo::Lower ? i >= j : i <= j;
        const T* a = A.data + b * A.stride;
        T v = st ? a[i + j * A.ld] : (herm ? conj_of(a[j + i * A.ld]) : a[j + i * A.ld]);
        if (i == j && herm) v = real_of(a[i + i * A.ld]);
        S[b * n * n + i + j * n] = v;
      }
}
template <class T> void triangle(Queue&, Uplo uplo, Diag diag, MatrixView<const T> A, T* S) {
  const int64_t n = A.rows;
  for (int64_t b = 0; b < A.batch; ++b)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < n; ++i) {
        const bool st = uplo == Uplo::Lower ? i >= j : i <= j;
        S[b * n * n + i + j * n] = !st ? T(0) : (i == j && diag == Diag::Unit) ? T(1) : A.data[b * A.stride + i + j * A.ld];
      }
}
}  // namespace kernels
}  // namespace batchlas
