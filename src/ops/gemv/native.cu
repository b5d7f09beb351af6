// gemv native and packed families: y := alpha*op(A)*x + beta*y, one batched kernel per call.
//
// native: one kernel per transposition.
//
// Work is cut into W x W tiles (W = 4, 8, 16 or 32, the power of two covering min(m, 32)); a
// segment of W lanes holds one tile, lane l on row l, so every load of A is a coalesced run down
// a column (SURE seed, Pattern 1: rows independent, the reduction along j; A read once).
//  - NoTrans: a segment owns W rows of one item and sweeps the columns; the row sums stay in
//    registers, x_j reaches the lanes by shuffle.
//  - Trans / ConjTrans: a segment owns W columns of one item and sweeps the rows, accumulating
//    a register tile v[j] += A(i, j)*x(i); one transpose-reduction at the end leaves lane l with
//    column l's sum. The reduction runs down the contiguous dimension without strided loads.
// For m <= 16 one warp holds 32/W segments, i.e. several items, so tiny problems fill the chip.
// A persistent grid strides over the (item, panel) units: any batch count, 64-bit indices.
// beta == 0 stores without reading y.
//
// packed (docs/LEVEL2.md), Trans / ConjTrans only (refuses NoTrans): a segment of L
// lanes owns C = 4 whole columns of one item (a column is contiguous in column-major storage)
// and walks down them in 16-byte packs (pack.cuh), one pack of x and C packs of A per step, all
// independent loads; the C dot products are reduced by shuffles within the segment at the end.
// No register tile, so occupancy stays high and each lane keeps 4 x 16 bytes of A in flight.
// L is the power of two covering m / V (at most 32), so small items pack 32 / L columns' worth
// of segments into a warp. Scalar (V = 1) when A is not packable; x read scalar when it is not.
// From m = 32 on, float, double (to m = 512) and complex<float> (to 256) go to the tile kernel
// instead (tiles.cuh, gemv_tiles::wins).
#include "kernels/level2/pack.cuh"
#include "ops/gemv/families.hh"
#include "ops/gemv/tiles.cuh"

namespace batchlas::ops::gemv_family {

namespace {
using namespace batchlas::kernels::level2;

constexpr int kBlock = 256;

template <class D, int W>
__global__ void __launch_bounds__(kBlock)
    gemv_n(Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t m, int64_t n, int64_t batch,
           D alpha, D beta, bool beta_zero) {
  constexpr int P = 32 / W;  // segments (units) per warp
  const int lane = threadIdx.x & 31, seg = lane / W, l = lane % W;
  const int64_t warp = (int64_t(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
  const int64_t warps = (int64_t(gridDim.x) * blockDim.x) >> 5;
  const int64_t panels = (m + W - 1) / W, units = batch * panels;
  for (int64_t first = warp * P; first < units; first += warps * P) {
    const int64_t u = first + seg;
    const bool valid = u < units;
    int64_t b = 0, p = 0;
    if (valid) divmod(u, panels, b, p);
    const int64_t i = p * W + l;
    const bool row = valid && i < m;
    const D* a = A.data + b * A.stride + i;
    const D* xb = x.base + b * x.stride;
    D acc = zero<D>();
    for (int64_t j0 = 0; j0 < n; j0 += W) {  // warp-uniform trip count: shuffles stay legal
      const D xv = ldg_if(valid && j0 + l < n, xb + (j0 + l) * x.inc);
      // Loads in groups of U (128 bytes per lane in flight) before their use.
      constexpr int U = W < int(128 / sizeof(D)) ? W : int(128 / sizeof(D));
#pragma unroll
      for (int jj = 0; jj < W; jj += U) {
        D av[U];
#pragma unroll
        for (int j = 0; j < U; ++j)
          av[j] = ldg_if(row && j0 + jj + j < n, a + (j0 + jj + j) * A.ld);
#pragma unroll
        for (int j = 0; j < U; ++j) acc = mac(acc, av[j], shfl(xv, jj + j, W));
      }
    }
    if (row) {
      D* yp = y.base + b * y.stride + i * y.inc;
      D r = mul(alpha, acc);
      if (!beta_zero) r = mac(r, beta, *yp);
      *yp = r;
    }
  }
}

template <class D, int W>
__global__ void __launch_bounds__(kBlock)
    gemv_t(Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t m, int64_t n, int64_t batch,
           D alpha, D beta, bool beta_zero, bool conj) {
  constexpr int P = 32 / W;
  const int lane = threadIdx.x & 31, seg = lane / W, l = lane % W;
  const int64_t warp = (int64_t(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
  const int64_t warps = (int64_t(gridDim.x) * blockDim.x) >> 5;
  const int64_t panels = (n + W - 1) / W, units = batch * panels;
  for (int64_t first = warp * P; first < units; first += warps * P) {
    const int64_t u = first + seg;
    const bool valid = u < units;
    int64_t b = 0, p = 0;
    if (valid) divmod(u, panels, b, p);
    const int64_t j0 = p * W;
    const D* ab = A.data + b * A.stride + j0 * A.ld;
    const D* xb = x.base + b * x.stride;
    D v[W];
#pragma unroll
    for (int j = 0; j < W; ++j) v[j] = zero<D>();
    for (int64_t i0 = 0; i0 < m; i0 += W) {
      const int64_t i = i0 + l;
      const bool row = valid && i < m;
      const D xi = ldg_if(row, xb + i * x.inc);
#pragma unroll
      for (int j = 0; j < W; ++j) {
        const D a = ldg_if(row && j0 + j < n, ab + i + j * A.ld);
        v[j] = mac(v[j], conj_if(a, conj), xi);
      }
    }
    const D s = transpose_reduce<W>(v, l);  // lane l: column j0 + l
    const int64_t j = j0 + l;
    if (valid && j < n) {
      D* yp = y.base + b * y.stride + j * y.inc;
      D r = mul(alpha, s);
      if (!beta_zero) r = mac(r, beta, *yp);
      *yp = r;
    }
  }
}

template <class D, int V, int L>
__global__ void __launch_bounds__(kBlock)
    gemv_t_packs(Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t m, int64_t n, int64_t batch,
                 D alpha, D beta, bool beta_zero, bool conj, bool xpack) {
  constexpr int P = 32 / L;  // segments (units) per warp
  constexpr int C = 4;       // columns per unit
  const int lane = threadIdx.x & 31, seg = lane / L, l = lane % L;
  const int64_t warp = (int64_t(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
  const int64_t warps = (int64_t(gridDim.x) * blockDim.x) >> 5;
  const int64_t groups = (n + C - 1) / C, units = batch * groups;
  for (int64_t first = warp * P; first < units; first += warps * P) {  // warp-uniform
    const int64_t u = first + seg;
    const bool valid = u < units;
    int64_t b = 0, g = 0;
    if (valid) divmod(u, groups, b, g);
    const int64_t j0 = g * C;
    const D* ab = A.data + b * A.stride + j0 * A.ld;
    const D* xb = x.base + b * x.stride;
    D acc[C];
#pragma unroll
    for (int c = 0; c < C; ++c) acc[c] = zero<D>();
    const int64_t end = valid ? m : 0;
#pragma unroll 2
    for (int64_t i = int64_t(l) * V; i < end; i += int64_t(L) * V) {  // i + V <= m (packable)
      D xv[V], av[C][V];
      if (xpack) {
        ldg_pack<V>(true, xb + i, xv);
      } else {
#pragma unroll
        for (int k = 0; k < V; ++k) xv[k] = ldg(xb + (i + k) * x.inc);
      }
#pragma unroll
      for (int c = 0; c < C; ++c) ldg_pack<V>(j0 + c < n, ab + i + c * A.ld, av[c]);
#pragma unroll
      for (int c = 0; c < C; ++c)
#pragma unroll
        for (int k = 0; k < V; ++k) acc[c] = mac(acc[c], conj_if(av[c][k], conj), xv[k]);
    }
#pragma unroll
    for (int c = 0; c < C; ++c) {
      const D s = segment_sum<L>(acc[c]);  // every lane reaches this (no early exit above)
      if (valid && c % L == l && j0 + c < n) {
        D* yp = y.base + b * y.stride + (j0 + c) * y.inc;
        D r = mul(alpha, s);
        if (!beta_zero) r = mac(r, beta, *yp);
        *yp = r;
      }
    }
  }
}

/// The packed Trans / ConjTrans kernel (see the header comment).
template <class D>
void run_t_packs(Queue& q, Mat<const D> A, Vec<const D> x, Vec<D> y, int64_t m, int64_t n,
                 int64_t batch, D alpha, D beta, bool beta_zero, bool conj) {
  const bool apack = packable(A.data, A.ld, A.stride, batch, m);
  if constexpr (sizeof(D) < 16) {
    if (gemv_tiles::wins<D>(m))
      return gemv_tiles::launch<D>(q, A, x, y, m, n, batch, alpha, beta, beta_zero, conj, apack,
                                   apack && packable(x, batch, m));
  }
  const auto launch = [&](auto v) {
    constexpr int V = decltype(v)::value;
    const bool xpack = V > 1 && packable(x, batch, m);
    with_lanes(lanes_for(m, V), [&](auto w) {
      constexpr int L = decltype(w)::value;
      const int64_t units = batch * ((n + 3) / 4), per_block = kBlock / L;
      const unsigned grid = grid_for(q, gemv_t_packs<D, V, L>, kBlock, 0,
                                     (units + per_block - 1) / per_block);
      gemv_t_packs<D, V, L><<<grid, kBlock, 0, cuda::stream(q)>>>(A, x, y, m, n, batch, alpha,
                                                                  beta, beta_zero, conj, xpack);
      cuda::check_launch("gemv_t_packs");
    });
  };
  if (apack) launch(std::integral_constant<int, pack_of<D>()>{});
  else launch(std::integral_constant<int, 1>{});
}

template <class T> void run(Queue& q, const GemvArgs<T>& a) {
  using D = dev_t<T>;
  const int64_t m = a.m(), n = a.n(), batch = a.y.batch;
  const auto A = cmat(a.A);
  const auto x = cvec(a.x);
  const auto y = vec(a.y);
  const D alpha = to_dev(a.alpha), beta = to_dev(a.beta);
  const bool beta_zero = a.beta == T(0);
  with_segment(segment_for(m), [&](auto w) {
    constexpr int W = decltype(w)::value;
    constexpr int units_per_block = kBlock / W;
    if (a.trans == Op::NoTrans) {
      const int64_t units = batch * ((m + W - 1) / W);
      const unsigned grid =
          grid_for(q, gemv_n<D, W>, kBlock, 0, (units + units_per_block - 1) / units_per_block);
      gemv_n<D, W><<<grid, kBlock, 0, cuda::stream(q)>>>(A, x, y, m, n, batch, alpha, beta,
                                                         beta_zero);
      cuda::check_launch("gemv_n");
    } else {
      const int64_t units = batch * ((n + W - 1) / W);
      const unsigned grid =
          grid_for(q, gemv_t<D, W>, kBlock, 0, (units + units_per_block - 1) / units_per_block);
      gemv_t<D, W><<<grid, kBlock, 0, cuda::stream(q)>>>(A, x, y, m, n, batch, alpha, beta,
                                                         beta_zero, a.trans == Op::ConjTrans);
      cuda::check_launch("gemv_t");
    }
  });
}

template <class T> void run_packed(Queue& q, const GemvArgs<T>& a) {
  using D = dev_t<T>;
  run_t_packs<D>(q, cmat(a.A), cvec(a.x), vec(a.y), a.m(), a.n(), a.y.batch, to_dev(a.alpha),
                 to_dev(a.beta), a.beta == T(0), a.trans == Op::ConjTrans);
}
}  // namespace

template <class T> select::Family<GemvArgs<T>> native() {
  return {"native", select::Kind::Native, Backend::Cuda,
          [](const GemvArgs<T>&, const Queue&) { return std::string(); }, run<T>};
}

template select::Family<GemvArgs<float>> native<float>();
template select::Family<GemvArgs<double>> native<double>();
template select::Family<GemvArgs<std::complex<float>>> native<std::complex<float>>();
template select::Family<GemvArgs<std::complex<double>>> native<std::complex<double>>();

template <class T> select::Family<GemvArgs<T>> packed() {
  return {"packed", select::Kind::Native, Backend::Cuda,
          [](const GemvArgs<T>& a, const Queue&) {
            return a.trans == Op::NoTrans
                       ? std::string("the packed kernel covers T/C; native covers N")
                       : std::string();
          },
          run_packed<T>};
}

template select::Family<GemvArgs<float>> packed<float>();
template select::Family<GemvArgs<double>> packed<double>();
template select::Family<GemvArgs<std::complex<float>>> packed<std::complex<float>>();
template select::Family<GemvArgs<std::complex<double>>> packed<std::complex<double>>();

}  // namespace batchlas::ops::gemv_family
