// trmm on a warp per item, A of order 32 (design and contract: trmm_warp.hh).
#include <cuda_runtime.h>

#include <complex>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <type_traits>

#include "core/cuda/check.hh"
#include "core/cuda/occupancy.hh"
#include "core/queue_impl.hh"
#include "kernels/level3/arith.cuh"
#include "kernels/level3/staging.cuh"  // cp_async
#include "kernels/tiny/trmm_warp.hh"
#include "kernels/tiny/warp_column.cuh"
#include "kernels/tiny/warp_item.hh"

namespace batchlas::kernels::tiny {

namespace {

using level3::add;
using level3::cp_async;
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

constexpr int kWarps = 4;  ///< warps (items in flight) per block

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
    load_column<D, false>(a, col(c), lo, hi);
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
    load_column<D, false>(a, col(c), lo, hi);
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

/// Variants (an experiment of session 44, BATCHLAS_TRMM_WARP_B): MODE 0 stages A (session 43's
/// form); 1 stages B too; 2 also packs A's stored pieces (144 of 256 for float, 272 of 512 for
/// the 8-byte types), so that more warps fit.
template <int MODE> constexpr bool kStageB = MODE >= 1;
template <int MODE> constexpr bool kPacked = MODE == 2;

template <class D, int MODE> constexpr int a_words() { return warp_item::triangle_words<D, kPacked<MODE>>(); }

/// Shared memory of one warp, in elements: two copies of A (the item being computed and the
/// next one, staged by cp.async: 32 x 32, or packed) and, staging B, two of B (32 x 33, element
/// (t, c) at c * kPad + t; Left also leaves C there); else, Left only, the one 32 x 33
/// transpose of B and C, loaded by plain loads.
template <class D, bool LEFT, int MODE> constexpr int warp_words() {
  return 2 * a_words<D, MODE>() + (kStageB<MODE> ? 2 * kOrder * kPad : (LEFT ? kOrder * kPad : 0));
}

/// Resident blocks the registers are budgeted for: as many as the shared memory admits (228 KB
/// per SM, 1 KB reserved per block; helper-80, session 43), at most 5 for float and 3 for the
/// 8-byte types. Left: float 48.5 KB per block -> 4, the 8-byte types 97 KB -> 2; Right: 32 KB
/// -> 5, 64 KB -> 3. A lane keeps 32 elements live (its accumulators or its B): 32 registers for
/// float, 64 for the 8-byte types. ptxas -v (sm_90, with 5 / 3 for both sides): 0-60 bytes of
/// spill, the Right instances.
template <class D, bool LEFT, int MODE> constexpr int min_blocks() {
  constexpr int by_regs = sizeof(D) == 4 ? 5 : 3;
  constexpr int by_smem = (228 * 1024) / (kWarps * warp_words<D, LEFT, MODE>() * int(sizeof(D)) + 1024);
  return by_regs < by_smem ? by_regs : by_smem;
}

template <class D, bool LEFT, bool LOWER, int TR, int MODE>
__global__ void __launch_bounds__(32 * kWarps, min_blocks<D, LEFT, MODE>()) trmm_warp_kernel(const WarpParams<D> p) {
  // Left: column c of A is column l of op(A) when A is not transposed (scatter), row i when it
  // is (gather); Right the other way round (C = B op(A): column c of A is column j of op(A)).
  constexpr bool SCATTER = LEFT == (TR == 0);
  constexpr bool CJ = TR == 2;
  constexpr bool SB = kStageB<MODE>, PK = kPacked<MODE>;
  constexpr int kA = a_words<D, MODE>();
  extern __shared__ __align__(16) unsigned char raw[];
  const int lane = int(threadIdx.x) & 31, w = int(threadIdx.x) >> 5;
  D* const a_s = reinterpret_cast<D*>(raw) + w * warp_words<D, LEFT, MODE>();  // A's two copies
  D* const b_s = a_s + 2 * kA;  // B's copies (SB), or Left's one transpose; unused on the Right without SB
  const int64_t nwarps = int64_t(gridDim.x) * kWarps;
  const bool mine = lane < p.lanes;  // Left: lane = column of C; Right: lane = row
  // B's rows and columns: Left 32 x n (lanes = n), Right m x 32 (lanes = m).
  const int b_rows = LEFT ? kOrder : p.lanes, b_cols = LEFT ? p.lanes : kOrder;
  // Item it's stored triangle into a_dst (ld 32, or packed: PK) and, with SB, its B into b_dst
  // (element (t, c) at c * kPad + t), by cp.async; one commit group per call, empty past the
  // batch. (Session 43: the same kernel reading A straight from global memory waited on it 86%
  // of the time, 0.24 instructions issued per scheduler cycle.)
  auto stage = [&](int64_t it, D* a_dst, D* b_dst) {
    if (it < p.batch) {
      stage_triangle<D, LOWER, PK>(a_dst, p.A + it * p.sa, p.lda, lane);
      if constexpr (SB) stage_rows(b_dst, p.B + it * p.sb, p.ldb, b_rows, b_cols, lane);
    }
    cp_async_commit();
  };
  constexpr int kBWords = SB ? kOrder * kPad : 0;  // B's second copy, SB only
  int64_t item = int64_t(blockIdx.x) * kWarps + w;
  stage(item, a_s, b_s);
  for (int cur = 0; item < p.batch; item += nwarps, cur ^= 1) {
    stage(item + nwarps, a_s + (cur ^ 1) * kA, b_s + (cur ^ 1) * kBWords);
    cp_async_wait<1>();  // this item's pieces (this lane's)
    __syncwarp();        // ... and every lane's
    const D* A = a_s + cur * kA;
    // Column c of this item's A (c is a constant in the unrolled products).
    auto col = [&](int c) { return warp_item::staged_col<LOWER, PK>(A, c); };
    D* const s = b_s + cur * kBWords;  // this item's B (SB), or Left's transpose
    const D* B = p.B + item * p.sb;
    D* C = p.C + item * p.sc;
    if constexpr (LEFT) {
      D* const mine_s = s + lane * kPad;  // lane j's column
      // B (32 x n) in: lane t reads row t of every column (coalesced) into s[c][t]; lane j then
      // works on column j, s[j][.], and leaves its column of C there. Plain loads: B may be C.
      // With SB it is staged already.
      if constexpr (!SB) {
        for (int c = 0; c < p.lanes; ++c) s[c * kPad + lane] = B[lane + c * p.ldb];
        __syncwarp();
      }
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
      // C out: lane t stores row t of every column. Without SB the next item writes s[c][lane],
      // slots only this lane reads here (and lane c read before the barrier above); with SB the
      // next stage into this copy comes after the barrier closing the iteration.
      for (int c = 0; c < p.lanes; ++c) C[lane + c * p.ldc] = s[c * kPad + lane];
    } else if (mine) {
      // Lane i's row: column l of the item is 32 consecutive rows over the warp (coalesced). In
      // place, the row is read whole (scatter: as it goes, all before the stores) before any of
      // it is written, and only this lane touches it. With SB the row is s[.][lane], staged.
      auto b_at = [&](int c) -> D {
        if constexpr (SB) return s[c * kPad + lane];
        else return B[lane + c * p.ldb];
      };
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
    __syncwarp();  // every lane is done with this copy of A (and B) before the next stage writes it
  }
  cp_async_wait<0>();
}

template <class D, bool LEFT, bool LOWER, int TR, int MODE> void launch_one(const Queue& q, const WarpParams<D>& p) {
  auto kernel = trmm_warp_kernel<D, LEFT, LOWER, TR, MODE>;
  const std::size_t smem = std::size_t(kWarps) * warp_words<D, LEFT, MODE>() * sizeof(D);
  batchlas::cuda::opt_in_shared(kernel, int64_t(smem), "cudaFuncSetAttribute(trmm_warp_kernel)");
  const unsigned grid = batchlas::cuda::grid_for(q, kernel, 32 * kWarps, smem, (p.batch + kWarps - 1) / kWarps);
  kernel<<<grid, 32 * kWarps, smem, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch("trmm_warp_kernel");
}

/// EXPERIMENT (session 44, branch only): BATCHLAS_TRMM_WARP_B = 0 (or unset), 1, 2 picks MODE.
template <class D, bool LEFT, bool LOWER, int TR> void launch(const Queue& q, const WarpParams<D>& p) {
  static const int mode = [] { const char* v = std::getenv("BATCHLAS_TRMM_WARP_B"); return v && v[0] >= '1' && v[0] <= '2' ? v[0] - '0' : 0; }();
  if (mode == 2) launch_one<D, LEFT, LOWER, TR, 2>(q, p);
  else if (mode == 1) launch_one<D, LEFT, LOWER, TR, 1>(q, p);
  else launch_one<D, LEFT, LOWER, TR, 0>(q, p);
}

}  // namespace

template <class T> std::string trmm_warp_why_not(const ops::TrmmArgs<T>& c) {
  return order32_why_not("trmm_warp", c.A, c.side == Side::Left ? c.n() : c.m());
}

template <class T> void run_trmm_warp(const Queue& q, const ops::TrmmArgs<T>& c) {
  if constexpr (std::is_same_v<T, std::complex<double>>) {
    throw std::logic_error("trmm_warp: complex<double> is not instantiated");
  } else {
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
}

#define BATCHLAS_TRMM_WARP_INSTANTIATE(T)                                     \
  template std::string trmm_warp_why_not<T>(const ops::TrmmArgs<T>&);         \
  template void run_trmm_warp<T>(const Queue&, const ops::TrmmArgs<T>&);
BATCHLAS_TRMM_WARP_INSTANTIATE(float)
BATCHLAS_TRMM_WARP_INSTANTIATE(double)
BATCHLAS_TRMM_WARP_INSTANTIATE(std::complex<float>)
BATCHLAS_TRMM_WARP_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_TRMM_WARP_INSTANTIATE

}  // namespace batchlas::kernels::tiny
