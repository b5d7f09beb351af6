// symm / hemm at m = n = 16 on the FP64 tensor cores (contract: symm16_mma.hh).
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
#include "kernels/tiny/symm16_mma.hh"
#include "kernels/tiny/tiny.hh"

namespace batchlas::kernels::tiny {

namespace {

using level3::dev_t;
using mma_tiles::wide_t;
using mma_tiles::widen;
using square16_mma::kSlot;
using square16_mma::staged;
using square16_mma::staged_t;

/// symm / hemm as square16_mma's operation. A slot holds A (Left: X, staged for reads down its
/// columns; Right: Y, staged_t for reads along its rows) then B (Left: Y, staged_t; Right: X,
/// staged). Only A's units that meet the stored triangle are copied; the rest of its slot holds
/// whatever an earlier item left and is never read: a(r, c) reads the stored element (r, c) or
/// (c, r).
template <class S, bool LEFT, bool LOWER, bool HERM> struct Symm16Ops {
  using D = wide_t<S>;
  static constexpr bool kReadsC = true;
  __device__ static __forceinline__ int a_at(int r, int c) { return LEFT ? staged<S>(r, c) : staged_t<S>(r, c); }
  __device__ static __forceinline__ void load(const square_mma::Params<S>& p, S* s, int64_t it, int lane) {
    square16_mma::copy_pair(
        s, p.A + it * p.sa, p.lda, [](int r, int l) { return a_at(r, l); },
        [](int r, int l) { return LOWER ? r + square16_mma::kPer<S> - 1 >= l : r <= l; }, p.B + it * p.sb, p.ldb,
        [](int r, int l) { return LEFT ? staged_t<S>(r, l) : staged<S>(r, l); }, lane);
  }
  /// A(r, c) from the stored triangle: (r, c) itself there, else (c, r) (conjugated for hemm);
  /// hemm's diagonal real.
  __device__ static __forceinline__ D a(const S* s, int r, int c) {
    const bool stored = LOWER ? r >= c : r <= c;
    S v = s[stored ? a_at(r, c) : a_at(c, r)];
    if constexpr (HERM) v = r == c ? level3::real_only(v) : square_mma::conj_if(v, !stored);
    return widen(v);
  }
  __device__ static __forceinline__ D x(const S* s, int i, int l) {
    if constexpr (LEFT) return a(s, i, l);
    else return widen(s[kSlot + staged<S>(i, l)]);
  }
  __device__ static __forceinline__ D y(const S* s, int l, int j) {
    if constexpr (LEFT) return widen(s[kSlot + staged_t<S>(l, j)]);
    else return a(s, l, j);
  }
};

std::atomic<int64_t> g_calls{0};  ///< symm16_mma_calls()

}  // namespace

int64_t symm16_mma_calls() { return g_calls.load(); }

template <class T> std::string symm16_mma_why_not(const ops::SymmArgs<T>& c) {
  return square16_mma::why_not("symm16_mma", c);
}

template <class T> bool symm16_mma_route(const Queue& q, const ops::SymmArgs<T>& c) {
  return settings().symm_mma.value_or(kSymm16MmaByDefault<T>) && symm16_mma_why_not(c).empty() &&
         square16_mma::device_why_not<T>("symm16_mma", q).empty();
}

template <class T> void run_symm16_mma(const Queue& q, const ops::SymmArgs<T>& c) {
  g_calls.fetch_add(1);
  using S = dev_t<T>;
  const square_mma::Params<S> p = square_mma::params<T>(c);
  auto go = [&](auto left_, auto lower_) {
    constexpr bool L = decltype(left_)::value, LO = decltype(lower_)::value;
    if constexpr (is_complex_v<T>) {
      if (c.hermitian) return square16_mma::launch<S, Symm16Ops<S, L, LO, true>>(q, p, "symm16_mma_kernel");
    }
    square16_mma::launch<S, Symm16Ops<S, L, LO, false>>(q, p, "symm16_mma_kernel");
  };
  using yes = std::true_type;
  using no = std::false_type;
  const bool lower = c.uplo == Uplo::Lower;
  if (c.side == Side::Left) lower ? go(yes{}, yes{}) : go(yes{}, no{});
  else lower ? go(no{}, yes{}) : go(no{}, no{});
}

#define BATCHLAS_SYMM16_MMA_INSTANTIATE(T)                               \
  template std::string symm16_mma_why_not<T>(const ops::SymmArgs<T>&);  \
  template bool symm16_mma_route<T>(const Queue&, const ops::SymmArgs<T>&); \
  template void run_symm16_mma<T>(const Queue&, const ops::SymmArgs<T>&);
BATCHLAS_SYMM16_MMA_INSTANTIATE(float)
BATCHLAS_SYMM16_MMA_INSTANTIATE(double)
BATCHLAS_SYMM16_MMA_INSTANTIATE(std::complex<float>)
BATCHLAS_SYMM16_MMA_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_SYMM16_MMA_INSTANTIATE

}  // namespace batchlas::kernels::tiny
