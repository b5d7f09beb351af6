// trmv native family: x := op(A)*x in place, A triangular; only the uplo triangle is used and,
// under Diag::Unit, not its diagonal (taken as 1). (The n <= 32 kernel and trmv_large read
// nothing else; the sweep's diagonal tiles load whole pieces inside the n x n matrix and
// discard the rest, tri_sweep.cuh.)
//
// Each item's x is read completely before any of it is written: for n <= 32 a segment of W lanes
// owns one item and keeps x in registers (lane l holds x_l; the shuffles of the reduction order
// every read before the write); for n > 32 the triangle sweep (kernels/level2/tri_sweep.cuh,
// x := 1*op(A)*x + (unit ? 1 : 0)*x); where its accumulators do not fit, run_global (x copied to
// a workspace, then a warp per stored tile adds into x with global atomics); with
// Settings::l2_sweep false, trmv_large where x fits 48 KB: a block owns one item and stages x in
// shared memory, with a barrier between staging and the first write.
// trmv_small and trmv_large sweep the triangle in W x W tiles, lane l on row l (coalesced down
// each column):
//  - NoTrans: row sums, x_j broadcast by shuffle (or from the staged copy);
//  - Trans / ConjTrans: a register tile v[j] += op(A(i, j))*x_i and one transpose-reduction, so
//    the reduction down the contiguous dimension needs no strided loads.
// Tiles outside the triangle are never visited, and loads outside it are masked off.
#include <algorithm>

#include "core/queue_impl.hh"  // Workspace, workspace_budget
#include "kernels/level2/common.cuh"
#include "kernels/level2/tri_sweep.cuh"
#include "ops/trmv/families.hh"

namespace batchlas::ops::trmv_family {

namespace {
using namespace batchlas::kernels::level2;

constexpr int kSmallBlock = 256;
constexpr int kMaxWarps = 8;

/// (r, c) is read: in the uplo triangle, and off the diagonal under Unit.
__device__ __forceinline__ bool stored(bool lower, bool unit, int64_t r, int64_t c) {
  return (lower ? r >= c : r <= c) && !(unit && r == c);
}

template <class D, int W>
__global__ void __launch_bounds__(kSmallBlock)
    trmv_small(Mat<const D> A, Vec<D> x, int64_t n, int64_t batch, bool lower, bool trans,
               bool conj, bool unit) {
  constexpr int P = 32 / W;
  const int lane = threadIdx.x & 31, seg = lane / W, l = lane % W;
  const int64_t warp = (int64_t(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
  const int64_t warps = (int64_t(gridDim.x) * blockDim.x) >> 5;
  for (int64_t first = warp * P; first < batch; first += warps * P) {
    const int64_t b = first + seg;
    const bool row = b < batch && l < n;
    D* xp = x.base + b * x.stride + l * x.inc;
    const D xl = row ? *xp : zero<D>();  // staged: x is written below
    const D* a = A.data + b * A.stride + l;
    D r = unit ? xl : zero<D>();
    D v[W];  // row l of the tile, loaded before any use
#pragma unroll
    for (int j = 0; j < W; ++j) v[j] = ldg_if(row && j < n && stored(lower, unit, l, j), a + j * A.ld);
    if (!trans) {
#pragma unroll
      for (int j = 0; j < W; ++j) r = mac(r, v[j], shfl(xl, j, W));
    } else {
#pragma unroll
      for (int j = 0; j < W; ++j) v[j] = mul(conj_if(v[j], conj), xl);
      r = add(r, transpose_reduce<W>(v, l));  // lane l: column l
    }
    __syncwarp();  // every lane's x read precedes any write
    if (row) *xp = r;
  }
}

template <class D>
__global__ void __launch_bounds__(kMaxWarps * 32)
    trmv_large(Mat<const D> A, Vec<D> x, int64_t n, int64_t batch, bool lower, bool trans,
               bool conj, bool unit) {
  extern __shared__ __align__(16) unsigned char smem[];
  D* xs = reinterpret_cast<D*>(smem);
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, warps = blockDim.x >> 5;
  const int64_t panels = (n + 31) / 32;
  for (int64_t b = blockIdx.x; b < batch; b += gridDim.x) {
    D* xb = x.base + b * x.stride;
    const D* ab = A.data + b * A.stride;
    __syncthreads();  // the previous item's reads of xs are done
    for (int64_t k = threadIdx.x; k < n; k += blockDim.x) xs[k] = xb[k * x.inc];
    __syncthreads();
    for (int64_t p = warp; p < panels; p += warps) {
      const int64_t o = p * 32 + lane;  // this lane's output element
      D r = unit && o < n ? xs[o] : zero<D>();
      // Tiles of the triangle along this panel: rows p, columns 0..p (lower) or p..end.
      const bool below = lower != trans;  // partner tiles have index <= p
      const int64_t t0 = below ? 0 : p, t1 = below ? p : panels - 1;
      if (!trans) {
        const int64_t i = o;
        for (int64_t t = t0; t <= t1; ++t) {
          const int64_t j0 = t * 32;
          const D xv = j0 + lane < n ? xs[j0 + lane] : zero<D>();
          D av[32];
#pragma unroll
          for (int j = 0; j < 32; ++j)
            av[j] = ldg_if(i < n && j0 + j < n && stored(lower, unit, i, j0 + j),
                           ab + i + (j0 + j) * A.ld);
#pragma unroll
          for (int j = 0; j < 32; ++j) r = mac(r, av[j], shfl(xv, j, 32));
        }
      } else {
        const int64_t j0 = p * 32;
        D v[32];
#pragma unroll
        for (int j = 0; j < 32; ++j) v[j] = zero<D>();
        for (int64_t t = t0; t <= t1; ++t) {
          const int64_t i = t * 32 + lane;
          const D xi = i < n ? xs[i] : zero<D>();
#pragma unroll
          for (int j = 0; j < 32; ++j) {
            const bool ok = i < n && j0 + j < n && stored(lower, unit, i, j0 + j);
            v[j] = mac(v[j], conj_if(ldg_if(ok, ab + i + (j0 + j) * A.ld), conj), xi);
          }
        }
        r = add(r, transpose_reduce<32>(v, lane));
      }
      if (o < n) xb[o * x.inc] = r;  // x is read only from xs from here on
    }
  }
}

template <class T> std::size_t stage_bytes(int64_t n) { return std::size_t(n) * sizeof(T); }

/// x0 := x (item b at x0 + b*n, unit increment), and x := 0 unless unit: the global sweep's
/// inputs. Each element is read and then written by the same thread.
template <class D>
__global__ void __launch_bounds__(256)
    trmv_copy_x(Vec<D> x, D* x0, int64_t n, int64_t batch, bool unit) {
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t k = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; k < n * batch; k += step) {
    int64_t b, i;
    divmod(k, n, b, i);
    D* p = x.base + b * x.stride + i * x.inc;
    x0[k] = *p;
    if (!unit) *p = zero<D>();
  }
}

/// trmv past the sweep's shared accumulators: x copied to a workspace (in chunks of items within
/// workspace_budget), then tri_sweep_global adds op(A)*x0 into x, zeroed before (or, under a
/// unit diagonal, left as x0 = x: x + strict op(A)*x). Measured: docs/PERFORMANCE-LOG.md, session 20.
template <class D>
void run_global(Queue& q, Mat<const D> A, Vec<D> x, int64_t n, int64_t batch, bool trans, D one,
                const sweep::Rule& rule) {
  const int64_t per_item = n * int64_t(sizeof(D));
  const int64_t chunk = std::max<int64_t>(1, std::min(batch, workspace_budget(q) / per_item));
  Workspace ws(q, static_cast<std::size_t>(chunk * per_item));
  D* const x0 = ws.as<D>();
  for (int64_t b0 = 0; b0 < batch; b0 += chunk) {
    const int64_t items = std::min(chunk, batch - b0);
    const Mat<const D> Ab{A.data + b0 * A.stride, A.ld, A.stride};
    const Vec<D> xb{x.base + b0 * x.stride, x.inc, x.stride};
    const unsigned grid = grid_for(q, trmv_copy_x<D>, 256, 0, (n * items + 255) / 256);
    trmv_copy_x<D><<<grid, 256, 0, cuda::stream(q)>>>(xb, x0, n, items, rule.unit);
    cuda::check_launch("trmv_copy_x");
    const Vec<const D> x0b{x0, 1, n};
    if (trans) sweep::launch_global<D, sweep::kCols>(q, Ab, x0b, xb, n, items, one, rule);
    else sweep::launch_global<D, sweep::kRows>(q, Ab, x0b, xb, n, items, one, rule);
  }
}

template <class T> void run(Queue& q, const TrmvArgs<T>& a) {
  using D = dev_t<T>;
  const int64_t n = a.n(), batch = a.x.batch;
  const auto A = cmat(a.A);
  const auto x = vec(a.x);
  const bool lower = a.uplo == Uplo::Lower, trans = a.trans != Op::NoTrans;
  const bool conj = a.trans == Op::ConjTrans, unit = a.diag == Diag::Unit;
  if (n <= 32) {
    with_segment(segment_for(n), [&](auto w) {
      constexpr int W = decltype(w)::value;
      constexpr int items_per_block = kSmallBlock / W;
      const unsigned grid = grid_for(q, trmv_small<D, W>, kSmallBlock, 0,
                                     (batch + items_per_block - 1) / items_per_block);
      trmv_small<D, W><<<grid, kSmallBlock, 0, cuda::stream(q)>>>(A, x, n, batch, lower, trans,
                                                                   conj, unit);
      cuda::check_launch("trmv_small");
    });
    return;
  }
  const sweep::Rule rule{lower, conj, false, unit};
  const D one = to_dev(T(1));
  // Past the sweep's shared accumulators: the global form, but for Settings::l2_sweep = false
  // (measuring the older kernels) where trmv_large's staged x fits.
  if (!sweep::accumulators_fit<D>(n) &&
      (settings().l2_sweep.value_or(true) || stage_bytes<T>(n) > sweep::kSharedBytes))
    return run_global(q, A, x, n, batch, trans, one, rule);
  if (sweep::wins<D>(n)) {  // x := 1*op(A)*x + (unit ? 1 : 0)*x, x read before the barrier
    const auto xin = cvec(a.x);  // the same vector, read-only view
    if (trans) sweep::launch<D, sweep::kCols>(q, A, xin, x, n, batch, one, one, !unit, rule);
    else sweep::launch<D, sweep::kRows>(q, A, xin, x, n, batch, one, one, !unit, rule);
    return;
  }
  const int warps = static_cast<int>(std::min<int64_t>(kMaxWarps, (n + 31) / 32));
  const std::size_t smem = stage_bytes<T>(n);
  const unsigned grid = grid_for(q, trmv_large<D>, warps * 32, smem, batch);
  trmv_large<D><<<grid, warps * 32, smem, cuda::stream(q)>>>(A, x, n, batch, lower, trans, conj,
                                                             unit);
  cuda::check_launch("trmv_large");
}
}  // namespace

template <class T> select::Family<TrmvArgs<T>> native() {
  return {"native", select::Kind::Native, Backend::Cuda,
          [](const TrmvArgs<T>&, const Queue&) { return std::string(); },  // any n (run_global)
          run<T>};
}

template select::Family<TrmvArgs<float>> native<float>();
template select::Family<TrmvArgs<double>> native<double>();
template select::Family<TrmvArgs<std::complex<float>>> native<std::complex<float>>();
template select::Family<TrmvArgs<std::complex<double>>> native<std::complex<double>>();

}  // namespace batchlas::ops::trmv_family
