// The tiny engine's FP64 tensor-core kernel for one 16 x 16 product per item, a warp per item,
// written once for trmm (trmm16_mma.cu) and symm / hemm (symm16_mma.cu):
//   C := alpha * X * Y + beta * C,   X, Y 16 x 16 as an operation policy reads them.
// S, the stored element type, is any of the four; float and complex<float> are widened to double
// as the fragments are read (mma_tiles.cuh), sums and alpha, beta applied in double, C rounded
// back once. Four warps a block, each on its own ring of item slots (A then B, staged by cp.async
// with the policy's swizzles), so no block barrier: a warp waits for its own copies and
// __syncwarp makes them visible to its lanes. The product is two 16 x 8 m16n8k4.f64 tiles (C's
// columns 0-7 and 8-15) over four steps, X's fragments shared by both. C is read (beta != 0)
// and written straight from memory at the accumulators' places, its reads issued before the
// steps; beta == 0 never reads it. trmm in place (C aliases B) is safe: an item's B is staged,
// and waited for by its warp, before any of its C is written.
//
// A policy Ops (device members, S the stored type, D = wide_t<S>):
//   static constexpr bool kReadsC   whether C is read at all (trmm: no; then beta is not used)
//   load(p, slot, it, lane)      cp.async item it's two matrices into slot (2 x 256 S), the
//                                warp's 32 lanes
//   D x(slot, i, l), y(slot, l, j)   element (i, l) of X, (l, j) of Y, widened
#pragma once

#include <cuda_runtime.h>

#include <cstdint>
#include <string>

#include "core/cuda/check.hh"
#include "core/cuda/occupancy.hh"
#include "core/queue_impl.hh"
#include "kernels/level3/arith.cuh"
#include "kernels/level3/staging.cuh"
#include "kernels/tiny/mma_tiles.cuh"
#include "kernels/tiny/square_mma.cuh"
#include "kernels/tiny/warp_item.hh"  // aligned_why_not, block_bytes_why_not

namespace batchlas::kernels::tiny::square16_mma {

constexpr int kN = 16;          ///< the order
constexpr int kSlot = kN * kN;  ///< elements of one staged matrix
constexpr int kWarps = 4;       ///< items a block works on at once, one a warp
constexpr int kThreads = 32 * kWarps;
template <class S> constexpr int kPer = 16 / int(sizeof(S));         ///< elements a 16-byte unit
template <class S> constexpr int kUnits = kN * int(sizeof(S)) / 16;  ///< units a column
/// Item slots in a warp's ring: square_mma's counts (a block's bytes equal square_mma's, four
/// items of a quarter the size each).
template <class S> constexpr int kSlots = square_mma::kSlots<S>;
template <class S> constexpr int kBytes = kWarps * kSlots<S> * 2 * kSlot * int(sizeof(S));

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

/// The copy of an item's two stored 16 x 16 matrices, A (column l at A + l * lda) and B, into a
/// slot by a warp's lanes, by 16-byte units in one pass (a unit of each per step): A's element
/// (r, l) to slot[a_at(r, l)] where take_a(r, l) (r: the unit's first row), B's to
/// slot[kSlot + b_at(r, l)].
template <class S, class AAt, class Take, class BAt>
__device__ __forceinline__ void copy_pair(S* slot, const S* A, int64_t lda, AAt a_at, Take take_a, const S* B,
                                          int64_t ldb, BAt b_at, int lane) {
  for (int x = lane; x < kN * kUnits<S>; x += 32) {
    const int l = x / kUnits<S>, r = x % kUnits<S> * kPer<S>;  // the unit's column and first row
    if (take_a(r, l)) level3::cp_async<16>(slot + a_at(r, l), A + l * lda + r, 16);
    level3::cp_async<16>(slot + kSlot + b_at(r, l), B + l * ldb + r, 16);
  }
}

template <class S, class Ops>
__global__ void __launch_bounds__(kThreads) kernel(const square_mma::Params<S> p) {
  using namespace mma_tiles;
  using D = wide_t<S>;
  constexpr int NS = kSlots<S>;
  extern __shared__ uint4 smem_u4[];
  const int lane = int(threadIdx.x) % 32, w = int(threadIdx.x) / 32, g = lane / 4, q4 = lane % 4;
  S* const ring = reinterpret_cast<S*>(smem_u4) + w * NS * 2 * kSlot;  // this warp's slots

  const int64_t step = int64_t(gridDim.x) * kWarps;
  int64_t it = int64_t(blockIdx.x) * kWarps + w;
#pragma unroll
  for (int s = 0; s < NS - 1; ++s) {
    if (it + s * step < p.batch) Ops::load(p, ring + s * 2 * kSlot, it + s * step, lane);
    level3::cp_async_commit();
  }
  int slot = 0;
  for (; it < p.batch; it += step) {
    level3::cp_async_wait<NS - 2>();  // this lane's copies of item it have landed ...
    __syncwarp();                     // ... the warp's are visible, and the previous slot is summed
    {
      const int64_t nx = it + (NS - 1) * step;
      if (nx < p.batch) Ops::load(p, ring + (slot == 0 ? NS - 1 : slot - 1) * 2 * kSlot, nx, lane);
      level3::cp_async_commit();
    }
    // This lane's element (g, 2 q4) of the item's C.
    auto c_at = [&] { return p.C + it * p.sc + int64_t(2 * q4) * p.ldc + g; };
    D old[2][2][2];  // [tile][top/bottom][q]
    if constexpr (Ops::kReadsC) {
      if (!p.beta_zero) {
        const S* const C = c_at();
#pragma unroll
        for (int t = 0; t < 2; ++t)
#pragma unroll
          for (int h = 0; h < 2; ++h)
#pragma unroll
            for (int q = 0; q < 2; ++q) old[t][h][q] = widen(C[8 * h + int64_t(8 * t + q) * p.ldc]);
      }
    }
    const S* const s = ring + slot * 2 * kSlot;
    typename Acc<D>::type acc[2] = {};  // C's columns 0-7 and 8-15
#pragma unroll
    for (int ks = 0; ks < kN / 4; ++ks) {
      const int l = 4 * ks + q4;
      const D x0 = Ops::x(s, g, l), x1 = Ops::x(s, 8 + g, l);
      Mma<false>::step(acc[0], x0, x1, Ops::y(s, l, g));
      Mma<false>::step(acc[1], x0, x1, Ops::y(s, l, 8 + g));
    }
    S* const C = c_at();
#pragma unroll
    for (int t = 0; t < 2; ++t)
#pragma unroll
      for (int h = 0; h < 2; ++h)
#pragma unroll
        for (int q = 0; q < 2; ++q) {
          D v = level3::mul(widen(p.alpha), acc_at<D>(acc[t], h, q));
          if (Ops::kReadsC && !p.beta_zero) v = level3::add(v, level3::mul(widen(p.beta), old[t][h][q]));
          C[8 * h + int64_t(8 * t + q) * p.ldc] = narrow<S>(v);
        }
    slot = slot + 1 == NS ? 0 : slot + 1;
  }
  level3::cp_async_wait<0>();
}

/// "" when a call of an order-16 kernel (m = n = 16, operands A, B, C) can run on it, else why
/// not: m and n must be 16, and every column of A, B and C start on 16 bytes (base, ld and item
/// stride: A and B are copied by whole 16-byte units).
template <class Args> std::string why_not(const char* kernel, const Args& c) {
  if (c.m() != kN || c.n() != kN) return std::string(kernel) + ": m and n are not 16";
  if (std::string why = aligned_why_not(kernel, "A", c.A); !why.empty()) return why;
  if (std::string why = aligned_why_not(kernel, "B", c.B); !why.empty()) return why;
  return aligned_why_not(kernel, "C", c.C);
}

/// "" when q's device gives a block of `kernel` (element type T) its shared memory.
template <class T> std::string device_why_not(const char* kernel, const Queue& q) {
  return block_bytes_why_not(kernel, kBytes<level3::dev_t<T>>, q.impl().info.max_shared_per_block);
}

/// Enqueue kernel<S, Ops> on q's stream, as many blocks as the batch needs (four items a block)
/// up to the resident ones (`name` in any CUDA error).
template <class S, class Ops> void launch(const Queue& q, const square_mma::Params<S>& p, const char* name) {
  auto k = kernel<S, Ops>;
  constexpr std::size_t smem = kBytes<S>;
  batchlas::cuda::opt_in_shared(k, int64_t(smem), name);
  const unsigned grid = batchlas::cuda::grid_for(q, k, kThreads, smem, (p.batch + kWarps - 1) / kWarps);
  k<<<grid, kThreads, smem, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch(name);
}

}  // namespace batchlas::kernels::tiny::square16_mma
