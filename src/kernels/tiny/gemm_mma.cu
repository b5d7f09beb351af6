// gemm at m = n = k = 32 on the FP64 tensor cores (contract: gemm_mma.hh).
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
#include "kernels/tiny/gemm_mma.hh"
#include "kernels/tiny/mma_tiles.cuh"
#include "kernels/tiny/square_mma.cuh"
#include "kernels/tiny/warp_item.hh"  // aligned_why_not

namespace batchlas::kernels::tiny {

namespace {

using level3::dev_t;
using mma_tiles::staged;
using mma_tiles::staged_t;
using mma_tiles::wide_t;
using mma_tiles::widen;
using square_mma::kSlot;
using square_mma::Params;

/// gemm as square_mma's operation, TA / TB: 0 N, 1 T, 2 C. X = op(A): untransposed, A(i, l) is
/// read along its column (staged); transposed, A(l, i) along its row (staged_t). Y = op(B) the
/// other way round. Slots: square_mma::kSlots.
template <class S, int TA, int TB> struct GemmOps {
  using D = wide_t<S>;
  static constexpr bool kPrepare = false;
  __host__ __device__ static constexpr bool live(int, int, int) { return true; }
  __device__ static __forceinline__ void load(const Params<S>& p, S* s, int64_t it, int tid) {
    square_mma::copy_units(s, p.A + it * p.sa, p.lda, tid,
                           [](int r, int l) { return TA == 0 ? staged<S>(r, l) : staged_t<S>(r, l); },
                           [](int, int) { return true; });
    square_mma::copy_units(s + kSlot, p.B + it * p.sb, p.ldb, tid,
                           [](int r, int l) { return TB == 0 ? staged_t<S>(r, l) : staged<S>(r, l); },
                           [](int, int) { return true; });
  }
  __device__ static __forceinline__ void prepare(S*, int) {}
  __device__ static __forceinline__ D x(const S* s, int i, int l) {
    return widen(TA == 0 ? s[staged<S>(i, l)] : square_mma::conj_if(s[staged_t<S>(l, i)], TA == 2));
  }
  __device__ static __forceinline__ D y(const S* s, int l, int j) {
    return widen(TB == 0 ? s[kSlot + staged_t<S>(l, j)] : square_mma::conj_if(s[kSlot + staged<S>(j, l)], TB == 2));
  }
};

std::atomic<int64_t> g_calls{0};  ///< gemm_mma_calls()

}  // namespace

int64_t gemm_mma_calls() { return g_calls.load(); }

template <class T> std::string gemm_mma_why_not(const ops::GemmArgs<T>& c) {
  if (c.m() != 32 || c.n() != 32 || c.k() != 32) return "gemm_mma: m, n and k are not all 32";
  if (std::string why = aligned_why_not("gemm_mma", "A", c.A); !why.empty()) return why;
  if (std::string why = aligned_why_not("gemm_mma", "B", c.B); !why.empty()) return why;
  return aligned_why_not("gemm_mma", "C", c.C);
}

template <class T> bool gemm_mma_route(const Queue& q, const ops::GemmArgs<T>& c) {
  // On by default for every type (kGemmMmaByDefault: 1.05-1.09x the staged engine, session 49).
  return settings().gemm_mma.value_or(kGemmMmaByDefault<T>) && gemm_mma_why_not(c).empty() &&
         square_mma::device_why_not<T>("gemm_mma", q).empty();
}

template <class T> void run_gemm_mma(const Queue& q, const ops::GemmArgs<T>& c) {
  g_calls.fetch_add(1);
  using S = dev_t<T>;
  const Params<S> p = square_mma::params<T>(c);
  const int ta = square_mma::op_code<T>(c.transa), tb = square_mma::op_code<T>(c.transb);
  auto with_b = [&](auto ta_) {
    constexpr int TA = decltype(ta_)::value;
    if (tb == 0) square_mma::launch<S, GemmOps<S, TA, 0>>(q, p, "gemm_mma_kernel");
    else if (tb == 1) square_mma::launch<S, GemmOps<S, TA, 1>>(q, p, "gemm_mma_kernel");
    else if constexpr (level3::is_cplx<S>) square_mma::launch<S, GemmOps<S, TA, 2>>(q, p, "gemm_mma_kernel");
  };
  if (ta == 0) with_b(std::integral_constant<int, 0>{});
  else if (ta == 1) with_b(std::integral_constant<int, 1>{});
  else if constexpr (level3::is_cplx<S>) with_b(std::integral_constant<int, 2>{});
}

#define BATCHLAS_GEMM_MMA_INSTANTIATE(T)                              \
  template std::string gemm_mma_why_not<T>(const ops::GemmArgs<T>&); \
  template bool gemm_mma_route<T>(const Queue&, const ops::GemmArgs<T>&); \
  template void run_gemm_mma<T>(const Queue&, const ops::GemmArgs<T>&);
BATCHLAS_GEMM_MMA_INSTANTIATE(float)
BATCHLAS_GEMM_MMA_INSTANTIATE(double)
BATCHLAS_GEMM_MMA_INSTANTIATE(std::complex<float>)
BATCHLAS_GEMM_MMA_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_GEMM_MMA_INSTANTIATE

}  // namespace batchlas::kernels::tiny
