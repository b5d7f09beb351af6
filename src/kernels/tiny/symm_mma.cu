// symm / hemm of double and complex<double> at m = n = 32 on the FP64 tensor cores (contract and
// layout: symm_mma.hh).
#include <cuda_runtime.h>

#include <atomic>
#include <complex>
#include <cstdint>
#include <stdexcept>
#include <type_traits>

#include "batchlas/settings.hh"
#include "core/cuda/check.hh"
#include "core/cuda/occupancy.hh"
#include "core/queue_impl.hh"
#include "kernels/level3/arith.cuh"
#include "kernels/level3/staging.cuh"
#include "kernels/tiny/mma_tiles.cuh"
#include "kernels/tiny/symm_mma.hh"
#include "kernels/tiny/warp_item.hh"

namespace batchlas::kernels::tiny {

namespace {

using level3::add;
using level3::dev_t;
using level3::mul;
using mma_tiles::Acc;
using mma_tiles::acc_at;
using mma_tiles::kN;
using mma_tiles::kPer;
using mma_tiles::kUnits;
using mma_tiles::Mma;
using mma_tiles::staged;
using mma_tiles::staged_t;

constexpr int kWarps = 4;  ///< one 8-column block of C each
constexpr int kThreads = 32 * kWarps;
constexpr int kSlot = kN * kN;  ///< elements of one staged matrix

template <class D> struct SymmParams {
  const D* A;
  int64_t lda, sa;
  const D* B;
  int64_t ldb, sb;
  D* C;
  int64_t ldc, sc, batch;
  D alpha, beta;
  bool beta_zero;
};

/// Item slots in the ring: complex<double> 2 (64 KB a block: A and B 16 KB each a slot, three
/// blocks an SM), double 3 (48 KB).
template <class D> constexpr int kSlots = level3::is_cplx<D> ? 2 : 3;
template <class D> constexpr int kBytes = kSlots<D> * 2 * kSlot * int(sizeof(D));

/// Each slot holds A (staged: read as A fragments, and on the Right as B fragments through its
/// symmetry) then B (Left: B fragments, staged_t; Right: A fragments, staged). Per item: the
/// stored triangle of A and all of B by cp.async (the triangle by whole 16-byte units: double's
/// odd columns take one element of the other triangle, overwritten by the mirror), the other
/// triangle mirrored (conjugated for hemm, whose diagonal's imaginary part is zeroed), then
/// warp w sums C's columns 8 w .. 8 w + 7 as row blocks 0-1 and 2-3.
template <class D, bool LEFT, bool LOWER, bool HERM>
__global__ void __launch_bounds__(kThreads) symm_mma_kernel(const SymmParams<D> p) {
  constexpr int NS = kSlots<D>;
  extern __shared__ uint4 smem_u4[];
  D* const smem = reinterpret_cast<D*>(smem_u4);
  const int tid = int(threadIdx.x), lane = tid % 32, w = tid / 32, g = lane / 4, q4 = lane % 4;

  auto load = [&](int64_t it, int slot) {
    D* const a_s = smem + slot * 2 * kSlot;
    const D* A = p.A + it * p.sa;
    for (int x = tid; x < kN * kUnits<D>; x += kThreads) {
      const int l = x / kUnits<D>, r = x % kUnits<D> * kPer<D>;
      if (LOWER ? r + kPer<D> - 1 >= l : r <= l) level3::cp_async<16>(a_s + staged<D>(r, l), A + l * p.lda + r, 16);
    }
    const D* B = p.B + it * p.sb;
    for (int x = tid; x < kN * kUnits<D>; x += kThreads) {
      const int l = x / kUnits<D>, r = x % kUnits<D> * kPer<D>;
      level3::cp_async<16>(a_s + kSlot + (LEFT ? staged_t<D>(r, l) : staged<D>(r, l)), B + l * p.ldb + r, 16);
    }
  };

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
    D* const C = p.C + it * p.sc + int64_t(8 * w + 2 * q4) * p.ldc + g;  // (g, 8 w + 2 q4)
    D old[2][2][2];                                                       // [tile][top/bottom][q]
    if (!p.beta_zero) {
#pragma unroll
      for (int t = 0; t < 2; ++t)
#pragma unroll
        for (int h = 0; h < 2; ++h)
#pragma unroll
          for (int q = 0; q < 2; ++q) old[t][h][q] = C[8 * (2 * t + h) + q * p.ldc];
    }
    D* const a_s = smem + slot * 2 * kSlot;
    const D* const b_s = a_s + kSlot;
    // The other triangle of A from the stored one (reads and writes disjoint).
    for (int x = tid; x < kSlot; x += kThreads) {
      const int r = x % kN, c = x / kN;
      if (LOWER ? r < c : r > c) {
        const D v = a_s[staged<D>(c, r)];
        a_s[staged<D>(r, c)] = HERM ? level3::conj(v) : v;
      } else if (HERM && r == c) {
        a_s[staged<D>(r, c)] = level3::real_only(a_s[staged<D>(r, c)]);
      }
    }
    __syncthreads();
    typename Acc<D>::type acc[2] = {};
#pragma unroll
    for (int ks = 0; ks < kN / 4; ++ks) {
      const int l = 4 * ks + q4, j = 8 * w + g;
      // Left: P = A B, A fragments from A, B's from B; Right: P = B A, A fragments from B, B's
      // are A(l, j) = A(j, l) (conjugated for hemm: Mma's CJ).
      const D* const fa = LEFT ? a_s : b_s;
      D a[4];
#pragma unroll
      for (int b = 0; b < 4; ++b) a[b] = fa[staged<D>(8 * b + g, l)];
      const D bf = LEFT ? b_s[staged_t<D>(l, j)] : a_s[staged<D>(j, l)];
      Mma<!LEFT && HERM>::step(acc[0], a[0], a[1], bf);
      Mma<!LEFT && HERM>::step(acc[1], a[2], a[3], bf);
    }
#pragma unroll
    for (int t = 0; t < 2; ++t)
#pragma unroll
      for (int h = 0; h < 2; ++h)
#pragma unroll
        for (int q = 0; q < 2; ++q) {
          D v = mul(p.alpha, acc_at<D>(acc[t], h, q));
          if (!p.beta_zero) v = add(v, mul(p.beta, old[t][h][q]));
          C[8 * (2 * t + h) + q * p.ldc] = v;
        }
    slot = slot + 1 == NS ? 0 : slot + 1;
  }
  level3::cp_async_wait<0>();
}

template <class D, bool LEFT, bool LOWER, bool HERM> void launch(const Queue& q, const SymmParams<D>& p) {
  auto kernel = symm_mma_kernel<D, LEFT, LOWER, HERM>;
  constexpr std::size_t smem = kBytes<D>;
  batchlas::cuda::opt_in_shared(kernel, int64_t(smem), "cudaFuncSetAttribute(symm_mma_kernel)");
  const unsigned grid = batchlas::cuda::grid_for(q, kernel, kThreads, smem, p.batch);
  kernel<<<grid, kThreads, smem, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch("symm_mma_kernel");
}

std::atomic<int64_t> g_calls{0};  ///< symm_mma_calls()

template <class T> constexpr bool kF64 = std::is_same_v<T, double> || std::is_same_v<T, std::complex<double>>;

}  // namespace

int64_t symm_mma_calls() { return g_calls.load(); }

template <class T> std::string symm_mma_why_not(const ops::SymmArgs<T>& c) {
  if (!kF64<T>) return "symm_mma: double and complex<double> only";
  if (c.m() != kN || c.n() != kN) return "symm_mma: m and n are not 32";
  if (std::string why = order32_why_not("symm_mma", c.A, kN); !why.empty()) return why;
  if (!columns_aligned(c.B.data, c.B.ld, c.B.stride, int64_t(sizeof(T)), 16)) return "symm_mma: B's columns do not start on 16 bytes";
  if (!columns_aligned(c.C.data, c.C.ld, c.C.stride, int64_t(sizeof(T)), 16)) return "symm_mma: C's columns do not start on 16 bytes";
  return "";
}

template <class T> std::string symm_mma_device_why_not(const Queue& q) {
  if constexpr (!kF64<T>) {
    (void)q;
    return "symm_mma: double and complex<double> only";
  } else {
    return block_bytes_why_not("symm_mma", kBytes<dev_t<T>>, q.impl().info.max_shared_per_block);
  }
}

/// By default wherever the gates allow: measured at m = n = 32 against the route it replaces
/// (symm_warp for double, the staged engine for complex<double>), two rounds on an H100
/// (docs/bench/2026-12-05-s47/call4/ab.txt): complex<double> symm 1.17-1.19x, hemm 1.21-1.25x
/// (0.91-0.94 of the copy bandwidth against 0.71-0.79), double symm 1.02-1.07x (0.91-0.93).
template <class T> bool symm_mma_route(const Queue& q, const ops::SymmArgs<T>& c) {
  return settings().symm_mma.value_or(true) && symm_mma_why_not(c).empty() && symm_mma_device_why_not<T>(q).empty();
}

template <class T> void run_symm_mma(const Queue& q, const ops::SymmArgs<T>& c) {
  if constexpr (!kF64<T>) {
    (void)q, (void)c;
    throw std::logic_error("tiny: symm_mma takes double and complex<double> only");
  } else {
    g_calls.fetch_add(1);
    using D = dev_t<T>;
    const SymmParams<D> p{reinterpret_cast<const D*>(c.A.data), c.A.ld, c.A.stride,
                          reinterpret_cast<const D*>(c.B.data), c.B.ld, c.B.stride,
                          reinterpret_cast<D*>(c.C.data),       c.C.ld, c.C.stride,
                          c.C.batch, level3::to_dev(c.alpha), level3::to_dev(c.beta), c.beta == T(0)};
    auto go = [&](auto left_, auto lower_) {
      constexpr bool L = decltype(left_)::value, LO = decltype(lower_)::value;
      if constexpr (std::is_same_v<T, std::complex<double>>) {
        if (c.hermitian) return launch<D, L, LO, true>(q, p);
      }
      launch<D, L, LO, false>(q, p);
    };
    using yes = std::true_type;
    using no = std::false_type;
    const bool lower = c.uplo == Uplo::Lower;
    if (c.side == Side::Left) lower ? go(yes{}, yes{}) : go(yes{}, no{});
    else lower ? go(no{}, yes{}) : go(no{}, no{});
  }
}

#define BATCHLAS_SYMM_MMA_INSTANTIATE(T)                                \
  template std::string symm_mma_why_not<T>(const ops::SymmArgs<T>&);   \
  template std::string symm_mma_device_why_not<T>(const Queue&);       \
  template void run_symm_mma<T>(const Queue&, const ops::SymmArgs<T>&);  \
  template bool symm_mma_route<T>(const Queue&, const ops::SymmArgs<T>&);
BATCHLAS_SYMM_MMA_INSTANTIATE(float)
BATCHLAS_SYMM_MMA_INSTANTIATE(double)
BATCHLAS_SYMM_MMA_INSTANTIATE(std::complex<float>)
BATCHLAS_SYMM_MMA_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_SYMM_MMA_INSTANTIATE

}  // namespace batchlas::kernels::tiny
