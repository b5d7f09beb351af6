// trmm at m = n = 16 on the FP64 tensor cores (contract: trmm16_mma.hh; the kernel: square16_mma.cuh).
#include <cuda_runtime.h>

#include <atomic>
#include <complex>
#include <cstdint>
#include <type_traits>

#include "batchlas/settings.hh"
#include "kernels/level3/arith.cuh"
#include "kernels/tiny/mma_tiles.cuh"
#include "kernels/tiny/square16_mma.cuh"
#include "kernels/tiny/square_mma.cuh"
#include "kernels/tiny/trmm_dispatch.hh"
#include "kernels/tiny/tiny.hh"
#include "kernels/tiny/trmm16_mma.hh"

namespace batchlas::kernels::tiny {

namespace {

using level3::dev_t;
using mma_tiles::wide_t;
using mma_tiles::widen;
using square16_mma::kSlot;
using square16_mma::staged;
using square16_mma::staged_t;

/// trmm as square16_mma's operation, TA: 0 N, 1 T, 2 C. A slot holds A, then B. Left: X = op(A),
/// Y = B (staged_t); Right: X = B (staged), Y = op(A). A is staged the way its reads want: read
/// down its columns (Left N, Right T / C) staged, along its rows staged_t. Only the units that
/// meet the stored triangle are copied; the rest of A's slot holds whatever an earlier item
/// left, never used.
template <class S, bool LEFT, bool LOWER, int TA, bool UNIT> struct Trmm16Ops {
  using D = wide_t<S>;
  static constexpr bool kReadsC = false;
  static constexpr bool kAStaged = LEFT == (TA == 0);
  __device__ static __forceinline__ int a_at(int r, int c) { return kAStaged ? staged<S>(r, c) : staged_t<S>(r, c); }
  __device__ static __forceinline__ void load(const square_mma::Params<S>& p, S* s, int64_t it, int lane) {
    square16_mma::copy_pair(
        s, p.A + it * p.sa, p.lda, [](int r, int l) { return a_at(r, l); },
        [](int r, int l) { return LOWER ? r + square16_mma::kPer<S> - 1 >= l : r <= l; }, p.B + it * p.sb, p.ldb,
        [](int r, int l) { return LEFT ? staged_t<S>(r, l) : staged<S>(r, l); }, lane);
  }
  /// A(r, c) as the triangular operand has it (conjugated for TA = C; 0 outside the triangle).
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
};

std::atomic<int64_t> g_calls{0};  ///< trmm16_mma_calls()

}  // namespace

int64_t trmm16_mma_calls() { return g_calls.load(); }

template <class T> std::string trmm16_mma_why_not(const ops::TrmmArgs<T>& c) {
  return square16_mma::why_not("trmm16_mma", c);
}

template <class T> bool trmm16_mma_route(const Queue& q, const ops::TrmmArgs<T>& c) {
  return settings().trmm_mma.value_or(kTrmm16MmaByDefault<T>) && trmm16_mma_why_not(c).empty() &&
         square16_mma::device_why_not<T>("trmm16_mma", q).empty();
}

template <class T> void run_trmm16_mma(const Queue& q, const ops::TrmmArgs<T>& c) {
  g_calls.fetch_add(1);
  using S = dev_t<T>;
  const square_mma::Params<S> p = trmm_dispatch::params<T>(c);
  trmm_dispatch::for_flags<T>(c, [&](auto left, auto lower, auto ta, auto unit) {
    constexpr bool L = decltype(left)::value, LO = decltype(lower)::value, U = decltype(unit)::value;
    constexpr int TA = decltype(ta)::value;
    square16_mma::launch<S, Trmm16Ops<S, L, LO, TA, U>>(q, p, "trmm16_mma_kernel");
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
