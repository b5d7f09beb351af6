// symm / hemm at m = n = 32 on the FP64 tensor cores (contract and layout: symm_mma.hh).
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
#include "kernels/level3/staging.cuh"
#include "kernels/tiny/mma_tiles.cuh"
#include "kernels/tiny/square_mma.cuh"
#include "kernels/tiny/symm_mma.hh"
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

/// symm / hemm as square_mma's operation: each slot holds A (read as X on the Left, and on the
/// Right as Y through its symmetry) then B (Left: Y, staged_t; Right: X, staged). Per item: the
/// stored triangle of A and all of B by cp.async (the triangle by whole 16-byte units: double's
/// odd columns take one element of the other triangle, overwritten by the mirror), then the other
/// triangle mirrored (conjugated for hemm, whose diagonal's imaginary part is zeroed).
template <class S, bool LEFT, bool LOWER, bool HERM> struct SymmOps {
  using D = wide_t<S>;
  static constexpr bool kPrepare = true;
  __host__ __device__ static constexpr bool live(int, int, int) { return true; }
  __device__ static __forceinline__ void load(const Params<S>& p, S* s, int64_t it, int tid) {
    square_mma::copy_units(s, p.A + it * p.sa, p.lda, tid, [](int r, int l) { return staged<S>(r, l); },
                           [](int r, int l) { return LOWER ? r + mma_tiles::kPer<S> - 1 >= l : r <= l; });
    square_mma::copy_units(s + kSlot, p.B + it * p.sb, p.ldb, tid,
                           [](int r, int l) { return LEFT ? staged_t<S>(r, l) : staged<S>(r, l); },
                           [](int, int) { return true; });
  }
  /// The other triangle of A from the stored one (reads and writes disjoint).
  __device__ static __forceinline__ void prepare(S* s, int tid) {
    for (int x = tid; x < kSlot; x += square_mma::kThreads) {
      const int r = x % kN, c = x / kN;
      if (LOWER ? r < c : r > c) s[staged<S>(r, c)] = square_mma::conj_if(s[staged<S>(c, r)], HERM);
      else if (HERM && r == c) s[staged<S>(r, c)] = level3::real_only(s[staged<S>(r, c)]);
    }
  }
  /// Left: X = A, Y = B. Right: X = B, Y(l, j) = A(l, j) = A(j, l), conjugated for hemm.
  __device__ static __forceinline__ D x(const S* s, int i, int l) { return widen(s[(LEFT ? 0 : kSlot) + staged<S>(i, l)]); }
  __device__ static __forceinline__ D y(const S* s, int l, int j) {
    return widen(LEFT ? s[kSlot + staged_t<S>(l, j)] : square_mma::conj_if(s[staged<S>(j, l)], HERM));
  }
};

std::atomic<int64_t> g_calls{0};  ///< symm_mma_calls()

}  // namespace

int64_t symm_mma_calls() { return g_calls.load(); }

template <class T> std::string symm_mma_why_not(const ops::SymmArgs<T>& c) {
  if (c.m() != kN || c.n() != kN) return "symm_mma: m and n are not 32";
  if (std::string why = order32_why_not("symm_mma", c.A, kN); !why.empty()) return why;
  if (std::string why = aligned_why_not("symm_mma", "B", c.B); !why.empty()) return why;
  return aligned_why_not("symm_mma", "C", c.C);
}

/// double, complex<double> and complex<float> by default wherever the gates allow: measured at m = n = 32
/// against the route it replaces (symm_warp for double, the staged engine for complex<double>),
/// two rounds on an H100 (docs/bench/2026-12-05-s47/call4/ab.txt): complex<double> symm
/// 1.17-1.19x, hemm 1.21-1.25x (0.91-0.94 of the copy bandwidth against 0.71-0.79), double symm
/// 1.02-1.07x (0.91-0.93). complex<float> (widened to double as read) too since session 49:
/// symm 1.18-1.24x, hemm 1.11x (docs/bench/2026-12-05-s49/c2/ab.txt); float only when forced
/// (0.98x Left, 1.00x Right against symm_warp).
template <class T> bool symm_mma_route(const Queue& q, const ops::SymmArgs<T>& c) {
  return settings().symm_mma.value_or(kSymmMmaByDefault<T>) && symm_mma_why_not(c).empty() &&
         square_mma::device_why_not<T>("symm_mma", q).empty();
}

template <class T> void run_symm_mma(const Queue& q, const ops::SymmArgs<T>& c) {
  g_calls.fetch_add(1);
  using S = dev_t<T>;
  const Params<S> p = square_mma::params<T>(c);
  auto go = [&](auto left_, auto lower_) {
    constexpr bool L = decltype(left_)::value, LO = decltype(lower_)::value;
    if constexpr (is_complex_v<T>) {
      if (c.hermitian) return square_mma::launch<S, SymmOps<S, L, LO, true>>(q, p, "symm_mma_kernel");
    }
    square_mma::launch<S, SymmOps<S, L, LO, false>>(q, p, "symm_mma_kernel");
  };
  using yes = std::true_type;
  using no = std::false_type;
  const bool lower = c.uplo == Uplo::Lower;
  if (c.side == Side::Left) lower ? go(yes{}, yes{}) : go(yes{}, no{});
  else lower ? go(no{}, yes{}) : go(no{}, no{});
}

#define BATCHLAS_SYMM_MMA_INSTANTIATE(T)                                \
  template std::string symm_mma_why_not<T>(const ops::SymmArgs<T>&);   \
  template void run_symm_mma<T>(const Queue&, const ops::SymmArgs<T>&);  \
  template bool symm_mma_route<T>(const Queue&, const ops::SymmArgs<T>&);
BATCHLAS_SYMM_MMA_INSTANTIATE(float)
BATCHLAS_SYMM_MMA_INSTANTIATE(double)
BATCHLAS_SYMM_MMA_INSTANTIATE(std::complex<float>)
BATCHLAS_SYMM_MMA_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_SYMM_MMA_INSTANTIATE

}  // namespace batchlas::kernels::tiny
