// Kernels of the symv and hemv native families: y := alpha*S*x + beta*y with S symmetric
// (complex-symmetric for complex symv) or Hermitian, only the uplo triangle of A stored.
//
// SURE seed, Pattern 6 (symmetric confluence): every stored A(r, c) is read once from memory and
// used twice, for row r (A(r, c)*x_c) and, off the diagonal, for row c (mirror(A(r, c))*x_r, the
// mirror conjugating for hemv). A W x W tile is held one row per lane (coalesced loads down each
// column); its row sums are lane-local and its column sums come from one transpose-reduction.
// hemv reads only the real part of the diagonal.
//  - n <= 32: a segment of W lanes owns one whole item (32/W items per warp), but for double
//    and complex<double> at n = 32 (sweep::small_wins);
//  - n > 32: the triangle sweep (tri_sweep.cuh), unless Settings::l2_sweep is false: then a
//    block owns one item, its warps share the 32 x 32 tiles of the stored triangle and add their
//    row and column sums into y accumulated in shared memory (symv_large below, or symv_staged
//    in symv_staged.cuh, which stages the tiles through shared memory instead of registers;
//    staged_max_n() picks by type and n);
//  - n past the shared accumulators (sweep::accumulators_fit): tri_sweep_global, a warp per tile
//    adding into y in global memory (tri_sweep.cuh), whatever Settings::l2_sweep says.
// beta == 0 stores without reading y. Included by src/ops/{symv,hemv}/native.cu only.
#pragma once

#include <limits>
#include <type_traits>

#include "kernels/common/scale.hh"
#include "kernels/level2/common.cuh"
#include "kernels/level2/symv_staged.cuh"
#include "kernels/level2/tri_sweep.cuh"
#include "ops/symv/args.hh"

namespace batchlas::kernels::level2::symv_detail {

constexpr int kSmallBlock = 256;

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
    D* yp = y.base + b * y.stride + l * y.inc;
    // y loaded beside x and A (one memory wait per item, not two); coherent: y is written here.
    const D yl = ld_if(row && !beta_zero, yp);
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
    D out = mul(alpha, r);
    if (!beta_zero) out = mac(out, beta, yl);
    st_if(row, yp, out);
  }
}

/// Most warps per block of symv_large: 16 (512 threads, at most 128 registers per lane) for
/// float; 8 for the others, whose 32-element register tile needs more (with 16, double and
/// complex<float> spilled 220 bytes per lane).
template <class D> constexpr int max_warps() { return sizeof(D) >= 8 ? 8 : 16; }

// n > 32: a block owns one item; its warps take the 32 x 32 tiles of the stored triangle in
// turn. Per item the block waits for memory about once (the old kernel waited three or four
// times: x staged behind a barrier, then A, then y behind another barrier):
//  - x is not staged: each tile loads its two 32-element pieces of x (row panel, column panel)
//    straight from global memory beside the 32 elements of A, all issued before any use (the
//    pieces are L1/L2 hits after the first tile that needs them);
//  - y_k (k = thread index) is loaded at the start of the item, beside the tile loads;
//  - the sums go into one of two shared accumulators, alternating per item, so one barrier per
//    item suffices: item b's atomics into acc[b % 2] are separated from item b - 2's final
//    read-and-zero of the same buffer by item b - 1's barrier.
// The block is sized by warps_for() (the most warps busy per SM, counting a warp idle in a last
// partial round as lost).
template <class D, int MaxWarps>
__global__ void __launch_bounds__(MaxWarps * 32)
    symv_large(Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t n, int64_t batch, D alpha,
               D beta, bool beta_zero, bool lower, bool herm) {
  extern __shared__ __align__(16) unsigned char smem[];
  D* const accs = reinterpret_cast<D*>(smem);  // two buffers of n
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, warps = blockDim.x >> 5;
  const int64_t panels = (n + 31) / 32, tiles = panels * (panels + 1) / 2;
  for (int64_t k = threadIdx.x; k < 2 * n; k += blockDim.x) accs[k] = zero<D>();
  __syncthreads();
  int parity = 0;
  for (int64_t b = blockIdx.x; b < batch; b += gridDim.x, parity ^= 1) {
    D* const acc = accs + parity * n;
    const D* ab = A.data + b * A.stride;
    const D* xb = x.base + b * x.stride;
    D* yb = y.base + b * y.stride;
    const int64_t k0 = threadIdx.x;
    const D y0 = ld_if(!beta_zero && k0 < n, yb + k0 * y.inc);  // coherent: y is written here
    for (int64_t t = warp; t < tiles; t += warps) {
      int64_t I, J;
      stored_tile(t, lower, I, J);
      const int64_t i = I * 32 + lane, j0 = J * 32;
      const bool row = i < n, col = j0 + lane < n;
      const D xi = ldg_if(row, xb + i * x.inc);          // x of this lane's row
      const D xc = ldg_if(col, xb + (j0 + lane) * x.inc);  // x of column j0 + lane
      D r = zero<D>(), v[32];
#pragma unroll
      for (int j = 0; j < 32; ++j)
        v[j] = ldg_if(row && j0 + j < n && in_tri(lower, i, j0 + j), ab + i + (j0 + j) * A.ld);
#pragma unroll
      for (int j = 0; j < 32; ++j) {
        const int64_t c = j0 + j;
        D av = v[j];
        if (herm && c == i) av = real_only(av);
        r = mac(r, av, shfl(xc, j, 32));                        // row i: A(i, c)*x_c
        v[j] = c == i ? zero<D>() : mul(conj_if(av, herm), xi);  // row c: mirror*x_i
      }
      const D s = transpose_reduce<32>(v, lane);  // column j0 + lane
      if (row) atomic_add(acc + i, r);
      if (col) atomic_add(acc + j0 + lane, s);
    }
    __syncthreads();  // every tile's sums are in acc
    // finish_item()'s loop written out: calling it (inlined; the PTX differs only in register
    // numbering and a few 64-bit temporaries) made ptxas give complex<float> 224 registers
    // instead of 164 and double 218 instead of 169, and symv/hemv c ran 1.2-1.4x slower at
    // n = 64-256 (H200, session 9).
    for (int64_t k = k0; k < n; k += blockDim.x) {
      D* yp = yb + k * y.inc;
      D out = mul(alpha, acc[k]);
      if (!beta_zero) out = mac(out, beta, k == k0 ? y0 : *yp);
      *yp = out;
      acc[k] = zero<D>();  // ready for item b + 2 (item b + 1's barrier lies between)
    }
  }
}

/// Largest n (> 32) at which symv_staged (symv_staged.cuh) runs an item rather than
/// symv_large; 0: never. From an A/B of the two on the H200 (docs/PERFORMANCE-LOG.md, session 8):
/// staged ran complex<double> 1.02-1.34x faster at every n from 33 to 512, and double 1.09-1.32x
/// at n <= 128 (0.98x at 256, 0.92x at 512); float and complex<float> 0.73-0.96x everywhere.
template <class D> constexpr int64_t staged_max_n() {
  if constexpr (std::is_same_v<D, double2>) return std::numeric_limits<int64_t>::max();
  else if constexpr (std::is_same_v<D, double>) return 128;
  else return 0;
}

template <class T> std::size_t stage_bytes(int64_t n) { return 2 * std::size_t(n) * sizeof(T); }

template <class T> void run(Queue& q, const ops::SymvArgs<T>& a) {
  using D = dev_t<T>;
  const int64_t n = a.n(), batch = a.y.batch;
  const auto A = cmat(a.A);
  const auto x = cvec(a.x);
  const auto y = vec(a.y);
  const D alpha = to_dev(a.alpha), beta = to_dev(a.beta);
  const bool beta_zero = a.beta == T(0), lower = a.uplo == Uplo::Lower;
  if (!sweep::accumulators_fit<D>(n)) {  // past every kernel's shared accumulators
    kernels::scale(q, a.beta, a.y);
    sweep::launch_global<D, sweep::kBoth>(q, A, x, y, n, batch, alpha,
                                          {lower, a.hermitian, a.hermitian, false});
    return;
  }
  const bool by_sweep = n <= 32 ? sweep::small_wins<D>(n) : sweep::wins<D>(n);
  if (n <= 32 && !by_sweep) {
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
  if (by_sweep) {
    sweep::launch<D, sweep::kBoth>(q, A, x, y, n, batch, alpha, beta, beta_zero,
                                   {lower, a.hermitian, a.hermitian, false},
                                   [&] { kernels::scale(q, a.beta, a.y); });
    return;
  }
  if constexpr (staged_max_n<D>() > 0) {  // float types never instantiate the staged kernel
    // A device whose block limit cannot hold one warp's pipeline beside the accumulators (not
    // the H200's 227 KB) keeps symv_large, which needs the accumulators only.
    if (n <= staged_max_n<D>() &&
        int64_t(staged_smem<D>(n, 1)) <= q.impl().info.max_shared_per_block) {
      launch_staged(q, A, x, y, n, batch, alpha, beta, beta_zero, lower, a.hermitian);
      return;
    }
  }
  constexpr int MaxWarps = max_warps<D>();
  const int64_t panels = (n + 31) / 32;
  const std::size_t smem = stage_bytes<T>(n);
  const int warps = warps_for(q, symv_large<D, MaxWarps>, panels * (panels + 1) / 2, MaxWarps,
                              [&](int) { return smem; });
  const unsigned grid = grid_for(q, symv_large<D, MaxWarps>, warps * 32, smem, batch);
  symv_large<D, MaxWarps><<<grid, warps * 32, smem, batchlas::cuda::stream(q)>>>(
      A, x, y, n, batch, alpha, beta, beta_zero, lower, a.hermitian);
  batchlas::cuda::check_launch("symv_large");
}

}  // namespace batchlas::kernels::level2::symv_detail
