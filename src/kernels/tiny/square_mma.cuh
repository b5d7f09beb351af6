// The tiny engine's FP64 tensor-core kernel for one 32 x 32 product per item, written once for
// symm / hemm (symm_mma.cu), gemm (gemm_mma.cu) and trmm (trmm_mma.cu):
//   C := alpha * X * Y + beta * C,   X, Y 32 x 32 as an operation policy reads them.
// S, the stored element type, is any of the four: float and complex<float> are staged as they
// are and widened to double as the fragments are read (mma_tiles.cuh), the sums and alpha, beta
// applied in double, C rounded back once.
// A block of four warps per item: the item's two matrices staged by cp.async into a ring of slots
// (the policy's swizzles, mma_tiles.cuh), an optional pass in shared memory (symm's mirror), then
// warp w forms C's columns 8 w .. 8 w + 7 as two mma.sync.m16n8k4.f64 tiles (rows 0-15, 16-31;
// complex: the four real products of the parts). C is read and written straight from memory at
// the accumulators' places; beta == 0 never reads it.
//
// A policy Ops (device members, S the stored element type, D = wide_t<S>):
//   static constexpr bool kPrepare;               whether prepare runs (then a block barrier)
//   load(p, slot, it, tid)                        cp.async item it's matrices into slot (2 x 1024 S)
//   prepare(slot, tid)                            the pass in shared memory once they landed
//   D x(slot, i, l), D y(slot, l, j)              element (i, l) of X, (l, j) of Y, widened
//   static constexpr bool live(t, ks, w)          whether warp w's tile t (X's rows 16 t .. 16 t
//                                                 + 15) has a term at step ks (l = 4 ks .. 4 ks
//                                                 + 3); false only where X or Y is structurally
//                                                 zero (trmm's other triangle)
#pragma once

#include <cuda_runtime.h>

#include <complex>
#include <cstdint>
#include <string>
#include <type_traits>

#include "core/cuda/check.hh"
#include "core/cuda/occupancy.hh"
#include "core/queue_impl.hh"
#include "kernels/level3/arith.cuh"
#include "kernels/level3/staging.cuh"
#include "kernels/tiny/mma_tiles.cuh"
#include "kernels/tiny/warp_item.hh"  // block_bytes_why_not

namespace batchlas::kernels::tiny::square_mma {

constexpr int kWarps = 4;  ///< one 8-column block of C each
constexpr int kThreads = 32 * kWarps;
constexpr int kSlot = mma_tiles::kN * mma_tiles::kN;  ///< elements of one staged matrix

template <class S> struct Params {
  const S* A;
  int64_t lda, sa;
  const S* B;
  int64_t ldb, sb;
  S* C;
  int64_t ldc, sc, batch;
  S alpha, beta;
  bool beta_zero;
};

/// The parameters of a call whose argument struct has A, B, C, alpha and beta (gemm's, symm's).
template <class T, class Args> Params<level3::dev_t<T>> params(const Args& c) {
  using D = level3::dev_t<T>;
  return {reinterpret_cast<const D*>(c.A.data), c.A.ld, c.A.stride,
          reinterpret_cast<const D*>(c.B.data), c.B.ld, c.B.stride,
          reinterpret_cast<D*>(c.C.data),       c.C.ld, c.C.stride,
          c.C.batch, level3::to_dev(c.alpha), level3::to_dev(c.beta), c.beta == T(0)};
}

/// An operation's code in the policies' template arguments: 0 N, 1 T, 2 C (real ConjTrans is
/// Trans, as in the reference BLAS).
template <class T> int op_code(Op o) { return o == Op::NoTrans ? 0 : (o == Op::ConjTrans && is_complex_v<T> ? 2 : 1); }

/// Shared memory of one block: the ring's slots of two matrices each.
/// Item slots in the ring: complex<double> 2 (64 KB a block: A and B 16 KB each a slot, three
/// blocks an SM), double and complex<float> 3 (48 KB), float 4 (32 KB; its items are half the
/// bytes, so more of them in flight to cover the same latency).
template <class S> constexpr int kSlots = sizeof(S) == 16 ? 2 : sizeof(S) == 8 ? 3 : 4;
template <class S> constexpr int kBytes = kSlots<S> * 2 * kSlot * int(sizeof(S));

/// "" when q's device gives a block of `kernel` its shared memory (every operation's the same).
template <class T> std::string device_why_not(const char* kernel, const Queue& q) {
  return block_bytes_why_not(kernel, kBytes<level3::dev_t<T>>, q.impl().info.max_shared_per_block);
}

template <class D> __device__ __forceinline__ D conj_if(D v, bool c) { return c ? level3::conj(v) : v; }

template <class S, class Ops>
__global__ void __launch_bounds__(kThreads) kernel(const Params<S> p) {
  using namespace mma_tiles;
  using D = wide_t<S>;
  constexpr int NS = kSlots<S>;
  extern __shared__ uint4 smem_u4[];
  S* const smem = reinterpret_cast<S*>(smem_u4);
  const int tid = int(threadIdx.x), lane = tid % 32, w = tid / 32, g = lane / 4, q4 = lane % 4;

  const int64_t grid = gridDim.x;
  int64_t it = blockIdx.x;
#pragma unroll
  for (int s = 0; s < NS - 1; ++s) {
    if (it + s * grid < p.batch) Ops::load(p, smem + s * 2 * kSlot, it + s * grid, tid);
    level3::cp_async_commit();
  }
  int slot = 0;
  for (; it < p.batch; it += grid) {
    level3::cp_async_wait<NS - 2>();  // this thread's copies of item it have landed ...
    __syncthreads();                  // ... everyone's are visible, and the previous slot is summed
    {
      const int64_t nx = it + (NS - 1) * grid;
      if (nx < p.batch) Ops::load(p, smem + (slot == 0 ? NS - 1 : slot - 1) * 2 * kSlot, nx, tid);
      level3::cp_async_commit();
    }
    S* const C = p.C + it * p.sc + int64_t(8 * w + 2 * q4) * p.ldc + g;  // (g, 8 w + 2 q4)
    D old[2][2][2];                                                       // [tile][top/bottom][q]
    if (!p.beta_zero) {
#pragma unroll
      for (int t = 0; t < 2; ++t)
#pragma unroll
        for (int h = 0; h < 2; ++h)
#pragma unroll
          for (int q = 0; q < 2; ++q) old[t][h][q] = widen(C[8 * (2 * t + h) + q * p.ldc]);
    }
    S* const s = smem + slot * 2 * kSlot;
    if constexpr (Ops::kPrepare) {
      Ops::prepare(s, tid);
      __syncthreads();
    }
    typename Acc<D>::type acc[2] = {};
#pragma unroll
    for (int ks = 0; ks < kN / 4; ++ks) {
      const bool live0 = Ops::live(0, ks, w), live1 = Ops::live(1, ks, w);  // warp-uniform
      if (!live0 && !live1) continue;
      const int l = 4 * ks + q4;
      D a[4];  // X's rows 8 b + g; read in this order, then Y, as before live() existed
#pragma unroll
      for (int b = 0; b < 4; ++b)
        if (b < 2 ? live0 : live1) a[b] = Ops::x(s, 8 * b + g, l);
      const D y = Ops::y(s, l, 8 * w + g);
      if (live0) Mma<false>::step(acc[0], a[0], a[1], y);
      if (live1) Mma<false>::step(acc[1], a[2], a[3], y);
    }
#pragma unroll
    for (int t = 0; t < 2; ++t)
#pragma unroll
      for (int h = 0; h < 2; ++h)
#pragma unroll
        for (int q = 0; q < 2; ++q) {
          D v = level3::mul(widen(p.alpha), acc_at<D>(acc[t], h, q));
          if (!p.beta_zero) v = level3::add(v, level3::mul(widen(p.beta), old[t][h][q]));
          C[8 * (2 * t + h) + q * p.ldc] = narrow<S>(v);
        }
    slot = slot + 1 == NS ? 0 : slot + 1;
  }
  level3::cp_async_wait<0>();
}

/// Enqueue kernel<S, Ops> on q's stream, as many blocks as the batch needs up to the resident
/// ones (`name` in any CUDA error).
template <class S, class Ops> void launch(const Queue& q, const Params<S>& p, const char* name) {
  auto k = kernel<S, Ops>;
  constexpr std::size_t smem = kBytes<S>;
  batchlas::cuda::opt_in_shared(k, int64_t(smem), name);
  const unsigned grid = batchlas::cuda::grid_for(q, k, kThreads, smem, p.batch);
  k<<<grid, kThreads, smem, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch(name);
}

/// The copy of one stored 32 x 32 matrix M (column l at M + l * ld) into dst, element (r, l) at
/// dst[at(r, l)], by 16-byte units; take(r, l) says which units (r: the unit's first row) go.
template <class S, class At, class Take>
__device__ __forceinline__ void copy_units(S* dst, const S* M, int64_t ld, int tid, At at, Take take) {
  using namespace mma_tiles;
  for (int x = tid; x < kN * kUnits<S>; x += kThreads) {
    const int l = x / kUnits<S>, r = x % kUnits<S> * kPer<S>;
    if (take(r, l)) level3::cp_async<16>(dst + at(r, l), M + l * ld + r, 16);
  }
}

}  // namespace batchlas::kernels::tiny::square_mma
