// FP64 tensor-core rank-k updates at n = 32 (contract and layout: rank_mma.hh).
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
#include "kernels/tiny/rank_items.hh"
#include "kernels/tiny/mma_tiles.cuh"
#include "kernels/tiny/rank_mma.hh"
#include "kernels/tiny/rank_params.cuh"
#include "kernels/tiny/warp_item.hh"  // block_bytes_why_not

namespace batchlas::kernels::tiny {

namespace {

using level3::add;
using level3::dev_t;
using level3::mul;
using level3::real_only;

using mma_tiles::Acc;
using mma_tiles::acc_at;
using mma_tiles::kN;
using mma_tiles::kPer;
using mma_tiles::kUnits;
using mma_tiles::Mma;
using mma_tiles::staged;
using mma_tiles::wide_t;
using mma_tiles::widen;

constexpr int kWarps = 5;  ///< one 16 x 8 tile each
constexpr int kThreads = 32 * kWarps;

/// Tile of warp w: 8-row blocks top, bottom (stacked into one m16n8k4) and the 8-column block
/// col. The fifth warp's top (1, 3) lies above the diagonal: it is (3, 1) of P transposed.
__device__ __forceinline__ void warp_tile(int w, int& top, int& bot, int& col) {
  // Two bits a warp: tops 0 2 1 2 1, bottoms 1 3 2 3 3, columns 0 0 1 2 3 (no local array).
  top = (0b0110011000 >> 2 * w) & 3, bot = (0b1111101101 >> 2 * w) & 3, col = (0b1110010000 >> 2 * w) & 3;
}

/// P = 1: P = X op(X)^T, scaled by scale[0] when stored. P = 2 (syr2k, her2k): P = X' op(Y) +
/// Y op(X') with X' = scale[0] X formed in registers, which is s X Y^T + s Y X^T (syr2k) and
/// s X Y^H + conj(s) Y X^H (her2k) as rank_mma_ok requires. NS item slots in a ring: items i + 1
/// .. i + NS - 1 in flight while item i is summed, one block barrier per item. S is the stored
/// type; float and complex<float> are widened to double as the fragments are read (mma_tiles.cuh).
template <class S, int P, bool CJ, int NS>
__global__ void __launch_bounds__(kThreads) rank_mma_kernel(const ItemParams<S> p) {
  using D = wide_t<S>;
  constexpr int kSlot = kN * kN;  // elements of one operand's staged item
  extern __shared__ uint4 smem_u4[];
  S* const smem = reinterpret_cast<S*>(smem_u4);
  const int tid = int(threadIdx.x), lane = tid % 32, w = tid / 32, g = lane / 4, q4 = lane % 4;
  int top, bot, col;
  warp_tile(w, top, bot, col);
  const int nks = (p.k + 3) / 4;

  // Columns k .. 4 nks - 1 are read by the last step and never copied: zero once.
  for (int x = tid; x < NS * P * (4 * nks - p.k) * kN; x += kThreads) {
    const int per = (4 * nks - p.k) * kN, s = x / per, r = x % per;
    smem[s * kSlot + (p.k + r / kN) * kN + r % kN] = level3::zero<S>();
  }

  auto load = [&](int64_t it, int slot) {
#pragma unroll
    for (int o = 0; o < P; ++o) {
      const S* src = p.a[o] + it * p.stride[o];
      S* dst = smem + (slot * P + o) * kSlot;
      for (int x = tid; x < p.k * kUnits<S>; x += kThreads) {
        const int l = x / kUnits<S>, u = x % kUnits<S>;
        level3::cp_async<16>(dst + staged<S>(u * kPer<S>, l), src + l * p.ld[o] + u * kPer<S>, 16);
      }
    }
  };

  // Where this thread's accumulator (h: top / bottom, q) goes in C, and whether it is stored:
  // the tile's P(i, j) to C(i, j) inside the triangle, or C(j, i) (conjugated if Hermitian) for
  // the tiles on the other side; a diagonal tile's other-triangle half is dropped.
  int64_t at[2][2];
  bool keep[2][2], flip[2][2], on_diag[2][2];
#pragma unroll
  for (int h = 0; h < 2; ++h)
#pragma unroll
    for (int q = 0; q < 2; ++q) {
      const int i = 8 * (h ? bot : top) + g, j = 8 * col + 2 * q4 + q;
      const bool inside = p.lower ? i >= j : i <= j;
      const bool diag = (h ? bot : top) == col;
      keep[h][q] = inside || !diag;
      flip[h][q] = !inside;
      on_diag[h][q] = i == j;
      at[h][q] = inside ? i + int64_t(j) * p.ldc : j + int64_t(i) * p.ldc;
    }

  const int64_t grid = gridDim.x;
  int64_t it = blockIdx.x;
#pragma unroll
  for (int s = 0; s < NS - 1; ++s) {
    if (it + s * grid < p.batch) load(it + s * grid, s);
    level3::cp_async_commit();
  }
  int slot = 0;
  for (; it < p.batch; it += grid) {
    level3::cp_async_wait<NS - 2>();  // this thread's copies of item it have landed ...
    __syncthreads();                  // ... everyone's are visible, and the previous slot is summed
    {
      const int64_t nx = it + (NS - 1) * grid;
      if (nx < p.batch) load(nx, slot == 0 ? NS - 1 : slot - 1);
      level3::cp_async_commit();
    }
    S* const C = p.C + it * p.stride_c;
    D old[2][2];
    if (!p.beta_zero) {
#pragma unroll
      for (int h = 0; h < 2; ++h)
#pragma unroll
        for (int q = 0; q < 2; ++q) old[h][q] = keep[h][q] ? widen(C[at[h][q]]) : level3::zero<D>();
    }
    // complex<float>'s rank-2 forms take Gauss's three products (mma_tiles.cuh, Mma::step).
    using AccOf = std::conditional_t<std::is_same_v<S, float2> && P == 2, mma_tiles::Gauss3, D>;
    typename Acc<AccOf>::type acc = {};
    const S* x = smem + slot * P * kSlot;
    const S* y = x + (P - 1) * kSlot;
#pragma unroll
    for (int ks = 0; ks < kN / 4; ++ks) {
      if (ks < nks) {
        const int l = 4 * ks + q4;
        const D xt = widen(x[staged<S>(8 * top + g, l)]), xb = widen(x[staged<S>(8 * bot + g, l)]),
                xc = widen(x[staged<S>(8 * col + g, l)]);
        if constexpr (P == 1) {
          Mma<CJ>::step(acc, xt, xb, xc);
        } else {
          const D s = widen(p.scale[0]);
          const D yt = widen(y[staged<S>(8 * top + g, l)]), yb = widen(y[staged<S>(8 * bot + g, l)]),
                  yc = widen(y[staged<S>(8 * col + g, l)]);
          Mma<CJ>::step(acc, mul(s, xt), mul(s, xb), yc);
          Mma<CJ>::step(acc, yt, yb, mul(s, xc));
        }
      }
    }
#pragma unroll
    for (int h = 0; h < 2; ++h)
#pragma unroll
      for (int q = 0; q < 2; ++q) {
        if (!keep[h][q]) continue;
        D v = acc_at<AccOf>(acc, h, q);
        if constexpr (P == 1) v = mul(widen(p.scale[0]), v);
        if (CJ && flip[h][q]) v = level3::conj(v);
        const bool real_diag = p.herm_out && on_diag[h][q];  // reference zherk: imaginary diagonal neither read nor kept
        if (!p.beta_zero) v = add(v, mul(widen(p.beta), real_diag ? real_only(old[h][q]) : old[h][q]));
        if (real_diag) v = real_only(v);
        C[at[h][q]] = mma_tiles::narrow<S>(v);
      }
    slot = slot + 1 == NS ? 0 : slot + 1;
  }
  level3::cp_async_wait<0>();
}

/// Item slots per operand count: the ring's depth at the block's shared memory (complex<double>:
/// 16 KB an operand and item; two products in two slots, 64 KB, three blocks of five warps an SM;
/// one product in three, 48 KB, three or four blocks (syrk's 104 registers allow three, herk's 96
/// four); double and complex<float> half that, three slots; float a quarter, four slots, 32 KB
/// for two products, so more of its half-size items are in flight).
template <class S, int P> constexpr int kSlots = sizeof(S) == 16 && P == 2 ? 2 : sizeof(S) == 4 ? 4 : 3;

/// Shared memory of one block: NS slots of P operands' staged items.
template <class S, int P> constexpr std::size_t kBlockBytes = std::size_t(kSlots<S, P>) * P * kN * kN * sizeof(S);

template <class S, int P, bool CJ> void launch(const Queue& q, const ItemParams<S>& p) {
  constexpr int NS = kSlots<S, P>;
  auto kernel = rank_mma_kernel<S, P, CJ, NS>;
  constexpr std::size_t smem = kBlockBytes<S, P>;
  batchlas::cuda::opt_in_shared(kernel, int64_t(smem), "cudaFuncSetAttribute(rank_mma_kernel)");
  const unsigned grid = batchlas::cuda::grid_for(q, kernel, kThreads, smem, p.batch);
  kernel<<<grid, kThreads, smem, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch("rank_mma_kernel");
}

std::atomic<int64_t> g_calls{0};  ///< rank_mma_calls()

}  // namespace

int64_t rank_mma_calls() { return g_calls.load(); }

template <class T> bool rank_mma_ok(const Call<T>& c) {
  if (c.n != kN || c.k > kN || !rank_form_ok(c)) return false;
  if (!columns_aligned(c.C, c.ldc, c.stride_c, sizeof(T), 16)) return false;
  for (int o = 0; o < c.nops; ++o)
    if (!columns_aligned(c.op[o].data, c.op[o].ld, c.op[o].stride, sizeof(T), 16)) return false;
  if (c.nprod == 2) {
    T s1 = c.prod[0].scale;
    if constexpr (is_complex_v<T>)
      if (c.herm_out) s1 = std::conj(s1);
    if (!(c.prod[1].scale == s1)) return false;
  }
  return true;
}

template <class T> std::string rank_mma_device_why_not(const Queue& q, const Call<T>& c) {
  using S = dev_t<T>;
  const std::size_t need = c.nprod == 2 ? kBlockBytes<S, 2> : kBlockBytes<S, 1>;
  return block_bytes_why_not("rank_mma", int64_t(need), q.impl().info.max_shared_per_block);
}

template <class T> void run_rank_mma(const Queue& q, const Call<T>& c) {
  g_calls.fetch_add(1);
  using S = dev_t<T>;
  const ItemParams<S> p = item_params(c);
  auto with = [&](auto cj) {
    constexpr bool CJ = decltype(cj)::value;
    if (c.nprod == 1) launch<S, 1, CJ>(q, p);
    else launch<S, 2, CJ>(q, p);
  };
  if (c.herm_out) with(std::true_type{});
  else with(std::false_type{});
}

#define BATCHLAS_RANK_MMA_INSTANTIATE(T)                                       \
  template bool rank_mma_ok<T>(const Call<T>&);                               \
  template std::string rank_mma_device_why_not<T>(const Queue&, const Call<T>&); \
  template void run_rank_mma<T>(const Queue&, const Call<T>&);
BATCHLAS_RANK_MMA_INSTANTIATE(float)
BATCHLAS_RANK_MMA_INSTANTIATE(double)
BATCHLAS_RANK_MMA_INSTANTIATE(std::complex<float>)
BATCHLAS_RANK_MMA_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_RANK_MMA_INSTANTIATE

}  // namespace batchlas::kernels::tiny
