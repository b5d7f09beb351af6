// trmm at m = n = 32 on the FP64 tensor cores (contract and layout: trmm_mma.hh).
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
#include "kernels/tiny/mma_tiles.cuh"
#include "kernels/tiny/square_mma.cuh"
#include "kernels/tiny/trmm_dispatch.hh"
#include "kernels/tiny/trmm_mma.hh"
#include "kernels/tiny/warp_item.hh"

namespace batchlas::kernels::tiny {

namespace {

using level3::dev_t;
using mma_tiles::kN;
using mma_tiles::staged;
using mma_tiles::staged_t;
using mma_tiles::wide_t;
using mma_tiles::widen;
using square_mma::kSlot;
using square_mma::Params;

/// trmm as square_mma's operation, TA: 0 N, 1 T, 2 C. Each slot holds A, then B. Left: X =
/// op(A), Y = B (staged_t); Right: X = B (staged), Y = op(A). A is staged the way its reads want
/// (as gemm_mma's operands): read down its columns (Left N, Right T / C) staged, along its rows
/// staged_t. Only the 16-byte units that meet the stored triangle are copied; the rest of A's
/// slot holds whatever an earlier item left, never used: element reads outside the triangle give
/// 0 (and 1 on a Unit diagonal).
template <class S, bool LEFT, bool LOWER, int TA, bool UNIT> struct TrmmOps {
  using D = wide_t<S>;
  static constexpr bool kPrepare = false;
  static constexpr bool kAStaged = LEFT == (TA == 0);
  static constexpr bool kOpLower = LOWER == (TA == 0);  ///< op(A) lower triangular
  __device__ static __forceinline__ int a_at(int r, int c) { return kAStaged ? staged<S>(r, c) : staged_t<S>(r, c); }

  __device__ static __forceinline__ void load(const Params<S>& p, S* s, int64_t it, int tid) {
    square_mma::copy_units(s, p.A + it * p.sa, p.lda, tid, [](int r, int l) { return a_at(r, l); },
                           [](int r, int l) { return LOWER ? r + mma_tiles::kPer<S> - 1 >= l : r <= l; });
    square_mma::copy_units(s + kSlot, p.B + it * p.sb, p.ldb, tid,
                           [](int r, int l) { return LEFT ? staged_t<S>(r, l) : staged<S>(r, l); },
                           [](int, int) { return true; });
  }
  __device__ static __forceinline__ void prepare(S*, int) {}

  /// A(r, c) of the stored matrix as the triangular operand has it (conjugated for TA = C).
  __device__ static __forceinline__ D a(const S* s, int r, int c) {
    if (UNIT && r == c) return level3::one<D>();
    const D v = widen(square_mma::conj_if(s[a_at(r, c)], TA == 2));
    return (LOWER ? r >= c : r <= c) ? v : level3::zero<D>();
  }
  __device__ static __forceinline__ D x(const S* s, int i, int l) {
    if constexpr (LEFT) return TA == 0 ? a(s, i, l) : a(s, l, i);
    else return widen(s[kSlot + staged<S>(i, l)]);
  }
  __device__ static __forceinline__ D y(const S* s, int l, int j) {
    if constexpr (LEFT) return widen(s[kSlot + staged_t<S>(l, j)]);
    else return TA == 0 ? a(s, l, j) : a(s, j, l);
  }
  /// Whether a step meets op(A)'s triangle. Left: tile t's rows 16 t .. 16 t + 15 of op(A) against
  /// its columns 4 ks .. 4 ks + 3. Right: op(A)'s rows 4 ks .. 4 ks + 3 against warp w's columns
  /// 8 w .. 8 w + 7 (both tiles).
  __host__ __device__ static constexpr bool live(int t, int ks, int w) {
    if (LEFT) return kOpLower ? 16 * t + 15 >= 4 * ks : 16 * t <= 4 * ks + 3;
    return kOpLower ? 4 * ks + 3 >= 8 * w : 4 * ks <= 8 * w + 7;
  }
};

std::atomic<int64_t> g_calls{0};  ///< trmm_mma_calls()

}  // namespace

int64_t trmm_mma_calls() { return g_calls.load(); }

template <class T> std::string trmm_mma_why_not(const ops::TrmmArgs<T>& c) {
  if (c.m() != kN || c.n() != kN) return "trmm_mma: m and n are not 32";
  if (std::string why = order32_why_not("trmm_mma", c.A, kN); !why.empty()) return why;
  if (std::string why = aligned_why_not("trmm_mma", "B", c.B); !why.empty()) return why;
  return aligned_why_not("trmm_mma", "C", c.C);
}

template <class T> bool trmm_mma_route(const Queue& q, const ops::TrmmArgs<T>& c) {
  return settings().trmm_mma.value_or(trmm_mma_by_default<T>(c.side, c.transa)) && trmm_mma_why_not(c).empty() &&
         square_mma::device_why_not<T>("trmm_mma", q).empty();
}

template <class T> void run_trmm_mma(const Queue& q, const ops::TrmmArgs<T>& c) {
  g_calls.fetch_add(1);
  using S = dev_t<T>;
  const Params<S> p = trmm_dispatch::params<T>(c);
  trmm_dispatch::for_flags<T>(c, [&](auto left, auto lower, auto ta, auto unit) {
    constexpr bool L = decltype(left)::value, LO = decltype(lower)::value, U = decltype(unit)::value;
    constexpr int TA = decltype(ta)::value;
    square_mma::launch<S, TrmmOps<S, L, LO, TA, U>>(q, p, "trmm_mma_kernel");
  });
}

#define BATCHLAS_TRMM_MMA_INSTANTIATE(T)                              \
  template std::string trmm_mma_why_not<T>(const ops::TrmmArgs<T>&); \
  template bool trmm_mma_route<T>(const Queue&, const ops::TrmmArgs<T>&); \
  template void run_trmm_mma<T>(const Queue&, const ops::TrmmArgs<T>&);
BATCHLAS_TRMM_MMA_INSTANTIATE(float)
BATCHLAS_TRMM_MMA_INSTANTIATE(double)
BATCHLAS_TRMM_MMA_INSTANTIATE(std::complex<float>)
BATCHLAS_TRMM_MMA_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_TRMM_MMA_INSTANTIATE

}  // namespace batchlas::kernels::tiny
