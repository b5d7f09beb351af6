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
//
// Pack kernel (the `packed` families, docs/LEVEL2.md): the same units, but lane l owns a pack
// of V consecutive rows (pack.cuh: one 16-byte load and store per column) and a segment of L
// lanes covers L*V rows, L the power of two covering m / V (at most 32). Columns go in groups of
// 8 packs loaded before they are updated (8 x 16 bytes in flight per lane), alpha*x_i
// [alpha2*y_i] held as V registers. V = 1 when A is not packable. Packs straddling a triangle's
// diagonal are loaded whole (read only) and stored element by element, so nothing outside the
// triangle is written. Triangles go to the tile kernel (rank_tiles.cuh) where tiles_win(), else to
// the fold kernel (rank_fold.cuh, lanes all on packs of the triangle) where fold_wins().
#pragma once

#include "kernels/level2/rank_fold.cuh"
#include "kernels/level2/rank_stream.cuh"
#include "kernels/level2/rank_tiles.cuh"

namespace batchlas::kernels::level2::rank_detail {

constexpr int64_t kChunk = 64;  // columns per unit: evens out the triangle's uneven panels

template <class D, int W, bool kRotate>
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
    if constexpr (kRotate) rest = rotate(rest, b, per_item, f.tri);
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

template <class D, int V, int L>
__global__ void __launch_bounds__(kBlock)
    rank_update_packs(Mat<D> A, Vec<const D> x, Vec<const D> y, int64_t m, int64_t n,
                      int64_t batch, D alpha, D alpha2, Flags f, bool xpack, bool ypack) {
  constexpr int P = 32 / L;
  constexpr int G = 8;  // columns per load group
  constexpr int64_t R = int64_t(L) * V;  // rows per panel
  const int lane = threadIdx.x & 31, seg = lane / L, l = lane % L;
  const int64_t warp = (int64_t(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
  const int64_t warps = (int64_t(gridDim.x) * blockDim.x) >> 5;
  const int64_t panels = (m + R - 1) / R, chunks = (n + kChunk - 1) / kChunk;
  const int64_t per_item = panels * chunks, units = batch * per_item;
  // No warp-wide exchange below, so the segments of a warp may run different trip counts.
  for (int64_t u = warp * P + seg; u < units; u += warps * P) {
    int64_t b, rest, p, c;
    divmod(u, per_item, b, rest);
    rest = rotate(rest, b, per_item, f.tri);
    divmod(rest, chunks, p, c);
    const int64_t i = p * R + int64_t(l) * V;  // this lane's first row; i + V <= m if V > 1
    int64_t c0 = c * kChunk, c1 = min(n, c0 + kChunk);
    if (f.tri == kLower) c1 = min(c1, p * R + R);  // j <= i somewhere in the panel
    if (f.tri == kUpper) c0 = max(c0, p * R);      // j >= i somewhere in the panel
    if (c0 >= c1) continue;
    const bool row = i < m;
    const D* xb = x.base + b * x.stride;
    const D* yb = y.base + b * y.stride;
    D ax[V], ay[V];
    // ldg_elems() (rank_fold.cuh) spelled out: calling it here raised ptxas's registers for the
    // V = 1 complex instantiations (complex<float> 116 -> 127, complex<double> 161 -> 167), a
    // change not measured on the GPU (session 9).
    if (xpack) {
      ldg_pack<V>(row, xb + i, ax);
    } else {
#pragma unroll
      for (int e = 0; e < V; ++e) ax[e] = ldg_if(row, xb + (i + e) * x.inc);
    }
    if (ypack) {
      ldg_pack<V>(row && f.two, yb + i, ay);
    } else {
#pragma unroll
      for (int e = 0; e < V; ++e) ay[e] = ldg_if(row && f.two, yb + (i + e) * y.inc);
    }
#pragma unroll
    for (int e = 0; e < V; ++e) ax[e] = mul(alpha, ax[e]), ay[e] = mul(alpha2, ay[e]);
    D* a = A.data + b * A.stride + i;
    for (int64_t j0 = c0; j0 < c1; j0 += G) {
      D av[G][V], yv[G], xv[G];
      bool ok[G];
#pragma unroll
      for (int k = 0; k < G; ++k) {
        const int64_t j = j0 + k;
        const bool inr = j < c1;
        // Some row of the pack in the triangle.
        ok[k] = row && inr && (f.tri == kFull || (f.tri == kLower ? i + V - 1 >= j : i <= j));
        ld_pack<V>(ok[k], a + j * A.ld, av[k]);
        yv[k] = conj_if(ldg_if(inr, yb + j * y.inc), f.conj);
        xv[k] = conj_if(ldg_if(f.two && inr, xb + j * x.inc), f.conj);
      }
#pragma unroll
      for (int k = 0; k < G; ++k) {
        const int64_t j = j0 + k;
        bool in[V], all = true;
#pragma unroll
        for (int e = 0; e < V; ++e) {
          const int64_t r = i + e;
          in[e] = f.tri == kFull || (f.tri == kLower ? r >= j : r <= j);
          all = all && in[e];
          const bool diag = f.herm && r == j;
          D out = diag ? real_only(av[k][e]) : av[k][e];
          out = mac(out, ax[e], yv[k]);
          if (f.two) out = mac(out, ay[e], xv[k]);
          if (diag) out = real_only(out);
          if (in[e]) av[k][e] = out;
        }
        if (V == 1 || all) {
          st_pack<V>(ok[k], a + j * A.ld, av[k]);
        } else {  // the pack straddles the diagonal: store only its triangle part
#pragma unroll
          for (int e = 0; e < V; ++e) st_if(ok[k] && in[e], a + e + j * A.ld, av[k][e]);
        }
      }
    }
  }
}

/// The pack kernel (see the header comment).
template <class D>
void run_packs(Queue& q, Mat<D> A, Vec<const D> x, Vec<const D> y, int64_t m, int64_t n,
               int64_t batch, D alpha, D alpha2, Flags f) {
  const auto launch = [&](auto v) {
    constexpr int V = decltype(v)::value;
    const bool xpack = V > 1 && packable(x, batch, m), ypack = V > 1 && packable(y, batch, m);
    if (f.tri != kFull && tiles_win<D>(n, f.two))
      return run_tiles<D>(q, A, x, y, n, batch, alpha, alpha2, f, V > 1, xpack, ypack);
    if (f.tri != kFull && fold_wins<D>(n, f.two))
      return run_fold<D, V>(q, A, x, y, n, batch, alpha, alpha2, f, xpack, ypack);
    with_lanes(lanes_for(m, V), [&](auto w) {
      constexpr int L = decltype(w)::value;
      const int64_t units = batch * ((m + L * V - 1) / (L * V)) * ((n + kChunk - 1) / kChunk);
      const int64_t per_block = kBlock / L;
      const unsigned grid = grid_for(q, rank_update_packs<D, V, L>, kBlock, 0,
                                     (units + per_block - 1) / per_block);
      rank_update_packs<D, V, L><<<grid, kBlock, 0, batchlas::cuda::stream(q)>>>(
          A, x, y, m, n, batch, alpha, alpha2, f, xpack, ypack);
      batchlas::cuda::check_launch("rank_update_packs");
    });
  };
  if (packable<D>(A.data, A.ld, A.stride, batch, m))
    launch(std::integral_constant<int, pack_of<D>()>{});
  else
    launch(std::integral_constant<int, 1>{});
}

/// Which kernel a family runs: register tiles (`native`), 16-byte packs with the fold and tile
/// kernels for triangles (`packed`), or the flat list of packs (`stream`, rank_stream.cuh).
enum class Kernel { registers, packs, stream };

/// Enqueue the update on q's stream. x, y: m and n elements (syr, her: pass x twice).
template <class T>
void run(Queue& q, MatrixView<T> Av, VectorView<const T> xv, VectorView<const T> yv, T alpha,
         T alpha2, Flags f, Kernel kernel) {
  using D = dev_t<T>;
  const int64_t m = Av.rows, n = Av.cols, batch = Av.batch;
  const auto A = mat(Av);
  const auto x = cvec(xv);
  const auto y = cvec(yv);
  if (kernel == Kernel::packs)
    return run_packs<D>(q, A, x, y, m, n, batch, to_dev(alpha), to_dev(alpha2), f);
  if (kernel == Kernel::stream)
    return run_stream<D>(q, A, x, y, m, n, batch, to_dev(alpha), to_dev(alpha2), f);
  with_segment(segment_for(m), [&](auto w) {
    constexpr int W = decltype(w)::value;
    constexpr int units_per_block = kBlock / W;
    const int64_t per_item = ((m + W - 1) / W) * ((n + kChunk - 1) / kChunk);
    const int64_t units = batch * per_item;
    const auto launch = [&](auto kernel) {
      const unsigned grid = grid_for(q, kernel, kBlock, 0, (units + units_per_block - 1) / units_per_block);
      kernel<<<grid, kBlock, 0, batchlas::cuda::stream(q)>>>(A, x, y, m, n, batch, to_dev(alpha), to_dev(alpha2), f);
    };
    if (f.tri != kFull && per_item >= 8) launch(rank_update<D, W, true>);
    else launch(rank_update<D, W, false>);
    batchlas::cuda::check_launch("rank_update");
  });
}

}  // namespace batchlas::kernels::level2::rank_detail
