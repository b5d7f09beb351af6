#include "kernels/common/scale.hh"

#include <algorithm>
#include <complex>

#include "batchlas/types.hh"

namespace batchlas::kernels {

namespace host {

template <class T> static T scaled(T beta, T v) { return beta == T(0) ? T(0) : beta * v; }

template <class T> void scale(T beta, MatrixView<T> C, Region region, bool real_diag) {
#pragma omp parallel for schedule(static)
  for (int64_t b = 0; b < C.batch; ++b) {
    T* c = C.item(b);
    for (int64_t j = 0; j < C.cols; ++j) {
      const int64_t i0 = region == Region::Lower || region == Region::Diagonal ? j : 0;
      const int64_t i1 = region == Region::Upper || region == Region::Diagonal
                             ? std::min(j + 1, C.rows)
                             : C.rows;
      // Hermitian diagonal: its imaginary part is dropped before beta touches it (reference
      // BLAS zherk: C(j,j) = beta*real(C(j,j))), so a NaN or Inf there cannot reach the real
      // part through the complex product; and again after, for a beta with an imaginary part.
      if constexpr (is_complex_v<T>)
        if (real_diag && j < C.rows) c[j + j * C.ld].imag(0);
      if (beta != T(1))
        for (int64_t i = i0; i < i1; ++i) c[i + j * C.ld] = scaled(beta, c[i + j * C.ld]);
      if constexpr (is_complex_v<T>)
        if (real_diag && j < C.rows) c[j + j * C.ld].imag(0);
    }
  }
}

template <class T> void scale(T beta, VectorView<T> y) {
  const int64_t inc = y.inc < 0 ? -y.inc : y.inc;
#pragma omp parallel for schedule(static)
  for (int64_t b = 0; b < y.batch; ++b) {
    T* p = y.item(b);
    for (int64_t i = 0; i < y.size; ++i) p[i * inc] = scaled(beta, p[i * inc]);
  }
}

}  // namespace host

template <class T>
void scale(Queue& q, T beta, MatrixView<T> C, Region region, bool real_diag) {
  if (C.rows == 0 || C.cols == 0 || C.batch == 0) return;
  if (beta == T(1) && !(is_complex_v<T> && real_diag)) return;
#ifdef BATCHLAS_HAVE_CUDA
  if (q.is_gpu()) return cuda::scale(q, beta, C, region, real_diag);
#endif
  (void)q;
  host::scale(beta, C, region, real_diag);
}

template <class T> void scale(Queue& q, T beta, VectorView<T> y) {
  if (y.size == 0 || y.batch == 0 || beta == T(1)) return;
#ifdef BATCHLAS_HAVE_CUDA
  if (q.is_gpu()) return cuda::scale(q, beta, y);
#endif
  (void)q;
  host::scale(beta, y);
}

template <class T> void real_diagonal(Queue& q, MatrixView<T> C) {
  if constexpr (is_complex_v<T>) {
    scale(q, T(1), C, Region::Diagonal, true);
  } else {
    (void)q, (void)C;
  }
}

#define BATCHLAS_INSTANTIATE(T)                                            \
  template void scale<T>(Queue&, T, MatrixView<T>, Region, bool);          \
  template void scale<T>(Queue&, T, VectorView<T>);                        \
  template void real_diagonal<T>(Queue&, MatrixView<T>);                   \
  template void host::scale<T>(T, MatrixView<T>, Region, bool);            \
  template void host::scale<T>(T, VectorView<T>);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_INSTANTIATE

}  // namespace batchlas::kernels
