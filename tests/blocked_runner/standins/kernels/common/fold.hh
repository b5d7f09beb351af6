// Host stand-in (tests/blocked_runner) of kernels::fold (src/kernels/common/fold.cu).
#pragma once
#include "batchlas/queue.hh"
#include "batchlas/types.hh"
#include "batchlas/views.hh"
#include <complex>
#include <stdexcept>
namespace batchlas::kernels {
template <class T> T real_part(T v) { if constexpr (is_complex_v<T>) return T(v.real(), 0); else return v; }
template <class T>
void fold(Queue&, Uplo uplo, bool add_transpose, bool hermitian, const T* P, T beta, MatrixView<T> C) {
  const int64_t n = C.rows;
  for (int64_t b = 0; b < C.batch; ++b)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < n; ++i) {
        if (uplo == Uplo::Lower ? i < j : i > j) continue;
        const T* p = P + b * n * n;
        T v = p[i + j * n];
        if (add_transpose) throw std::logic_error("stand-in fold: add_transpose not used by blocked");
        T& c = C.data[b * C.stride + i + j * C.ld];
        if (beta != T(0)) v += beta * (hermitian && i == j ? real_part(c) : c);
        if (hermitian && i == j) v = real_part(v);
        c = v;
      }
}
}
