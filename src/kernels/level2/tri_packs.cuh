// Variant "new" (Settings::l2_variant, docs/LEVEL2.md) of the symv, hemv and trmv native kernels
// for n >= 32: one block per item (persistent grid over the batch), x staged in shared memory.
//
// The stored triangle is read once, column by column, in 16-byte packs (pack.cuh): TC lanes
// cover a column (lane rt owns rows rt*V .. rt*V+V-1, TC*V >= n), and the block's G = block/TC
// groups of TC lanes take the columns g, g+G, ... in steps of U = 4 columns whose packs are all
// loaded before use (4 x 16 bytes in flight per lane, no register tile, high occupancy). Per
// stored element A(r, c):
//  - row sums (symv, hemv, trmv NoTrans): A(r, c)*x_c into V registers, added to the shared
//    accumulator once per item;
//  - column sums (symv, hemv off the diagonal: mirror(A(r, c))*x_r; trmv Trans: op(A(r, c))*x_r):
//    one dot product per column, reduced by shuffles across its TC lanes (per warp when TC > 32)
//    and added to the shared accumulator.
// Packs straddling the diagonal are loaded whole and the elements outside the triangle (or on a
// unit diagonal) dropped by selection, never by arithmetic, so NaN there stays out. trmv reads
// all of x into shared memory before a barrier and writes x after the last one.
#pragma once

#include "kernels/level2/pack.cuh"

namespace batchlas::kernels::level2::tri_packs_detail {

enum Mode : int { kSymv = 0, kTrmvN = 1, kTrmvT = 2 };
constexpr int kMaxBlock = 256;
constexpr int U = 4;  // columns whose packs are loaded together

template <class D, int V, int W>  // W = min(TC, 32): lanes of one column inside a warp
__global__ void __launch_bounds__(kMaxBlock)
    tri_packs(Mat<const D> A, Vec<const D> x, Vec<D> out, int64_t n, int64_t batch, int tc,
              D alpha, D beta, bool beta_zero, bool lower, bool conj, bool unit, int mode) {
  extern __shared__ __align__(16) unsigned char smem[];
  D* xs = reinterpret_cast<D*>(smem);
  D* acc = xs + n;
  const int t = threadIdx.x, lane = t & 31;
  const int rt = t % tc, g = t / tc, G = blockDim.x / tc;
  const int64_t i = int64_t(rt) * V;  // this lane's first row (i + V <= n when V > 1)
  const bool row = i < n;
  const bool rows_out = mode != kTrmvT, cols_out = mode != kTrmvN;
  const bool mirror_conj = mode == kSymv ? conj : false;  // hemv: conj(A(r, c)) for row c
  const bool op_conj = mode == kTrmvT ? conj : false;     // trmv ConjTrans
  const bool skip_diag = mode != kSymv && unit;           // trmv Unit: diagonal not read
  for (int64_t b = blockIdx.x; b < batch; b += gridDim.x) {
    const D* ab = A.data + b * A.stride;
    __syncthreads();  // the previous item is finished with xs and acc
    for (int64_t k = t; k < n; k += blockDim.x) {
      xs[k] = x.base[b * x.stride + k * x.inc];  // coherent: trmv writes x below
      acc[k] = zero<D>();
    }
    __syncthreads();
    D xr[V], rs[V];
#pragma unroll
    for (int e = 0; e < V; ++e) {
      xr[e] = row && i + e < n ? xs[i + e] : zero<D>();
      rs[e] = zero<D>();
    }
    for (int64_t jb = 0; jb < n; jb += int64_t(G) * U) {  // block-uniform trip count
      D av[U][V];
#pragma unroll
      for (int u = 0; u < U; ++u) {
        const int64_t j = jb + g + int64_t(u) * G;
        const bool ok = row && j < n && (lower ? i + V - 1 >= j : i <= j);
        ldg_pack<V>(ok, ab + i + j * A.ld, av[u]);
      }
#pragma unroll
      for (int u = 0; u < U; ++u) {
        const int64_t j = jb + g + int64_t(u) * G;
        const D xj = j < n ? xs[j] : zero<D>();
        D cs = zero<D>();
#pragma unroll
        for (int e = 0; e < V; ++e) {
          const int64_t r = i + e;
          const bool st = row && r < n && j < n && (lower ? r >= j : r <= j) &&
                          !(skip_diag && r == j);
          D a = st ? av[u][e] : zero<D>();  // selection: NaN outside the triangle stays out
          if (mode == kSymv && conj && r == j) a = real_only(a);  // hemv diagonal
          if (rows_out) rs[e] = mac(rs[e], a, xj);
          if (mode == kSymv) {
            if (r != j) cs = mac(cs, conj_if(a, mirror_conj), xr[e]);
          } else if (mode == kTrmvT) {
            cs = mac(cs, conj_if(a, op_conj), xr[e]);
          }
        }
        if (cols_out) {
          cs = segment_sum<W>(cs);  // every thread reaches this: uniform trip count
          if (lane % W == 0 && j < n) atomic_add(acc + j, cs);
        }
      }
    }
    if (rows_out) {
#pragma unroll
      for (int e = 0; e < V; ++e)
        if (row && i + e < n) atomic_add(acc + i + e, rs[e]);
    }
    __syncthreads();
    for (int64_t k = t; k < n; k += blockDim.x) {
      D* p = out.base + b * out.stride + k * out.inc;
      D r;
      if (mode == kSymv) {
        r = mul(alpha, acc[k]);
        if (!beta_zero) r = mac(r, beta, *p);
      } else {
        r = unit ? add(acc[k], xs[k]) : acc[k];
      }
      *p = r;
    }
  }
}

/// Lanes per column for n with packs of V.
inline int64_t tc_for(int64_t n, int V) {
  int64_t tc = 1;
  while (tc * V < n) tc *= 2;
  return tc;
}

/// Whether the kernel takes this n x n problem (else the "old" kernels run): n >= 32 and one
/// block's lanes cover a column (n <= 256 packs).
template <class D> bool applies(const Mat<const D>& A, int64_t n, int64_t batch) {
  const int V = packable(A.data, A.ld, A.stride, batch, n) ? pack_of<D>() : 1;
  return n >= 32 && tc_for(n, V) <= kMaxBlock;
}

/// Enqueue (applies() must hold). x and out may alias (trmv); A packable chooses V.
template <class D>
void run(Queue& q, Mat<const D> A, Vec<const D> x, Vec<D> out, int64_t n, int64_t batch, D alpha,
         D beta, bool beta_zero, bool lower, bool conj, bool unit, Mode mode) {
  const bool apack = packable(A.data, A.ld, A.stride, batch, n);
  const auto launch = [&](auto v) {
    constexpr int V = decltype(v)::value;
    const int64_t tc = tc_for(n, V);
    int64_t groups = 1;  // about 2 steps of U columns per group
    while (groups * 2 <= n / (2 * U) && tc * groups * 2 <= kMaxBlock) groups *= 2;
    const int block = static_cast<int>(std::clamp<int64_t>(tc * groups, 64, kMaxBlock));
    const std::size_t smem = 2 * std::size_t(n) * sizeof(D);
    with_lanes(static_cast<int>(std::min<int64_t>(tc, 32)), [&](auto w) {
      constexpr int W = decltype(w)::value;
      const unsigned grid = grid_for(q, tri_packs<D, V, W>, block, smem, batch);
      tri_packs<D, V, W><<<grid, block, smem, batchlas::cuda::stream(q)>>>(
          A, x, out, n, batch, static_cast<int>(tc), alpha, beta, beta_zero, lower, conj, unit,
          int(mode));
      batchlas::cuda::check_launch("tri_packs");
    });
  };
  if (apack) launch(std::integral_constant<int, pack_of<D>()>{});
  else launch(std::integral_constant<int, 1>{});
}

}  // namespace batchlas::kernels::level2::tri_packs_detail
