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

/// The same expansion by 32 x 32 tiles of S, a block of 256 threads per tile (n >= 32). The
/// element kernel above reads the mirrored half of A across its columns, one 32-byte sector per
/// element read; here a tile wholly in the other triangle is read along A's columns into shared
/// memory and written out transposed, so every read and write is coalesced. Tile (ti, tj):
/// ti == tj crosses the diagonal (its stored elements staged, the rest taken from the transpose
/// in shared memory), a tile in the stored triangle is a plain copy, one in the other triangle
/// a transposed copy (mode 0/1) or zeros (mode 2/3, A not read).
template <class D>
__global__ void __launch_bounds__(256) expand_tiles(int mode, bool lower, const D* A, int64_t lda,
                                                    int64_t stride, D* S, int64_t n, int64_t batch) {
  // tile[jl][il]: A(i0 + il, j0 + jl) for the diagonal tile, A(j0 + jl, i0 + il) (the source of
  // S(i0 + il, j0 + jl)) for a mirrored one; 33 columns: a conflict-free transpose.
  __shared__ D tile[32][33];
  const int tx = threadIdx.x & 31, ty = threadIdx.x >> 5;
  const int64_t tiles = (n + 31) / 32, per_item = tiles * tiles, units = per_item * batch;
  for (int64_t u = blockIdx.x; u < units; u += gridDim.x) {
    const int64_t b = u / per_item, r = u - b * per_item;
    const int64_t tj = r / tiles, ti = r - tj * tiles;
    const int64_t i0 = ti * 32, j0 = tj * 32;
    const D* a = A + b * stride;
    D* s = S + b * n * n;
    const bool diag = ti == tj, stored = lower ? ti > tj : ti < tj;
    if (stored) {  // a plain copy, coalesced along columns
      const int64_t i = i0 + tx;
      for (int jl = ty; jl < 32; jl += 8) {
        const int64_t j = j0 + jl;
        if (i < n && j < n) s[i + j * n] = a[i + j * lda];
      }
      continue;  // no shared memory used: no barrier needed
    }
    if (!diag && mode >= 2) {  // trmm's zero triangle: nothing read
      const int64_t i = i0 + tx;
      for (int jl = ty; jl < 32; jl += 8) {
        const int64_t j = j0 + jl;
        if (i < n && j < n) s[i + j * n] = D{};
      }
      continue;
    }
    if (diag) {  // stage the stored elements of the diagonal tile: tile[jl][il] = A(i, j)
      for (int jl = ty; jl < 32; jl += 8) {
        const int64_t i = i0 + tx, j = j0 + jl;
        const bool st = lower ? tx >= jl : tx <= jl;
        const bool read = i < n && j < n && st && !(mode == 3 && tx == jl);
        tile[jl][tx] = read ? a[i + j * lda] : D{};
      }
    } else {  // the mirrored tile: A(j, i) for i in [i0, i0+32), j in [j0, j0+32), read along A's column i
      for (int il = ty; il < 32; il += 8) {
        const int64_t i = i0 + il, j = j0 + tx;
        // tile[jl][il] = A(j0 + jl, i0 + il): the source of output (i, j) is A(j, i)
        tile[tx][il] = i < n && j < n ? a[j + i * lda] : D{};
      }
    }
    __syncthreads();
    for (int jl = ty; jl < 32; jl += 8) {
      const int64_t i = i0 + tx, j = j0 + jl;
      if (i >= n || j >= n) continue;
      D v;
      if (diag) {
        const bool st = lower ? tx >= jl : tx <= jl;
        if (tx == jl && mode == 3) v = one<D>();
        else if (st) v = tile[jl][tx];
        else if (mode >= 2) v = D{};
        else v = mode == 1 ? conj(tile[tx][jl]) : tile[tx][jl];  // A(j, i), stored
        if (mode == 1 && tx == jl) v = real_only(v);
      } else {
        v = mode == 1 ? conj(tile[jl][tx]) : tile[jl][tx];
      }
      s[i + j * n] = v;
    }
    __syncthreads();  // the tile is refilled by the next unit
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
  const auto* a = reinterpret_cast<const D*>(A.data);
  auto* s = reinterpret_cast<D*>(S);
  if (A.rows >= 32) {  // by tiles: coalesced mirrored reads (expand_tiles)
    static_assert(kThreads == 256);
    const int64_t t = (A.rows + 31) / 32, units = t * t * A.batch;  // a block per tile
    expand_tiles<D><<<blocks_for(units * kThreads), kThreads, 0, cuda::stream(q)>>>(
        mode, uplo == Uplo::Lower, a, A.ld, A.stride, s, A.rows, A.batch);
    cuda::check_launch("expand_tiles");
    return;
  }
  expand_kernel<D><<<blocks_for(total), kThreads, 0, cuda::stream(q)>>>(
      mode, uplo == Uplo::Lower, a, A.ld, A.stride, s, A.rows, A.batch);
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
