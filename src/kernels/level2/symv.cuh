// Kernels of the symv and hemv native families: y := alpha*S*x + beta*y with S symmetric
// (complex-symmetric for complex symv) or Hermitian, only the uplo triangle of A stored.
//
// SURE seed, Pattern 6 (symmetric confluence): every stored A(r, c) is read once from memory and
// used twice, for row r (A(r, c)*x_c) and, off the diagonal, for row c (mirror(A(r, c))*x_r, the
// mirror conjugating for hemv). A W x W tile is held one row per lane (coalesced loads down each
// column); its row sums are lane-local and its column sums come from one transpose-reduction.
// hemv reads only the real part of the diagonal.
//  - n <= 32: a segment of W lanes owns one whole item (32/W items per warp);
//  - n > 32: a block owns one item, its warps share the 32 x 32 tiles of the stored triangle and
//    add their row and column sums into y accumulated in shared memory (x staged there too).
// beta == 0 stores without reading y. Included by src/ops/{symv,hemv}/native.cu only.
#pragma once

#include "kernels/level2/common.cuh"
#include "ops/symv/args.hh"

namespace batchlas::kernels::level2::symv_detail {

constexpr int kSmallBlock = 256;
constexpr int kMaxWarps = 8;
constexpr std::size_t kStageBytes = 48 * 1024;  // default dynamic shared-memory limit

__device__ __forceinline__ bool in_tri(bool lower, int64_t r, int64_t c) {
  return lower ? r >= c : r <= c;
}

template <class D, int W>
__global__ void __launch_bounds__(kSmallBlock)
    symv_small(Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t n, int64_t batch, D alpha,
               D beta, bool beta_zero, bool lower, bool herm) {
  constexpr int P = 32 / W;
  const int lane = threadIdx.x & 31, seg = lane / W, l = lane % W;
  const int64_t warp = (int64_t(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
  const int64_t warps = (int64_t(gridDim.x) * blockDim.x) >> 5;
  for (int64_t first = warp * P; first < batch; first += warps * P) {
    const int64_t b = first + seg;
    const bool row = b < batch && l < n;
    const D xl = ldg_if(row, x.base + b * x.stride + l * x.inc);
    const D* a = A.data + b * A.stride + l;
    D r = zero<D>(), v[W];
#pragma unroll
    for (int j = 0; j < W; ++j) v[j] = ldg_if(row && j < n && in_tri(lower, l, j), a + j * A.ld);
#pragma unroll
    for (int j = 0; j < W; ++j) {
      D av = v[j];
      if (herm && j == l) av = real_only(av);
      r = mac(r, av, shfl(xl, j, W));                                   // row l: A(l, j)*x_j
      v[j] = j == l ? zero<D>() : mul(conj_if(av, herm), xl);           // row j: mirror*x_l
    }
    r = add(r, transpose_reduce<W>(v, l));
    if (row) {
      D* yp = y.base + b * y.stride + l * y.inc;
      D out = mul(alpha, r);
      if (!beta_zero) out = mac(out, beta, *yp);
      *yp = out;
    }
  }
}

template <class D>
__global__ void __launch_bounds__(kMaxWarps * 32)
    symv_large(Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t n, int64_t batch, D alpha,
               D beta, bool beta_zero, bool lower, bool herm) {
  extern __shared__ __align__(16) unsigned char smem[];
  D* xs = reinterpret_cast<D*>(smem);
  D* acc = xs + n;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, warps = blockDim.x >> 5;
  const int64_t panels = (n + 31) / 32, tiles = panels * (panels + 1) / 2;
  for (int64_t b = blockIdx.x; b < batch; b += gridDim.x) {
    const D* ab = A.data + b * A.stride;
    __syncthreads();  // the previous item is finished with xs and acc
    for (int64_t k = threadIdx.x; k < n; k += blockDim.x) {
      xs[k] = ldg(x.base + b * x.stride + k * x.inc);
      acc[k] = zero<D>();
    }
    __syncthreads();
    for (int64_t t = warp; t < tiles; t += warps) {
      // t -> (hi, lo) with hi >= lo, row-major over the lower block triangle.
      int64_t hi = static_cast<int64_t>((sqrt(8.0 * double(t) + 1.0) - 1.0) / 2.0);
      while (hi * (hi + 1) / 2 > t) --hi;
      while ((hi + 1) * (hi + 2) / 2 <= t) ++hi;
      const int64_t lo = t - hi * (hi + 1) / 2;
      const int64_t I = lower ? hi : lo, J = lower ? lo : hi;  // stored tile (I, J)
      const int64_t i = I * 32 + lane, j0 = J * 32;
      const bool row = i < n;
      const D xi = row ? xs[i] : zero<D>();
      D r = zero<D>(), v[32];
#pragma unroll
      for (int j = 0; j < 32; ++j)
        v[j] = ldg_if(row && j0 + j < n && in_tri(lower, i, j0 + j), ab + i + (j0 + j) * A.ld);
#pragma unroll
      for (int j = 0; j < 32; ++j) {
        const int64_t c = j0 + j;
        D av = v[j];
        if (herm && c == i) av = real_only(av);
        r = mac(r, av, c < n ? xs[c] : zero<D>());
        v[j] = c == i ? zero<D>() : mul(conj_if(av, herm), xi);
      }
      const D s = transpose_reduce<32>(v, lane);  // column j0 + lane
      if (row) atomic_add(acc + i, r);
      if (j0 + lane < n) atomic_add(acc + j0 + lane, s);
    }
    __syncthreads();
    for (int64_t k = threadIdx.x; k < n; k += blockDim.x) {
      D* yp = y.base + b * y.stride + k * y.inc;
      D out = mul(alpha, acc[k]);
      if (!beta_zero) out = mac(out, beta, *yp);
      *yp = out;
    }
  }
}

template <class T> std::size_t stage_bytes(int64_t n) { return 2 * std::size_t(n) * sizeof(T); }

/// "" when the kernels can run `a`; else the limit.
template <class T> std::string why_not(const ops::SymvArgs<T>& a) {
  if (a.n() > 32 && stage_bytes<T>(a.n()) > kStageBytes)
    return "n (" + std::to_string(a.n()) + ") > " + std::to_string(kStageBytes / 2 / sizeof(T)) +
           ": x and y are staged in 48 KB of shared memory per item";
  return {};
}

template <class T> void run(Queue& q, const ops::SymvArgs<T>& a) {
  using D = dev_t<T>;
  const int64_t n = a.n(), batch = a.y.batch;
  const auto A = cmat(a.A);
  const auto x = cvec(a.x);
  const auto y = vec(a.y);
  const D alpha = to_dev(a.alpha), beta = to_dev(a.beta);
  const bool beta_zero = a.beta == T(0), lower = a.uplo == Uplo::Lower;
  if (n <= 32) {
    with_segment(segment_for(n), [&](auto w) {
      constexpr int W = decltype(w)::value;
      constexpr int items_per_block = kSmallBlock / W;
      const unsigned grid = grid_for(q, symv_small<D, W>, kSmallBlock, 0,
                                     (batch + items_per_block - 1) / items_per_block);
      symv_small<D, W><<<grid, kSmallBlock, 0, batchlas::cuda::stream(q)>>>(
          A, x, y, n, batch, alpha, beta, beta_zero, lower, a.hermitian);
      batchlas::cuda::check_launch("symv_small");
    });
    return;
  }
  const int64_t panels = (n + 31) / 32;
  const int warps = static_cast<int>(std::min<int64_t>(kMaxWarps, panels * (panels + 1) / 2));
  const std::size_t smem = stage_bytes<T>(n);
  const unsigned grid = grid_for(q, symv_large<D>, warps * 32, smem, batch);
  symv_large<D><<<grid, warps * 32, smem, batchlas::cuda::stream(q)>>>(
      A, x, y, n, batch, alpha, beta, beta_zero, lower, a.hermitian);
  batchlas::cuda::check_launch("symv_large");
}

}  // namespace batchlas::kernels::level2::symv_detail
