// symm / hemm on a warp per item, A of order 32 (design and contract: symm_warp.hh).
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
#include "kernels/tiny/symm_warp.hh"
#include "kernels/tiny/warp_column.cuh"
#include "kernels/tiny/warp_item.hh"

namespace batchlas::kernels::tiny {

namespace {

using level3::add;
using level3::dev_t;
using level3::mac;
using level3::mul;
using level3::real_only;
using level3::to_dev;
using level3::zero;
using warp_item::kOrder;
using warp_item::kPad;
using warp_item::load_column;

constexpr int kWarps = 4;  ///< warps (items in flight) per block

template <class D> struct SymmWarpParams {
  const D* A;
  int64_t lda, sa;
  const D* B;
  int64_t ldb, sb;
  D* C;
  int64_t ldc, sc;
  int64_t batch;
  int lanes;  ///< Left: C's columns (n); Right: C's rows (m); 1..32
  bool beta_zero;
  D alpha, beta;
};

/// y := S x for the lane's x (x(c) returns element c), S the full symmetric / Hermitian matrix
/// of A's stored triangle, written to y[0..31] (this lane's shared slots).
/// Left (C = A B) needs y = A x; Right (C = B A, the lane's row x^T) needs y = A^T x, which for
/// Hermitian A is conj(A) x. Stored column c holds A(r, c) for r in the triangle; its mirror
/// element A(c, r) is the same value, conjugated for hemm. Pass 1 scatters column c into the
/// accumulators of its rows (y_r += A(r, c) x_c, the diagonal once); pass 2 gathers the strict
/// triangle of column c into y_c (y_c += A(c, r) x_r). Left conjugates in pass 2, Right in pass 1.
/// col(c) locates column c of A (piece q at col(c) + q * V); NC1: pass 1 reads it by the
/// read-only path (global A only: the staged form reads shared memory).
template <class D, bool LOWER, bool CJ1, bool CJ2, bool HERM, bool NC1, class X, class Col>
__device__ __forceinline__ void symmetric_product(D* y, X&& x, Col&& col) {
  {
    D acc[kOrder];
#pragma unroll
    for (int r = 0; r < kOrder; ++r) acc[r] = zero<D>();
#pragma unroll
    for (int c = 0; c < kOrder; ++c) {
      const int lo = LOWER ? c : 0, hi = LOWER ? kOrder - 1 : c;
      D a[kOrder];
      load_column<D, NC1>(a, col(c), lo, hi);
      const D xc = x(c);
#pragma unroll
      for (int r = 0; r < kOrder; ++r) {
        if (r < lo || r > hi) continue;
        // The diagonal: hemm reads its real part only (the reference BLAS), so conjugating
        // it (CJ1) changes nothing.
        const D arc = r == c && HERM ? real_only(a[r]) : a[r];
        acc[r] = mac<CJ1>(acc[r], xc, arc);
      }
    }
#pragma unroll
    for (int r = 0; r < kOrder; ++r) y[r] = acc[r];
  }
  // Pass 2 reads A again by plain loads after a compiler barrier (load_column's NC: __ldg's
  // values would be kept from pass 1 instead, and spill).
  asm volatile("" ::: "memory");
  D xs[kOrder];
#pragma unroll
  for (int r = 0; r < kOrder; ++r) xs[r] = x(r);
#pragma unroll
  for (int c = 0; c < kOrder; ++c) {
    const int lo = LOWER ? c + 1 : 0, hi = LOWER ? kOrder - 1 : c - 1;
    if (lo > hi) continue;
    D a[kOrder];
    load_column<D, false>(a, col(c), lo, hi);
    D g = zero<D>();
#pragma unroll
    for (int r = 0; r < kOrder; ++r) {
      if (r < lo || r > hi) continue;
      g = mac<CJ2>(g, xs[r], a[r]);
    }
    y[c] = add(y[c], g);
  }
}

/// C := alpha y + beta C for one element (C not read when beta is 0).
template <class D> __device__ __forceinline__ void update(D* c, D y, const SymmWarpParams<D>& p) {
  *c = p.beta_zero ? mul(p.alpha, y) : add(mul(p.alpha, y), mul(p.beta, *c));
}

/// Variants (an experiment of session 44, BATCHLAS_SYMM_WARP_B): MODE 0 reads A and B from
/// global memory (session 43's form, 0.44-0.59x the engine: each warp waited on its A); MODE 1
/// stages the next item's stored triangle (packed) and B by cp.async while computing this one.
/// Shared memory of one warp, in elements: y (32 x 33: lane j's result in its row of slots); x
/// (B's transpose: element (t, c) at c * kPad + t), Left only in MODE 0, two copies in MODE 1;
/// MODE 1 also two packed triangles.
template <class D, bool LEFT, int MODE> constexpr int warp_words() {
  return kOrder * kPad + (MODE == 1 ? 2 * kOrder * kPad + 2 * warp_item::triangle_words<D, true>() : (LEFT ? kOrder * kPad : 0));
}

/// Resident blocks the registers are budgeted for: at most 5 for float and 3 for the 8-byte
/// types (a lane keeps 32 elements live: its accumulators in pass 1, its x in pass 2), fewer
/// where the shared memory admits fewer (228 KB per SM, 1 KB reserved per block).
template <class D, bool LEFT, int MODE> constexpr int min_blocks() {
  constexpr int by_regs = sizeof(D) == 4 ? 5 : 3;
  constexpr int by_smem = (228 * 1024) / (kWarps * warp_words<D, LEFT, MODE>() * int(sizeof(D)) + 1024);
  return by_regs < by_smem ? by_regs : by_smem;
}

template <class D, bool LEFT, bool LOWER, bool HERM, int MODE>
__global__ void __launch_bounds__(32 * kWarps, min_blocks<D, LEFT, MODE>()) symm_warp_kernel(const SymmWarpParams<D> p) {
  constexpr bool STAGED = MODE == 1;
  constexpr int kA = warp_item::triangle_words<D, true>(), kX = kOrder * kPad;
  extern __shared__ __align__(16) unsigned char raw[];
  const int lane = int(threadIdx.x) & 31, w = int(threadIdx.x) >> 5;
  // Per warp: [A's two packed copies (STAGED)] y, x [, x's second copy (STAGED)].
  D* const base = reinterpret_cast<D*>(raw) + w * warp_words<D, LEFT, MODE>();
  D* const a_s = base;                         // STAGED only
  D* const y_s = base + (STAGED ? 2 * kA : 0);
  D* const x0_s = y_s + kX;                    // Left, or STAGED
  D* const mine_y = y_s + lane * kPad;
  const int64_t nwarps = int64_t(gridDim.x) * kWarps;
  const bool mine = lane < p.lanes;  // Left: lane = column of C; Right: lane = row
  // B's rows and columns: Left 32 x n (lanes = n), Right m x 32 (lanes = m).
  const int b_rows = LEFT ? kOrder : p.lanes, b_cols = LEFT ? p.lanes : kOrder;
  auto stage = [&](int64_t it, int copy) {  // STAGED: item it's triangle and B into copy 0 / 1
    if (it < p.batch) {
      warp_item::stage_triangle<D, LOWER, true>(a_s + copy * kA, p.A + it * p.sa, p.lda, lane);
      warp_item::stage_rows(x0_s + copy * kX, p.B + it * p.sb, p.ldb, b_rows, b_cols, lane);
    }
    level3::cp_async_commit();
  };
  int64_t item = int64_t(blockIdx.x) * kWarps + w;
  if constexpr (STAGED) stage(item, 0);
  for (int cur = 0; item < p.batch; item += nwarps, cur ^= 1) {
    const D* B = p.B + item * p.sb;
    D* C = p.C + item * p.sc;
    D* const x_s = x0_s + (STAGED ? cur * kX : 0);
    if constexpr (STAGED) {
      stage(item + nwarps, cur ^ 1);
      level3::cp_async_wait<1>();  // this item's copies (this lane's)
      __syncwarp();                // ... and every lane's
    }
    const D* const A_s = a_s + cur * kA;
    const D* const A = p.A + item * p.sa;
    auto col = [&](int c) -> const D* {
      if constexpr (STAGED) return warp_item::staged_col<LOWER, true>(A_s, c);
      else return A + c * p.lda;
    };
    if constexpr (LEFT) {
      // B (32 x n) in: lane t reads row t of every column (coalesced) into x_s[c][t]; lane j
      // then works on column j, x_s[j][.]. This barrier orders this item's y_s writes after the
      // previous item's y_s reads by other lanes; the previous item's second barrier ordered
      // these x_s writes after its x_s reads. (STAGED: x_s is staged already.)
      if constexpr (!STAGED) {
        for (int c = 0; c < p.lanes; ++c) x_s[c * kPad + lane] = B[lane + c * p.ldb];
        __syncwarp();
      }
      const D* const mine_x = x_s + lane * kPad;
      if (mine) symmetric_product<D, LOWER, false, HERM, HERM, !STAGED>(mine_y, [&](int r) { return mine_x[r]; }, col);
      __syncwarp();
      // C out: lane t updates row t of every column (coalesced).
      for (int c = 0; c < p.lanes; ++c) update(&C[lane + c * p.ldc], y_s[c * kPad + lane], p);
    } else if (mine) {
      // Lane i's row of B: column l of the item is 32 consecutive rows over the warp (STAGED:
      // x_s[l][i]).
      auto x = [&](int l) -> D {
        if constexpr (STAGED) return x_s[l * kPad + lane];
        else return B[lane + l * p.ldb];
      };
      symmetric_product<D, LOWER, HERM, false, HERM, !STAGED>(mine_y, x, col);
#pragma unroll 8
      for (int j = 0; j < kOrder; ++j) update(&C[lane + j * p.ldc], mine_y[j], p);
    }
    // STAGED: every lane is done with this item's copies before the next stage overwrites them.
    if constexpr (STAGED) __syncwarp();
  }
  if constexpr (STAGED) level3::cp_async_wait<0>();
}

template <class D, bool LEFT, bool LOWER, bool HERM, int MODE> void launch_one(const Queue& q, const SymmWarpParams<D>& p) {
  auto kernel = symm_warp_kernel<D, LEFT, LOWER, HERM, MODE>;
  const std::size_t smem = std::size_t(kWarps) * warp_words<D, LEFT, MODE>() * sizeof(D);
  // The 8-byte types' Left blocks take 67.5 KB, past the 48 KB default (helper-79 found every
  // such launch failing, session 43). Before grid_for: its occupancy query needs the opt-in.
  batchlas::cuda::opt_in_shared(kernel, int64_t(smem), "cudaFuncSetAttribute(symm_warp_kernel)");
  const unsigned grid = batchlas::cuda::grid_for(q, kernel, 32 * kWarps, smem, (p.batch + kWarps - 1) / kWarps);
  kernel<<<grid, 32 * kWarps, smem, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch("symm_warp_kernel");
}

/// EXPERIMENT (session 44, branch only): BATCHLAS_SYMM_WARP_B=1 picks MODE 1.
template <class D, bool LEFT, bool LOWER, bool HERM> void launch(const Queue& q, const SymmWarpParams<D>& p) {
  static const bool staged = [] { const char* v = std::getenv("BATCHLAS_SYMM_WARP_B"); return v && v[0] == '1'; }();
  if (staged) launch_one<D, LEFT, LOWER, HERM, 1>(q, p);
  else launch_one<D, LEFT, LOWER, HERM, 0>(q, p);
}

}  // namespace

template <class T> std::string symm_warp_why_not(const ops::SymmArgs<T>& c) {
  return order32_why_not("symm_warp", c.A, c.side == Side::Left ? c.n() : c.m());
}

template <class T> void run_symm_warp(const Queue& q, const ops::SymmArgs<T>& c) {
  if constexpr (std::is_same_v<T, std::complex<double>>) {
    throw std::logic_error("symm_warp: complex<double> is not instantiated");
  } else {
    using D = dev_t<T>;
    const bool left = c.side == Side::Left;
    SymmWarpParams<D> p{reinterpret_cast<const D*>(c.A.data), c.A.ld, c.A.stride,
                        reinterpret_cast<const D*>(c.B.data), c.B.ld, c.B.stride,
                        reinterpret_cast<D*>(c.C.data),       c.C.ld, c.C.stride,
                        c.C.batch, int(left ? c.n() : c.m()), c.beta == T(0), to_dev(c.alpha), to_dev(c.beta)};
    const bool lower = c.uplo == Uplo::Lower;
    auto go = [&](auto herm_) {
      constexpr bool H = decltype(herm_)::value && level3::is_cplx<D>;
      if (left) lower ? launch<D, true, true, H>(q, p) : launch<D, true, false, H>(q, p);
      else lower ? launch<D, false, true, H>(q, p) : launch<D, false, false, H>(q, p);
    };
    if (c.hermitian && level3::is_cplx<D>) go(std::true_type{});
    else go(std::false_type{});
  }
}

#define BATCHLAS_SYMM_WARP_INSTANTIATE(T)                                      \
  template std::string symm_warp_why_not<T>(const ops::SymmArgs<T>&);         \
  template void run_symm_warp<T>(const Queue&, const ops::SymmArgs<T>&);
BATCHLAS_SYMM_WARP_INSTANTIATE(float)
BATCHLAS_SYMM_WARP_INSTANTIATE(double)
BATCHLAS_SYMM_WARP_INSTANTIATE(std::complex<float>)
BATCHLAS_SYMM_WARP_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_SYMM_WARP_INSTANTIATE

}  // namespace batchlas::kernels::tiny
