// trmm at m = n = 16 on the FP64 tensor cores (contract and layout: trmm16_mma.hh).
#include <cuda_runtime.h>

#include <atomic>
#include <complex>
#include <cstdint>
#include <type_traits>

#include "batchlas/settings.hh"
#include "core/cuda/check.hh"
#include "core/cuda/occupancy.hh"
#include "core/queue_impl.hh"
#include "kernels/level3/arith.cuh"
#include "kernels/level3/staging.cuh"
#include "kernels/tiny/mma_tiles.cuh"
#include "kernels/tiny/square_mma.cuh"
#include "kernels/tiny/trmm_dispatch.hh"
#include "kernels/tiny/tiny.hh"
#include "kernels/tiny/trmm16_mma.hh"
#include "kernels/tiny/warp_item.hh"

namespace batchlas::kernels::tiny {

namespace {

using level3::dev_t;
using mma_tiles::wide_t;
using mma_tiles::widen;
using square_mma::Params;

constexpr int kN = 16;            ///< the order
constexpr int kSlot = kN * kN;    ///< elements of one staged matrix
constexpr int kWarps = 4;         ///< items a block works on at once, one a warp
constexpr int kThreads = 32 * kWarps;
template <class S> constexpr int kPer = 16 / int(sizeof(S));            ///< elements a 16-byte unit
template <class S> constexpr int kUnits = kN * int(sizeof(S)) / 16;     ///< units a column
template <class S> constexpr int kSlots = square_mma::kSlots<S>;       ///< item slots a warp's ring
template <class S> constexpr int kBytes = kWarps * kSlots<S> * 2 * kSlot * int(sizeof(S));  // = square_mma's

/// Element (r, l) of a staged 16 x 16 item read as an A fragment (lanes: rows g and g + 8,
/// columns l = 4 ks + q4): the row is permuted within column l by 8 ((l >> 1) & 1) (float: a
/// warp's 32 words into 32 banks), 4 (l & 3) (double, complex<float>: a half warp's 16 words of 8
/// bytes into distinct bank pairs), 2 (l & 3) (complex<double>: a quarter warp's eight 16-byte
/// loads into the 128 bytes). Every permutation keeps a 16-byte unit whole (cp.async's copies).
template <class S> __device__ __forceinline__ int staged(int r, int l) {
  const int s = sizeof(S) == 4 ? 8 * ((l >> 1) & 1) : (sizeof(S) == 8 ? 4 : 2) * (l & 3);
  return l * kN + (r ^ s);
}

/// Element (r, c) read as a B fragment (lanes: rows r = 4 ks + q4, columns c = 8 t + g): the row
/// permuted within column c by 4 ((c >> 1) & 3) (float), 4 (c & 3) (8-byte types), 4 (c & 1)
/// (complex<double>), for the same distinct banks.
template <class S> __device__ __forceinline__ int staged_t(int r, int c) {
  const int s = 4 * (sizeof(S) == 4 ? (c >> 1) & 3 : sizeof(S) == 8 ? c & 3 : c & 1);
  return c * kN + (r ^ s);
}

/// trmm on one 16 x 16 item a warp, TA: 0 N, 1 T, 2 C. A slot holds A, then B. Left: X = op(A),
/// Y = B (staged_t); Right: X = B (staged), Y = op(A). A is staged the way its reads want: read
/// down its columns (Left N, Right T / C) staged, along its rows staged_t. Only the units that
/// meet the stored triangle are copied; the rest of A's slot holds whatever an earlier item
/// left, never used.
template <class S, bool LEFT, bool LOWER, int TA, bool UNIT>
__global__ void __launch_bounds__(kThreads) trmm16_kernel(const Params<S> p) {
  using namespace mma_tiles;
  using D = wide_t<S>;
  constexpr int NS = kSlots<S>;
  constexpr bool kAStaged = LEFT == (TA == 0);
  extern __shared__ uint4 smem_u4[];
  const int lane = int(threadIdx.x) % 32, w = int(threadIdx.x) / 32, g = lane / 4, q4 = lane % 4;
  S* const ring = reinterpret_cast<S*>(smem_u4) + w * NS * 2 * kSlot;  // this warp's slots
  auto a_at = [](int r, int c) { return kAStaged ? staged<S>(r, c) : staged_t<S>(r, c); };
  auto load = [&](S* s, int64_t item) {
    const S* const A = p.A + item * p.sa;
    const S* const B = p.B + item * p.sb;
    for (int x = lane; x < kN * kUnits<S>; x += 32) {
      const int l = x / kUnits<S>, r = x % kUnits<S> * kPer<S>;  // the unit's column and first row
      if (LOWER ? r + kPer<S> - 1 >= l : r <= l) level3::cp_async<16>(s + a_at(r, l), A + l * p.lda + r, 16);
      level3::cp_async<16>(s + kSlot + (LEFT ? staged_t<S>(r, l) : staged<S>(r, l)), B + l * p.ldb + r, 16);
    }
  };
  // A(r, c) as the triangular operand has it (conjugated for TA = C; 0 outside the triangle).
  auto a = [&](const S* s, int r, int c) {
    if (UNIT && r == c) return level3::one<D>();
    const D v = widen(square_mma::conj_if(s[a_at(r, c)], TA == 2));
    return (LOWER ? r >= c : r <= c) ? v : level3::zero<D>();
  };
  auto x = [&](const S* s, int i, int l) {
    if constexpr (LEFT) return TA == 0 ? a(s, i, l) : a(s, l, i);
    else return widen(s[kSlot + staged<S>(i, l)]);
  };
  auto y = [&](const S* s, int l, int j) {
    if constexpr (LEFT) return widen(s[kSlot + staged_t<S>(l, j)]);
    else return TA == 0 ? a(s, l, j) : a(s, j, l);
  };

  const int64_t step = int64_t(gridDim.x) * kWarps;
  int64_t it = int64_t(blockIdx.x) * kWarps + w;
#pragma unroll
  for (int s = 0; s < NS - 1; ++s) {
    if (it + s * step < p.batch) load(ring + s * 2 * kSlot, it + s * step);
    level3::cp_async_commit();
  }
  int slot = 0;
  for (; it < p.batch; it += step) {
    level3::cp_async_wait<NS - 2>();  // this lane's copies of item it have landed ...
    __syncwarp();                     // ... the warp's are visible, and the previous slot is summed
    {
      const int64_t nx = it + (NS - 1) * step;
      if (nx < p.batch) load(ring + (slot == 0 ? NS - 1 : slot - 1) * 2 * kSlot, nx);
      level3::cp_async_commit();
    }
    const S* const s = ring + slot * 2 * kSlot;
    typename Acc<D>::type acc[2] = {};  // C's columns 0-7 and 8-15
#pragma unroll
    for (int ks = 0; ks < kN / 4; ++ks) {
      const int l = 4 * ks + q4;
      const D x0 = x(s, g, l), x1 = x(s, 8 + g, l);
      Mma<false>::step(acc[0], x0, x1, y(s, l, g));
      Mma<false>::step(acc[1], x0, x1, y(s, l, 8 + g));
    }
    S* const C = p.C + it * p.sc + int64_t(2 * q4) * p.ldc + g;  // (g, 2 q4)
#pragma unroll
    for (int t = 0; t < 2; ++t)
#pragma unroll
      for (int h = 0; h < 2; ++h)
#pragma unroll
        for (int q = 0; q < 2; ++q)
          C[8 * h + int64_t(8 * t + q) * p.ldc] = narrow<S>(level3::mul(widen(p.alpha), acc_at<D>(acc[t], h, q)));
    slot = slot + 1 == NS ? 0 : slot + 1;
  }
  level3::cp_async_wait<0>();
}

template <class S, bool LEFT, bool LOWER, int TA, bool UNIT> void launch16(const Queue& q, const Params<S>& p) {
  constexpr const char* name = "trmm16_mma_kernel";
  auto k = trmm16_kernel<S, LEFT, LOWER, TA, UNIT>;
  constexpr std::size_t smem = kBytes<S>;
  batchlas::cuda::opt_in_shared(k, int64_t(smem), name);
  const unsigned grid = batchlas::cuda::grid_for(q, k, kThreads, smem, (p.batch + kWarps - 1) / kWarps);
  k<<<grid, kThreads, smem, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch(name);
}

std::atomic<int64_t> g_calls{0};  ///< trmm16_mma_calls()

}  // namespace

int64_t trmm16_mma_calls() { return g_calls.load(); }

template <class T> std::string trmm16_mma_why_not(const ops::TrmmArgs<T>& c) {
  if (c.m() != kN || c.n() != kN) return "trmm16_mma: m and n are not 16";
  if (std::string why = aligned_why_not("trmm16_mma", "A", c.A); !why.empty()) return why;
  if (std::string why = aligned_why_not("trmm16_mma", "B", c.B); !why.empty()) return why;
  return aligned_why_not("trmm16_mma", "C", c.C);
}

template <class T> bool trmm16_mma_route(const Queue& q, const ops::TrmmArgs<T>& c) {
  return settings().trmm_mma.value_or(kTrmm16MmaByDefault<T>) && trmm16_mma_why_not(c).empty() &&
         block_bytes_why_not("trmm16_mma", kBytes<dev_t<T>>, q.impl().info.max_shared_per_block).empty();
}

template <class T> void run_trmm16_mma(const Queue& q, const ops::TrmmArgs<T>& c) {
  g_calls.fetch_add(1);
  using S = dev_t<T>;
  const Params<S> p = trmm_dispatch::params<T>(c);
  trmm_dispatch::for_flags<T>(c, [&](auto left, auto lower, auto ta, auto unit) {
    constexpr bool L = decltype(left)::value, LO = decltype(lower)::value, U = decltype(unit)::value;
    constexpr int TA = decltype(ta)::value;
    launch16<S, L, LO, TA, U>(q, p);
  });
}

#define BATCHLAS_TRMM16_MMA_INSTANTIATE(T)                              \
  template std::string trmm16_mma_why_not<T>(const ops::TrmmArgs<T>&); \
  template bool trmm16_mma_route<T>(const Queue&, const ops::TrmmArgs<T>&); \
  template void run_trmm16_mma<T>(const Queue&, const ops::TrmmArgs<T>&);
BATCHLAS_TRMM16_MMA_INSTANTIATE(float)
BATCHLAS_TRMM16_MMA_INSTANTIATE(double)
BATCHLAS_TRMM16_MMA_INSTANTIATE(std::complex<float>)
BATCHLAS_TRMM16_MMA_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_TRMM16_MMA_INSTANTIATE

}  // namespace batchlas::kernels::tiny
