// Kernel of the ger, gerc, syr, her, syr2 and her2 native families (one template, run-time
// flags): A(i, j) += ax_i*c(y_j) [+ ay_i*c(x_j)] with ax = alpha*x, ay = alpha2*y and c the
// conjugation (gerc, her, her2) or the identity; on a triangle when `tri` says so.
//
// SURE seed, Patterns 2-3 and 6: A is read and written once, the vectors are fed per cell, alpha
// enters once. A segment of W lanes (W = 4, 8, 16, 32 covering min(m, 32)) owns W rows of one
// item and a chunk of up to kChunk columns: lane l on row l, so every load and store of A is a
// coalesced run down a column, and x_i (times alpha) stays in a register. Columns go in groups
// of 8 loaded before they are updated. Only the named triangle is loaded or stored; Hermitian
// updates (her, her2) set the diagonal's imaginary part to exactly zero, reading only its real
// part. For m <= 16 a warp holds several items. A persistent grid strides over the
// (item, row panel, column chunk) units: any batch count, 64-bit indices.
#pragma once

#include "kernels/level2/common.cuh"

namespace batchlas::kernels::level2::rank_detail {

constexpr int kBlock = 256;
constexpr int64_t kChunk = 64;  // columns per unit: evens out the triangle's uneven panels

enum Tri : int { kFull = 0, kLower = 1, kUpper = 2 };

struct Flags {
  int tri;    ///< Tri
  bool conj;  ///< c = conjugation
  bool two;   ///< rank 2 (syr2, her2)
  bool herm;  ///< diagonal exactly real (her, her2)
};

template <class D, int W>
__global__ void __launch_bounds__(kBlock)
    rank_update(Mat<D> A, Vec<const D> x, Vec<const D> y, int64_t m, int64_t n, int64_t batch,
                D alpha, D alpha2, Flags f) {
  constexpr int P = 32 / W;
  constexpr int G = 8;  // columns per load group
  const int lane = threadIdx.x & 31, seg = lane / W, l = lane % W;
  const int64_t warp = (int64_t(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
  const int64_t warps = (int64_t(gridDim.x) * blockDim.x) >> 5;
  const int64_t panels = (m + W - 1) / W, chunks = (n + kChunk - 1) / kChunk;
  const int64_t per_item = panels * chunks, units = batch * per_item;
  // No warp-wide exchange below, so the segments of a warp may run different trip counts.
  for (int64_t u = warp * P + seg; u < units; u += warps * P) {
    int64_t b, rest, p, c;
    divmod(u, per_item, b, rest);
    divmod(rest, chunks, p, c);
    const int64_t i = p * W + l;
    int64_t c0 = c * kChunk, c1 = min(n, c0 + kChunk);
    if (f.tri == kLower) c1 = min(c1, p * W + W);  // j <= i somewhere in the panel
    if (f.tri == kUpper) c0 = max(c0, p * W);      // j >= i somewhere in the panel
    if (c0 >= c1) continue;
    const bool row = i < m;
    const D* xb = x.base + b * x.stride;
    const D* yb = y.base + b * y.stride;
    const D ax = mul(alpha, ldg_if(row, xb + i * x.inc));
    const D ay = mul(alpha2, ldg_if(row && f.two, yb + i * y.inc));
    D* a = A.data + b * A.stride + i;
    for (int64_t j0 = c0; j0 < c1; j0 += G) {
      D av[G], yv[G], xv[G];
      bool ok[G];
#pragma unroll
      for (int k = 0; k < G; ++k) {
        const int64_t j = j0 + k;
        ok[k] = row && j < c1 && (f.tri == kFull || (f.tri == kLower ? i >= j : i <= j));
        av[k] = ld_if(ok[k], a + j * A.ld);
        yv[k] = conj_if(ldg_if(j < c1, yb + j * y.inc), f.conj);
        xv[k] = conj_if(ldg_if(f.two && j < c1, xb + j * x.inc), f.conj);
      }
#pragma unroll
      for (int k = 0; k < G; ++k) {
        const bool diag = f.herm && i == j0 + k;
        D out = diag ? real_only(av[k]) : av[k];
        out = mac(out, ax, yv[k]);
        if (f.two) out = mac(out, ay, xv[k]);
        if (diag) out = real_only(out);
        st_if(ok[k], a + (j0 + k) * A.ld, out);
      }
    }
  }
}

/// Enqueue the update on q's stream. x, y: m and n elements (syr, her: pass x twice).
template <class T>
void run(Queue& q, MatrixView<T> Av, VectorView<const T> xv, VectorView<const T> yv, T alpha,
         T alpha2, Flags f) {
  using D = dev_t<T>;
  const int64_t m = Av.rows, n = Av.cols, batch = Av.batch;
  const auto A = mat(Av);
  const auto x = cvec(xv);
  const auto y = cvec(yv);
  with_segment(segment_for(m), [&](auto w) {
    constexpr int W = decltype(w)::value;
    constexpr int units_per_block = kBlock / W;
    const int64_t units = batch * ((m + W - 1) / W) * ((n + kChunk - 1) / kChunk);
    const unsigned grid = grid_for(q, rank_update<D, W>, kBlock, 0,
                                   (units + units_per_block - 1) / units_per_block);
    rank_update<D, W><<<grid, kBlock, 0, batchlas::cuda::stream(q)>>>(
        A, x, y, m, n, batch, to_dev(alpha), to_dev(alpha2), f);
    batchlas::cuda::check_launch("rank_update");
  });
}

}  // namespace batchlas::kernels::level2::rank_detail
