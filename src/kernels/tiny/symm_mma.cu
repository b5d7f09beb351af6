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
#include "kernels/tiny/square_mma.cuh"
#include "kernels/tiny/symm_mma.hh"
#include "kernels/tiny/warp_item.hh"

namespace batchlas::kernels::tiny {

namespace {

using level3::dev_t;
using mma_tiles::kN;
using mma_tiles::staged;
using mma_tiles::staged_t;
using square_mma::kF64;
using square_mma::kSlot;
using square_mma::Params;

/// symm / hemm as square_mma's operation: each slot holds A (read as X on the Left, and on the
/// Right as Y through its symmetry) then B (Left: Y, staged_t; Right: X, staged). Per item: the
/// stored triangle of A and all of B by cp.async (the triangle by whole 16-byte units: double's
/// odd columns take one element of the other triangle, overwritten by the mirror), then the other
/// triangle mirrored (conjugated for hemm, whose diagonal's imaginary part is zeroed).
template <class D, bool LEFT, bool LOWER, bool HERM> struct SymmOps {
  static constexpr bool kPrepare = true;
  __device__ static __forceinline__ void load(const Params<D>& p, D* s, int64_t it, int tid) {
    square_mma::copy_units(s, p.A + it * p.sa, p.lda, tid, [](int r, int l) { return staged<D>(r, l); },
                           [](int r, int l) { return LOWER ? r + mma_tiles::kPer<D> - 1 >= l : r <= l; });
    square_mma::copy_units(s + kSlot, p.B + it * p.sb, p.ldb, tid,
                           [](int r, int l) { return LEFT ? staged_t<D>(r, l) : staged<D>(r, l); },
                           [](int, int) { return true; });
  }
  /// The other triangle of A from the stored one (reads and writes disjoint).
  __device__ static __forceinline__ void prepare(D* s, int tid) {
    for (int x = tid; x < kSlot; x += square_mma::kThreads) {
      const int r = x % kN, c = x / kN;
      if (LOWER ? r < c : r > c) s[staged<D>(r, c)] = square_mma::conj_if(s[staged<D>(c, r)], HERM);
      else if (HERM && r == c) s[staged<D>(r, c)] = level3::real_only(s[staged<D>(r, c)]);
    }
  }
  /// Left: X = A, Y = B. Right: X = B, Y(l, j) = A(l, j) = A(j, l), conjugated for hemm.
  __device__ static __forceinline__ D x(const D* s, int i, int l) { return s[(LEFT ? 0 : kSlot) + staged<D>(i, l)]; }
  __device__ static __forceinline__ D y(const D* s, int l, int j) {
    return LEFT ? s[kSlot + staged_t<D>(l, j)] : square_mma::conj_if(s[staged<D>(j, l)], HERM);
  }
};

std::atomic<int64_t> g_calls{0};  ///< symm_mma_calls()

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

/// By default wherever the gates allow: measured at m = n = 32 against the route it replaces
/// (symm_warp for double, the staged engine for complex<double>), two rounds on an H100
/// (docs/bench/2026-12-05-s47/call4/ab.txt): complex<double> symm 1.17-1.19x, hemm 1.21-1.25x
/// (0.91-0.94 of the copy bandwidth against 0.71-0.79), double symm 1.02-1.07x (0.91-0.93).
template <class T> bool symm_mma_route(const Queue& q, const ops::SymmArgs<T>& c) {
  return settings().symm_mma.value_or(true) && symm_mma_why_not(c).empty() &&
         square_mma::device_why_not<T>("symm_mma", q).empty();
}

template <class T> void run_symm_mma(const Queue& q, const ops::SymmArgs<T>& c) {
  if constexpr (!kF64<T>) {
    (void)q, (void)c;
    throw std::logic_error("tiny: symm_mma takes double and complex<double> only");
  } else {
    g_calls.fetch_add(1);
    using D = dev_t<T>;
    const Params<D> p = square_mma::params<T>(c);
    auto go = [&](auto left_, auto lower_) {
      constexpr bool L = decltype(left_)::value, LO = decltype(lower_)::value;
      if constexpr (std::is_same_v<T, std::complex<double>>) {
        if (c.hermitian) return square_mma::launch<D, SymmOps<D, L, LO, true>>(q, p, "symm_mma_kernel");
      }
      square_mma::launch<D, SymmOps<D, L, LO, false>>(q, p, "symm_mma_kernel");
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
  template void run_symm_mma<T>(const Queue&, const ops::SymmArgs<T>&);  \
  template bool symm_mma_route<T>(const Queue&, const ops::SymmArgs<T>&);
BATCHLAS_SYMM_MMA_INSTANTIATE(float)
BATCHLAS_SYMM_MMA_INSTANTIATE(double)
BATCHLAS_SYMM_MMA_INSTANTIATE(std::complex<float>)
BATCHLAS_SYMM_MMA_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_SYMM_MMA_INSTANTIATE

}  // namespace batchlas::kernels::tiny
