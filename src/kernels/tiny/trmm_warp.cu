// trmm on a warp per item, A of order 32 (design and contract: trmm_warp.hh).
#include <cuda_runtime.h>

#include <atomic>
#include <complex>
#include <cstdint>
#include <string>
#include <type_traits>

#include "core/per_precision.hh"
#include "core/queue_impl.hh"
#include "kernels/level3/arith.cuh"
#include "kernels/level3/staging.cuh"  // cp_async_commit, cp_async_wait
#include "kernels/tiny/trmm_warp.hh"
#include "kernels/tiny/warp_column.cuh"
#include "kernels/tiny/warp_item.hh"
#include "kernels/tiny/warp_launch.cuh"

namespace batchlas::kernels::tiny {

namespace {

using level3::add;
using level3::cp_async_commit;
using level3::cp_async_wait;
using level3::dev_t;
using level3::mac;
using level3::mul;
using level3::to_dev;
using level3::zero;
using warp_item::kOrder;
using warp_item::kPad;
using warp_item::load_column;
using warp_item::stage_rows;
using warp_item::stage_triangle;

/// Warps (items in flight) per block: 4, one for complex<double> (50,688 bytes of shared memory
/// per warp: four blocks of one warp per SM place as freely as one block of four).
template <class D> constexpr int warps() { return sizeof(D) == 16 ? 1 : 4; }

template <class D> struct WarpParams {
  const D* A;
  int64_t lda, sa;
  const D* B;
  int64_t ldb, sb;
  D* C;
  int64_t ldc, sc;
  int64_t batch;
  int lanes;  ///< Left: C's columns (n); Right: C's rows (m); 1..32
  bool unit;
  D alpha;
};

/// One lane's products over the stored triangle of A, column by column, in one of two forms.
/// Scatter (Left N, Right T/C): column c of A is a column of op(A) and multiplies one element
/// of the lane's B, get_b(c), into the accumulators of its rows: acc[32] stay live, B streams.
/// Gather (Left T/C, Right N): column c of A is a row of op(A) and gathers b[r] over its rows
/// into one result, put(c, value), final at once: b[32] stay live, C streams. (Keeping both
/// b[] and acc[] live spilled up to 872 bytes at complex<float>'s 168 registers: ptxas -v.)
/// CJ conjugates A's elements; unit takes A's diagonal as 1 (the loaded value is not used).
/// col(c) locates column c: its 16-byte piece q (rows q * V ..) at col(c) + q * V.
template <class D, bool LOWER, bool CJ, class GetB, class Col>
__device__ __forceinline__ void scatter_products(D (&acc)[kOrder], GetB&& get_b, Col&& col, bool unit) {
#pragma unroll
  for (int r = 0; r < kOrder; ++r) acc[r] = zero<D>();
#pragma unroll
  for (int c = 0; c < kOrder; ++c) {
    const int lo = LOWER ? c : 0, hi = LOWER ? kOrder - 1 : c;
    D a[kOrder];
    load_column(a, col(c), lo, hi);
    const D bc = get_b(c);
#pragma unroll
    for (int r = 0; r < kOrder; ++r) {
      if (r < lo || r > hi) continue;
      const D prod = mac<CJ>(acc[r], bc, a[r]);  // acc + b * op(a)
      acc[r] = r == c && unit ? add(acc[r], bc) : prod;
    }
  }
}

template <class D, bool LOWER, bool CJ, class Put, class Col>
__device__ __forceinline__ void gather_products(const D (&b)[kOrder], Put&& put, Col&& col, bool unit) {
#pragma unroll
  for (int c = 0; c < kOrder; ++c) {
    const int lo = LOWER ? c : 0, hi = LOWER ? kOrder - 1 : c;
    D a[kOrder];
    load_column(a, col(c), lo, hi);
    D acc = zero<D>();
#pragma unroll
    for (int r = 0; r < kOrder; ++r) {
      if (r < lo || r > hi) continue;
      const D prod = mac<CJ>(acc, b[r], a[r]);
      acc = r == c && unit ? add(acc, b[r]) : prod;
    }
    put(c, acc);
  }
}

/// Shared memory of one warp, in elements: two copies of A's stored triangle, packed (576 float
/// words, 544 for the 8-byte types, 528 for complex<double>), and two of B (32 x 33, element (t, c) at c * kPad + t; Left
/// also leaves C there): the item being computed and the next one, staged by cp.async.
template <class D> constexpr int warp_words() { return 2 * warp_item::triangle_words<D>() + 2 * kOrder * kPad; }
/// Dynamic shared memory of one block, in bytes: float 52,224, the 8-byte types 102,400,
/// complex<double> 50,688 (one warp).
template <class D> constexpr int64_t block_bytes() { return int64_t(warps<D>()) * warp_words<D>() * int64_t(sizeof(D)); }
// A's packed copies take 16-byte cp.async pieces: every warp's buffer starts on 16 bytes of the
// block's 16-byte aligned dynamic shared memory (each copy does too: warp_column.cuh).
static_assert(warp_words<float>() * 4 % 16 == 0 && warp_words<double>() * 8 % 16 == 0, "warp buffers on 16 bytes");
static_assert(warp_item::triangle_words<double2>() == 528, "complex<double>: 528 pieces, no other-triangle rows");

/// Resident blocks the registers are budgeted for: as many as the shared memory admits (228 KB
/// per SM, 1 KB reserved per block), at most 5 for float, 3 for the 8-byte types, 4 for
/// complex<double>: float 52 KB per block -> 4 (16 warps per SM), the 8-byte types 100 KB -> 2
/// (8 warps), complex<double> 50 KB -> 4 blocks of one warp (4 warps). A lane keeps 32 elements
/// live (its accumulators or its B). ptxas -v (sm_90): 88-122 registers for float, 104-200 for
/// the 8-byte types, no spill; complex<double> 204-255, and 136-176 bytes spilled by three of
/// its twelve forms (Left Lower T and C, Right Lower N: the gather form on the Lower triangle).
template <class D> constexpr int min_blocks() {
  constexpr int by_regs = sizeof(D) == 4 ? 5 : sizeof(D) == 8 ? 3 : 4;
  constexpr int by_smem = int((228 * 1024) / (block_bytes<D>() + 1024));
  return by_regs < by_smem ? by_regs : by_smem;
}

template <class D, bool LEFT, bool LOWER, int TR>
__global__ void __launch_bounds__(32 * warps<D>(), min_blocks<D>()) trmm_warp_kernel(const WarpParams<D> p) {
  // Left: column c of A is column l of op(A) when A is not transposed (scatter), row i when it
  // is (gather); Right the other way round (C = B op(A): column c of A is column j of op(A)).
  constexpr bool SCATTER = trmm_warp_scatters(LEFT, TR == 0);
  constexpr bool CJ = TR == 2;
  constexpr int kA = warp_item::triangle_words<D>(), kB = kOrder * kPad;
  extern __shared__ __align__(16) unsigned char raw[];
  const int lane = int(threadIdx.x) & 31, w = int(threadIdx.x) >> 5;
  D* const a_s = reinterpret_cast<D*>(raw) + w * warp_words<D>();  // A's two packed copies
  D* const b_s = a_s + 2 * kA;                                      // B's two copies
  const int64_t nwarps = int64_t(gridDim.x) * warps<D>();
  const bool mine = lane < p.lanes;  // Left: lane = column of C; Right: lane = row
  // B's rows and columns: Left 32 x n (lanes = n), Right m x 32 (lanes = m).
  const int b_rows = LEFT ? kOrder : p.lanes, b_cols = LEFT ? p.lanes : kOrder;
  // Item it's stored triangle and B into copy `copy`, by cp.async: no register holds them, so a
  // whole item is in flight while the warp computes the one before. One commit group per call,
  // empty past the batch. (Session 43: the form that read A from global memory waited on it
  // 86% of the time, 0.24 instructions issued per scheduler cycle; staging B too and packing A
  // ran 0.99-1.18x the form that staged A alone, complex<float> gaining most, session 44.)
  auto stage = [&](int64_t it, int copy) {
    if (it < p.batch) {
      stage_triangle<D, LOWER>(a_s + copy * kA, p.A + it * p.sa, p.lda, lane);
      stage_rows<false>(b_s + copy * kB, p.B + it * p.sb, p.ldb, b_rows, b_cols, lane);
    }
    cp_async_commit();
  };
  int64_t item = int64_t(blockIdx.x) * warps<D>() + w;
  stage(item, 0);
  for (int cur = 0; item < p.batch; item += nwarps, cur ^= 1) {
    stage(item + nwarps, cur ^ 1);
    cp_async_wait<1>();  // this item's copies (this lane's)
    __syncwarp();        // ... and every lane's
    const D* const A = a_s + cur * kA;
    // Column c of this item's A (c is a constant in the unrolled products).
    auto col = [&](int c) { return warp_item::staged_col<LOWER>(A, c); };
    D* const s = b_s + cur * kB;  // this item's B: element (t, c) at c * kPad + t
    D* C = p.C + item * p.sc;
    if constexpr (LEFT) {
      // Lane j works on column j of B, s[j][.], and leaves its column of C there.
      D* const mine_s = s + lane * kPad;
      if (mine) {
        if constexpr (SCATTER) {
          D acc[kOrder];
          scatter_products<D, LOWER, CJ>(acc, [&](int c) { return mine_s[c]; }, col, p.unit);
#pragma unroll
          for (int i = 0; i < kOrder; ++i) mine_s[i] = mul(p.alpha, acc[i]);
        } else {
          D b[kOrder];
#pragma unroll
          for (int l = 0; l < kOrder; ++l) b[l] = mine_s[l];
          gather_products<D, LOWER, CJ>(b, [&](int c, D v) { mine_s[c] = mul(p.alpha, v); }, col, p.unit);
        }
      }
      __syncwarp();
      // C out: lane t stores row t of every column (coalesced).
      for (int c = 0; c < p.lanes; ++c) C[lane + c * p.ldc] = s[c * kPad + lane];
    } else if (mine) {
      // Lane i's row of B, s[.][i]; its row of C goes out one column at a time (each store 32
      // consecutive rows over the warp).
      auto b_at = [&](int c) { return s[c * kPad + lane]; };
      if constexpr (SCATTER) {
        D acc[kOrder];
        scatter_products<D, LOWER, CJ>(acc, b_at, col, p.unit);
#pragma unroll
        for (int j = 0; j < kOrder; ++j) C[lane + j * p.ldc] = mul(p.alpha, acc[j]);
      } else {
        D b[kOrder];
#pragma unroll
        for (int l = 0; l < kOrder; ++l) b[l] = b_at(l);
        gather_products<D, LOWER, CJ>(b, [&](int c, D v) { C[lane + c * p.ldc] = mul(p.alpha, v); }, col, p.unit);
      }
    }
    __syncwarp();  // every lane is done with this item's copies before the next stage overwrites them
  }
  cp_async_wait<0>();
}

template <class D, bool LEFT, bool LOWER, int TR> void launch(const Queue& q, const WarpParams<D>& p) {
  warp_item::launch_warps(q, trmm_warp_kernel<D, LEFT, LOWER, TR>, warps<D>(), block_bytes<D>(), p.batch, p, "trmm_warp_kernel");
}

}  // namespace

// The call counter, one for the whole library: defined in the float part only (this file is
// compiled once per precision, core/per_precision.hh).
#if BATCHLAS_PRECISION_IS(0)
namespace {
std::atomic<int64_t> g_calls{0};
}  // namespace
int64_t trmm_warp_calls() { return g_calls.load(); }
void note_trmm_warp_call() { g_calls.fetch_add(1); }
#endif

template <class T> std::string trmm_warp_why_not(const ops::TrmmArgs<T>& c) {
  return order32_why_not("trmm_warp", c.A, c.side == Side::Left ? c.n() : c.m());
}

template <class T> std::string trmm_warp_device_why_not(const Queue& q) {
  return block_bytes_why_not("trmm_warp", block_bytes<dev_t<T>>(), q.impl().info.max_shared_per_block);
}

template <class T> void run_trmm_warp(const Queue& q, const ops::TrmmArgs<T>& c) {
  note_trmm_warp_call();
  using D = dev_t<T>;
  const bool left = c.side == Side::Left;
  WarpParams<D> p{reinterpret_cast<const D*>(c.A.data), c.A.ld, c.A.stride,
                  reinterpret_cast<const D*>(c.B.data), c.B.ld, c.B.stride,
                  reinterpret_cast<D*>(c.C.data),       c.C.ld, c.C.stride,
                  c.C.batch, int(left ? c.n() : c.m()), c.diag == Diag::Unit, to_dev(c.alpha)};
  const bool lower = c.uplo == Uplo::Lower;
  // Real ConjTrans is Trans (the reference BLAS).
  const int tr = c.transa == Op::NoTrans ? 0 : (c.transa == Op::ConjTrans && level3::is_cplx<D> ? 2 : 1);
  auto go = [&](auto left_, auto lower_) {
    constexpr bool L = decltype(left_)::value, LO = decltype(lower_)::value;
    if (tr == 0) launch<D, L, LO, 0>(q, p);
    else if (tr == 1) launch<D, L, LO, 1>(q, p);
    else if constexpr (level3::is_cplx<D>) launch<D, L, LO, 2>(q, p);
  };
  using yes = std::true_type;
  using no = std::false_type;
  if (left) lower ? go(yes{}, yes{}) : go(yes{}, no{});
  else lower ? go(no{}, yes{}) : go(no{}, no{});
}

#define BATCHLAS_TRMM_WARP_INSTANTIATE(T)                                     \
  template std::string trmm_warp_why_not<T>(const ops::TrmmArgs<T>&);         \
  template std::string trmm_warp_device_why_not<T>(const Queue&);             \
  template void run_trmm_warp<T>(const Queue&, const ops::TrmmArgs<T>&);
#if BATCHLAS_PRECISION_IS(0)
BATCHLAS_TRMM_WARP_INSTANTIATE(float)
#endif
#if BATCHLAS_PRECISION_IS(1)
BATCHLAS_TRMM_WARP_INSTANTIATE(double)
#endif
#if BATCHLAS_PRECISION_IS(2)
BATCHLAS_TRMM_WARP_INSTANTIATE(std::complex<float>)
#endif
#if BATCHLAS_PRECISION_IS(3)
BATCHLAS_TRMM_WARP_INSTANTIATE(std::complex<double>)
#endif
#undef BATCHLAS_TRMM_WARP_INSTANTIATE

}  // namespace batchlas::kernels::tiny
