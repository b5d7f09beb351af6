// syrk / herk at n = 16 on the FP64 tensor cores (contract and layout: rank16_mma.hh).
#include <cuda_runtime.h>

#include <atomic>
#include <complex>
#include <cstdint>
#include <type_traits>

#include "core/cuda/check.hh"
#include "core/cuda/occupancy.hh"
#include "core/queue_impl.hh"
#include "kernels/level3/arith.cuh"
#include "kernels/level3/staging.cuh"
#include "kernels/tiny/mma_tiles.cuh"
#include "kernels/tiny/rank16_mma.hh"
#include "kernels/tiny/rank_items.hh"
#include "kernels/tiny/rank_params.cuh"
#include "kernels/tiny/square16_mma.cuh"
#include "kernels/tiny/warp_item.hh"

namespace batchlas::kernels::tiny {

namespace {

using level3::dev_t;
using mma_tiles::Acc;
using mma_tiles::acc_at;
using mma_tiles::Mma;
using mma_tiles::wide_t;
using mma_tiles::widen;
using square16_mma::kN;
using square16_mma::kPer;
using square16_mma::kSlot;
using square16_mma::kThreads;
using square16_mma::kUnits;
using square16_mma::kWarps;
using square16_mma::staged;

/// Item slots in a warp's ring: one matrix a slot, so twice square16_mma's count at the same
/// bytes (float 8, double and complex<float> 6, complex<double> 4).
template <class S> constexpr int kSlots = 2 * square16_mma::kSlots<S>;
template <class S> constexpr int kBytes = kWarps * kSlots<S> * kSlot * int(sizeof(S));

/// CJ: herk (the second factor conjugated, the diagonal real).
template <class S, bool CJ>
__global__ void __launch_bounds__(kThreads) rank16_kernel(const ItemParams<S> p) {
  using D = wide_t<S>;
  constexpr int NS = kSlots<S>;
  extern __shared__ uint4 smem_u4[];
  const int lane = int(threadIdx.x) % 32, w = int(threadIdx.x) / 32, g = lane / 4, q4 = lane % 4;
  S* const ring = reinterpret_cast<S*>(smem_u4) + w * NS * kSlot;  // this warp's slots
  const int nks = (p.k + 3) / 4;

  // Columns k .. 15 are never copied; the last step reads those below 4 nks: zero them once
  // (the swizzle permutes rows within a column, so a column's 16 places are its own).
  for (int x = lane; x < NS * (kN - p.k) * kN; x += 32) {
    const int per = (kN - p.k) * kN, s = x / per, r = x % per;
    ring[s * kSlot + p.k * kN + r] = level3::zero<S>();
  }
  auto load = [&](S* slot, int64_t item) {
    const S* const X = p.a[0] + item * p.stride[0];
    for (int x = lane; x < p.k * kUnits<S>; x += 32) {
      const int l = x / kUnits<S>, r = x % kUnits<S> * kPer<S>;  // the unit's column and first row
      level3::cp_async<16>(slot + staged<S>(r, l), X + l * p.ld[0] + r, 16);
    }
  };

  // This lane's accumulator (t, h, q): C(i, j), i = 8 h + g, j = 8 t + 2 q4 + q; kept inside
  // the uplo triangle only.
  auto inside = [&](int t, int h, int q) {
    const int i = 8 * h + g, j = 8 * t + 2 * q4 + q;
    return p.lower ? i >= j : i <= j;
  };

  const int64_t step = int64_t(gridDim.x) * kWarps;
  int64_t it = int64_t(blockIdx.x) * kWarps + w;
  __syncwarp();  // the zeros written before any copy lands beside them (distinct places; order only)
#pragma unroll
  for (int s = 0; s < NS - 1; ++s) {
    if (it + s * step < p.batch) load(ring + s * kSlot, it + s * step);
    level3::cp_async_commit();
  }
  int slot = 0;
  for (; it < p.batch; it += step) {
    level3::cp_async_wait<NS - 2>();  // this lane's copies of item it have landed ...
    __syncwarp();                     // ... the warp's are visible, and the previous slot is summed
    {
      const int64_t nx = it + (NS - 1) * step;
      if (nx < p.batch) load(ring + (slot == 0 ? NS - 1 : slot - 1) * kSlot, nx);
      level3::cp_async_commit();
    }
    S* const C = p.C + it * p.stride_c + int64_t(2 * q4) * p.ldc + g;  // (g, 2 q4)
    D old[2][2][2];                                                    // [tile][top/bottom][q]
    if (!p.beta_zero) {
#pragma unroll
      for (int t = 0; t < 2; ++t)
#pragma unroll
        for (int h = 0; h < 2; ++h)
#pragma unroll
          for (int q = 0; q < 2; ++q)
            old[t][h][q] = inside(t, h, q) ? widen(C[8 * h + int64_t(8 * t + q) * p.ldc]) : level3::zero<D>();
    }
    const S* const s = ring + slot * kSlot;
    typename Acc<D>::type acc[2] = {};  // C's columns 0-7 and 8-15
#pragma unroll
    for (int ks = 0; ks < kN / 4; ++ks) {
      if (ks < nks) {
        const int l = 4 * ks + q4;
        const D x0 = widen(s[staged<S>(g, l)]), x1 = widen(s[staged<S>(8 + g, l)]);
        // Second factor (l, j) = X(j, l): columns 0-7 are rows g of X (x0), 8-15 rows 8 + g (x1).
        Mma<CJ>::step(acc[0], x0, x1, x0);
        Mma<CJ>::step(acc[1], x0, x1, x1);
      }
    }
    const D alpha = widen(p.scale[0]), beta = widen(p.beta);
#pragma unroll
    for (int t = 0; t < 2; ++t)
#pragma unroll
      for (int h = 0; h < 2; ++h)
#pragma unroll
        for (int q = 0; q < 2; ++q) {
          if (!inside(t, h, q)) continue;
          const bool real_diag = CJ && 8 * h + g == 8 * t + 2 * q4 + q;
          D v = level3::mul(alpha, acc_at<D>(acc[t], h, q));
          if (!p.beta_zero) v = level3::add(v, level3::mul(beta, real_diag ? level3::real_only(old[t][h][q]) : old[t][h][q]));
          if (real_diag) v = level3::real_only(v);
          C[8 * h + int64_t(8 * t + q) * p.ldc] = mma_tiles::narrow<S>(v);
        }
    slot = slot + 1 == NS ? 0 : slot + 1;
  }
  level3::cp_async_wait<0>();
}

template <class S, bool CJ> void launch(const Queue& q, const ItemParams<S>& p) {
  constexpr const char* name = "rank16_mma_kernel";
  auto k = rank16_kernel<S, CJ>;
  constexpr std::size_t smem = kBytes<S>;
  batchlas::cuda::opt_in_shared(k, int64_t(smem), name);
  const unsigned grid = batchlas::cuda::grid_for(q, k, kThreads, smem, (p.batch + kWarps - 1) / kWarps);
  k<<<grid, kThreads, smem, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch(name);
}

std::atomic<int64_t> g_calls{0};  ///< rank16_mma_calls()

}  // namespace

int64_t rank16_mma_calls() { return g_calls.load(); }

template <class T> bool rank16_mma_ok(const Call<T>& c) {
  if (c.n != kN || c.k > kN || c.nprod != 1 || !rank_form_ok(c)) return false;
  return columns_aligned(c.op[0].data, c.op[0].ld, c.op[0].stride, sizeof(T), 16);
}

template <class T> std::string rank16_mma_device_why_not(const Queue& q) {
  return block_bytes_why_not("rank16_mma", kBytes<dev_t<T>>, q.impl().info.max_shared_per_block);
}

template <class T> void run_rank16_mma(const Queue& q, const Call<T>& c) {
  g_calls.fetch_add(1);
  using S = dev_t<T>;
  const ItemParams<S> p = item_params(c);
  if (c.herm_out) launch<S, true>(q, p);
  else launch<S, false>(q, p);
}

#define BATCHLAS_RANK16_MMA_INSTANTIATE(T)                                   \
  template bool rank16_mma_ok<T>(const Call<T>&);                           \
  template std::string rank16_mma_device_why_not<T>(const Queue&);          \
  template void run_rank16_mma<T>(const Queue&, const Call<T>&);
BATCHLAS_RANK16_MMA_INSTANTIATE(float)
BATCHLAS_RANK16_MMA_INSTANTIATE(double)
BATCHLAS_RANK16_MMA_INSTANTIATE(std::complex<float>)
BATCHLAS_RANK16_MMA_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_RANK16_MMA_INSTANTIATE

}  // namespace batchlas::kernels::tiny
