// Device side of kernels::symmetrize, triangle and pack (expand.hh).
#include "core/cuda/check.hh"
#include "kernels/common/device.cuh"
#include "kernels/common/expand.hh"

namespace batchlas::kernels {

namespace {

using namespace device;

// mode 0: symmetric mirror, 1: Hermitian mirror, 2: triangle (zeros), 3: unit triangle.
template <class D>
__global__ void expand_kernel(int mode, bool lower, const D* A, int64_t lda, int64_t stride,
                              D* S, int64_t n, int64_t batch) {
  const int64_t per_item = n * n, total = per_item * batch;
  for (int64_t t = first_index(); t < total; t += grid_step()) {
    const int64_t b = t / per_item, r = t % per_item;
    const int64_t j = r / n, i = r % n;
    const D* a = A + b * stride;
    const bool stored = lower ? i >= j : i <= j;
    D v;
    if (mode <= 1) {
      if (stored) v = a[i + j * lda];
      else v = mode == 1 ? conj(a[j + i * lda]) : a[j + i * lda];
      if (mode == 1 && i == j) v = real_only(v);
    } else if (i == j && mode == 3) {
      v = one<D>();
    } else {
      v = stored ? a[i + j * lda] : D{};
    }
    S[t] = v;
  }
}

template <class D>
__global__ void pack_kernel(const D* A, int64_t lda, int64_t stride, D* S, int64_t rows,
                            int64_t cols, int64_t batch) {
  const int64_t per_item = rows * cols, total = per_item * batch;
  for (int64_t t = first_index(); t < total; t += grid_step()) {
    const int64_t b = t / per_item, r = t % per_item;
    const int64_t j = r / rows, i = r % rows;
    S[t] = A[b * stride + i + j * lda];
  }
}

template <class T> void launch_expand(Queue& q, int mode, Uplo uplo, MatrixView<const T> A, T* S) {
  using D = dev_t<T>;
  const int64_t total = A.rows * A.rows * A.batch;
  if (total == 0) return;
  expand_kernel<D><<<blocks_for(total), kThreads, 0, cuda::stream(q)>>>(
      mode, uplo == Uplo::Lower, reinterpret_cast<const D*>(A.data), A.ld, A.stride,
      reinterpret_cast<D*>(S), A.rows, A.batch);
  cuda::check_launch("expand_kernel");
}

}  // namespace

template <class T>
void symmetrize(Queue& q, Uplo uplo, bool hermitian, MatrixView<const T> A, T* S) {
  launch_expand(q, hermitian ? 1 : 0, uplo, A, S);
}

template <class T> void triangle(Queue& q, Uplo uplo, Diag diag, MatrixView<const T> A, T* S) {
  launch_expand(q, diag == Diag::Unit ? 3 : 2, uplo, A, S);
}

template <class T> void pack(Queue& q, MatrixView<const T> A, T* S) {
  using D = dev_t<T>;
  const int64_t total = A.rows * A.cols * A.batch;
  if (total == 0) return;
  pack_kernel<D><<<blocks_for(total), kThreads, 0, cuda::stream(q)>>>(
      reinterpret_cast<const D*>(A.data), A.ld, A.stride, reinterpret_cast<D*>(S), A.rows, A.cols,
      A.batch);
  cuda::check_launch("pack_kernel");
}

#define BATCHLAS_INSTANTIATE(T)                                                  \
  template void symmetrize<T>(Queue&, Uplo, bool, MatrixView<const T>, T*);      \
  template void triangle<T>(Queue&, Uplo, Diag, MatrixView<const T>, T*);        \
  template void pack<T>(Queue&, MatrixView<const T>, T*);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_INSTANTIATE

}  // namespace batchlas::kernels
