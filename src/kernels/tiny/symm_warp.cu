// symm / hemm on a warp per item, A of order 32 (design and contract: symm_warp.hh).
#include <cuda_runtime.h>

#include <atomic>
#include <complex>
#include <cstdint>
#include <string>
#include <stdexcept>
#include <type_traits>

#include "core/queue_impl.hh"
#include "kernels/level3/arith.cuh"
#include "kernels/level3/staging.cuh"  // cp_async_commit, cp_async_wait
#include "kernels/tiny/symm_warp.hh"
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
using level3::real_only;
using level3::to_dev;
using level3::zero;
using warp_item::kOrder;
using warp_item::kPad;
using warp_item::load_column;
using warp_item::stage_rows;
using warp_item::stage_triangle;

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

/// Warps (items in flight) per block: float 4 (52,224 bytes, 4 blocks and 16 warps per SM), the
/// 8-byte types 2 (51,200 bytes, 4 blocks and 8 warps per SM): the shared memory bounds
/// residency (float's 16 warps at 128 registers fill the register file too).
template <class D> constexpr int warps() { return sizeof(D) == 4 ? 4 : 2; }

/// Shared memory of one warp, in elements: two copies of A's stored triangle, packed (this item
/// and the next); B (32 x 33, element (t, c) at c * kPad + t); this item's C in the same layout
/// (staged while pass 1 runs, the results accumulated there, written out coalesced). B has one
/// copy: the next item's B is staged once every lane holds this item's in registers (pass 2).
/// (Session 45 call 2, H100: with two copies of B, 12 float warps and 6 8-byte warps per SM
/// issued 0.54 and 0.45 instructions per scheduler cycle: latency-bound.)
template <class D> constexpr int warp_words() { return 2 * warp_item::triangle_words<D>() + 2 * kOrder * kPad; }
template <class D> constexpr int64_t block_bytes() { return int64_t(warps<D>()) * warp_words<D>() * int64_t(sizeof(D)); }
// A's packed copies take 16-byte cp.async pieces: every warp's buffer starts on 16 bytes of the
// block's 16-byte aligned dynamic shared memory (each copy does too: warp_column.cuh).
static_assert(warp_words<float>() * 4 % 16 == 0 && warp_words<double>() * 8 % 16 == 0, "warp buffers on 16 bytes");

/// Resident blocks the registers are budgeted for: as many as the shared memory admits (228 KB
/// per SM, 1 KB reserved per block), 4 for every type.
template <class D> constexpr int min_blocks() { return int((228 * 1024) / (block_bytes<D>() + 1024)); }
static_assert(min_blocks<float>() == 4 && min_blocks<double>() == 4, "4 blocks per SM");

/// y := alpha S x + beta y over the lane's slots (slot(r): its element r of C, staged), S the
/// full symmetric / Hermitian matrix of A's stored triangle, x(c) the lane's element c of B.
/// Left (C = A B) needs S x; Right (C = B A, the lane's row x^T) needs S^T x, which for
/// Hermitian A is conj(S) x. Stored column c holds A(r, c) for r in the triangle; its mirror
/// element A(c, r) is the same value, conjugated for hemm. Pass 1 scatters column c into the 32
/// accumulators of its rows (the diagonal once) and folds them into the slots; pass 2 gathers
/// the strict triangle of column c into slot c. Left conjugates in pass 2, Right in pass 1.
/// Every lane calls this (the warp meets twice: `ready` waits for C before the fold,
/// `release` frees B's buffer once every lane holds its x in registers); only `mine` lanes
/// compute. col(c): column c of A's packed copy.
template <class D, bool LEFT, bool LOWER, bool HERM, class X, class Slot, class Col, class Ready, class Release>
__device__ __forceinline__ void symmetric_product(bool mine, X&& x, Slot&& slot, Col&& col, Ready&& ready,
                                                  Release&& release, const SymmWarpParams<D>& p) {
  constexpr bool CJ1 = HERM && !LEFT, CJ2 = HERM && LEFT;  // which pass conjugates A
  {
    D acc[kOrder];
#pragma unroll
    for (int r = 0; r < kOrder; ++r) acc[r] = zero<D>();
    if (mine) {
#pragma unroll
      for (int c = 0; c < kOrder; ++c) {
        const int lo = LOWER ? c : 0, hi = LOWER ? kOrder - 1 : c;
        D a[kOrder];
        load_column(a, col(c), lo, hi);
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
    }
    ready();
    if (mine) {
#pragma unroll
      for (int r = 0; r < kOrder; ++r) {
        D* const y = slot(r);
        *y = p.beta_zero ? mul(p.alpha, acc[r]) : add(mul(p.alpha, acc[r]), mul(p.beta, *y));
      }
    }
  }
  D xs[kOrder];
#pragma unroll
  for (int r = 0; r < kOrder; ++r) xs[r] = mine ? x(r) : zero<D>();
  release();
  if (!mine) return;
#pragma unroll
  for (int c = 0; c < kOrder; ++c) {
    const int lo = LOWER ? c + 1 : 0, hi = LOWER ? kOrder - 1 : c - 1;
    if (lo > hi) continue;
    D a[kOrder];
    load_column(a, col(c), lo, hi);
    // Two chains, even and odd rows: one chain of up to 32 dependent complex MACs left
    // complex<float> below the engine (H200, session 46: two chains 1.05-1.11x the one-chain
    // form for complex<float>, 1.02-1.03x for double, 1.00x for float).
    D g[2] = {zero<D>(), zero<D>()};
#pragma unroll
    for (int r = 0; r < kOrder; ++r) {
      if (r < lo || r > hi) continue;
      g[r & 1] = mac<CJ2>(g[r & 1], xs[r], a[r]);
    }
    D* const y = slot(c);
    *y = add(*y, mul(p.alpha, add(g[0], g[1])));
  }
}

template <class D, bool LEFT, bool LOWER, bool HERM>
__global__ void __launch_bounds__(32 * warps<D>(), min_blocks<D>()) symm_warp_kernel(const SymmWarpParams<D> p) {
  constexpr int kA = warp_item::triangle_words<D>(), kX = kOrder * kPad, kW = warps<D>();
  extern __shared__ __align__(16) unsigned char raw[];
  const int lane = int(threadIdx.x) & 31, w = int(threadIdx.x) >> 5;
  D* const a_s = reinterpret_cast<D*>(raw) + w * warp_words<D>();  // A's two packed copies
  D* const x_s = a_s + 2 * kA;                                      // B
  D* const c_s = x_s + kX;                                          // this item's C
  const int64_t nwarps = int64_t(gridDim.x) * kW;
  const bool mine = lane < p.lanes;  // Left: lane = column of C; Right: lane = row
  // B's and C's rows and columns: Left 32 x n (lanes = n), Right m x 32 (lanes = m).
  const int rows = LEFT ? kOrder : p.lanes, cols = LEFT ? p.lanes : kOrder;
  // Operands by cp.async (no register holds them in flight). Per item i the warp commits, in
  // this order: C_i and A_{i+1} at the top, B_{i+1} in the middle (release); A_0 and B_0 share
  // the prologue's group. At the top, wait<2> leaves only C_i and A_{i+1} pending (A_i and B_i
  // done); at `ready`, wait<1> leaves only A_{i+1} (C_i done).
  auto stage_a = [&](int64_t it, int copy) {
    if (it < p.batch) stage_triangle<D, LOWER>(a_s + copy * kA, p.A + it * p.sa, p.lda, lane);
  };
  auto stage_b = [&](int64_t it) {
    if (it < p.batch) stage_rows<true>(x_s, p.B + it * p.sb, p.ldb, rows, cols, lane);
  };
  int64_t item = int64_t(blockIdx.x) * kW + w;
  stage_a(item, 0);
  stage_b(item);
  cp_async_commit();
  for (int cur = 0; item < p.batch; item += nwarps, cur ^= 1) {
    D* const C = p.C + item * p.sc;
    // This item's C, in flight during pass 1 (session 44: reading it in the epilogue, a DRAM
    // round trip per column, ran 0.31-0.53x the staged engine).
    if (!p.beta_zero) stage_rows<true>(c_s, C, p.ldc, rows, cols, lane);
    cp_async_commit();
    stage_a(item + nwarps, cur ^ 1);
    cp_async_commit();
    cp_async_wait<2>();  // A_i and B_i (this lane's copies)
    __syncwarp();        // ... and every lane's
    const D* const A = a_s + cur * kA;
    auto col = [&](int c) { return warp_item::staged_col<LOWER>(A, c); };
    auto ready = [] { cp_async_wait<1>(); __syncwarp(); };  // C_i, every lane's rows
    auto release = [&] {  // every lane holds its x: B_{i+1} into B's buffer
      __syncwarp();
      stage_b(item + nwarps);
      cp_async_commit();
    };
    if constexpr (LEFT) {
      // Lane j: column j of B and of C, x_s[j][.] and c_s[j][.].
      symmetric_product<D, true, LOWER, HERM>(
          mine, [&](int r) { return x_s[lane * kPad + r]; }, [&](int r) { return c_s + lane * kPad + r; }, col, ready,
          release, p);
    } else {
      // Lane i: row i of B and of C, x_s[.][i] and c_s[.][i].
      symmetric_product<D, false, LOWER, HERM>(
          mine, [&](int r) { return x_s[r * kPad + lane]; }, [&](int r) { return c_s + r * kPad + lane; }, col, ready,
          release, p);
    }
    __syncwarp();
    // C out: lane t stores row t of every column (coalesced).
    warp_item::store_rows(C, p.ldc, c_s, rows, cols, lane);
    __syncwarp();  // every lane is done with C's slots and A_i before the next stages overwrite them
  }
  cp_async_wait<0>();
}

template <class D, bool LEFT, bool LOWER, bool HERM> void launch(const Queue& q, const SymmWarpParams<D>& p) {
  warp_item::launch_warps(q, symm_warp_kernel<D, LEFT, LOWER, HERM>, warps<D>(), block_bytes<D>(), p.batch, p,
                          "symm_warp_kernel");
}

std::atomic<int64_t> g_calls{0};  ///< symm_warp_calls()

}  // namespace

template <class T> std::string symm_warp_why_not(const ops::SymmArgs<T>& c) {
  if (std::is_same_v<T, std::complex<double>>) return "symm_warp: complex<double> is not instantiated";
  return order32_why_not("symm_warp", c.A, c.side == Side::Left ? c.n() : c.m());
}

int64_t symm_warp_calls() { return g_calls.load(); }

template <class T> std::string symm_warp_device_why_not(const Queue& q) {
  if constexpr (std::is_same_v<T, std::complex<double>>) {
    return "symm_warp: complex<double> is not instantiated";
  } else {
    return block_bytes_why_not("symm_warp", block_bytes<dev_t<T>>(), q.impl().info.max_shared_per_block);
  }
}

template <class T> void run_symm_warp(const Queue& q, const ops::SymmArgs<T>& c) {
  if constexpr (std::is_same_v<T, std::complex<double>>) {
    throw std::logic_error("symm_warp: complex<double> is not instantiated");
  } else {
    g_calls.fetch_add(1);
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
  template std::string symm_warp_device_why_not<T>(const Queue&);             \
  template void run_symm_warp<T>(const Queue&, const ops::SymmArgs<T>&);
BATCHLAS_SYMM_WARP_INSTANTIATE(float)
BATCHLAS_SYMM_WARP_INSTANTIATE(double)
BATCHLAS_SYMM_WARP_INSTANTIATE(std::complex<float>)
BATCHLAS_SYMM_WARP_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_SYMM_WARP_INSTANTIATE

}  // namespace batchlas::kernels::tiny
