// gemm of double and complex<double> at m = n = k = 32 on the FP64 tensor cores (contract:
// gemm_mma.hh).
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
#include "kernels/tiny/gemm_mma.hh"
#include "kernels/tiny/mma_tiles.cuh"
#include "kernels/tiny/rank_items.hh"  // columns_aligned
#include "kernels/tiny/square_mma.cuh"

namespace batchlas::kernels::tiny {

namespace {

using level3::dev_t;
using mma_tiles::staged;
using mma_tiles::staged_t;
using square_mma::kF64;
using square_mma::kSlot;
using square_mma::Params;

/// gemm as square_mma's operation, TA / TB: 0 N, 1 T, 2 C. X = op(A): untransposed, A(i, l) is
/// read along its column (staged); transposed, A(l, i) along its row (staged_t). Y = op(B) the
/// other way round. Slots: complex<double> 2 (64 KB a block), double 3 (48 KB).
template <class D, int TA, int TB> struct GemmOps {
  static constexpr bool kPrepare = false;
  __device__ static __forceinline__ void load(const Params<D>& p, D* s, int64_t it, int tid) {
    square_mma::copy_units(s, p.A + it * p.sa, p.lda, tid,
                           [](int r, int l) { return TA == 0 ? staged<D>(r, l) : staged_t<D>(r, l); },
                           [](int, int) { return true; });
    square_mma::copy_units(s + kSlot, p.B + it * p.sb, p.ldb, tid,
                           [](int r, int l) { return TB == 0 ? staged_t<D>(r, l) : staged<D>(r, l); },
                           [](int, int) { return true; });
  }
  __device__ static __forceinline__ void prepare(D*, int) {}
  __device__ static __forceinline__ D x(const D* s, int i, int l) {
    return TA == 0 ? s[staged<D>(i, l)] : square_mma::conj_if(s[staged_t<D>(l, i)], TA == 2);
  }
  __device__ static __forceinline__ D y(const D* s, int l, int j) {
    return TB == 0 ? s[kSlot + staged_t<D>(l, j)] : square_mma::conj_if(s[kSlot + staged<D>(j, l)], TB == 2);
  }
};

std::atomic<int64_t> g_calls{0};  ///< gemm_mma_calls()

/// Real ConjTrans is Trans (the reference BLAS).
template <class T> int op_code(Op o) { return o == Op::NoTrans ? 0 : (o == Op::ConjTrans && is_complex_v<T> ? 2 : 1); }


}  // namespace

int64_t gemm_mma_calls() { return g_calls.load(); }

template <class T> std::string gemm_mma_why_not(const ops::GemmArgs<T>& c) {
  if (!kF64<T>) return "gemm_mma: double and complex<double> only";
  if (c.m() != 32 || c.n() != 32 || c.k() != 32) return "gemm_mma: m, n and k are not all 32";
  constexpr int64_t B = int64_t(sizeof(T));
  if (!columns_aligned(c.A.data, c.A.ld, c.A.stride, B, 16)) return "gemm_mma: A's columns do not start on 16 bytes";
  if (!columns_aligned(c.B.data, c.B.ld, c.B.stride, B, 16)) return "gemm_mma: B's columns do not start on 16 bytes";
  if (!columns_aligned(c.C.data, c.C.ld, c.C.stride, B, 16)) return "gemm_mma: C's columns do not start on 16 bytes";
  return "";
}

template <class T> bool gemm_mma_route(const Queue& q, const ops::GemmArgs<T>& c) {
  if constexpr (!kF64<T>) {
    (void)q, (void)c;
    return false;
  } else {
    // Off unless forced: written in session 47 after its last device call, never run on a GPU
    // (docs/bench/2026-12-05-s47/s47c6.sh runs its tests and the A/B against the engine).
    return settings().gemm_mma.value_or(false) && gemm_mma_why_not(c).empty() &&
           square_mma::device_why_not<T>("gemm_mma", q).empty();
  }
}

template <class T> void run_gemm_mma(const Queue& q, const ops::GemmArgs<T>& c) {
  if constexpr (!kF64<T>) {
    (void)q, (void)c;
    throw std::logic_error("tiny: gemm_mma takes double and complex<double> only");
  } else {
    g_calls.fetch_add(1);
    using D = dev_t<T>;
    const Params<D> p = square_mma::params<T>(c);
    const int ta = op_code<T>(c.transa), tb = op_code<T>(c.transb);
    auto with_b = [&](auto ta_) {
      constexpr int TA = decltype(ta_)::value;
      if (tb == 0) square_mma::launch<D, GemmOps<D, TA, 0>>(q, p, "gemm_mma_kernel");
      else if (tb == 1) square_mma::launch<D, GemmOps<D, TA, 1>>(q, p, "gemm_mma_kernel");
      else if constexpr (level3::is_cplx<D>) square_mma::launch<D, GemmOps<D, TA, 2>>(q, p, "gemm_mma_kernel");
    };
    if (ta == 0) with_b(std::integral_constant<int, 0>{});
    else if (ta == 1) with_b(std::integral_constant<int, 1>{});
    else if constexpr (level3::is_cplx<D>) with_b(std::integral_constant<int, 2>{});
  }
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
