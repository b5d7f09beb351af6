// symm tiny family (Kind Native, CUDA): C := alpha*A*B + beta*C (Left) or alpha*B*A + beta*C (Right), A symmetric, uplo triangle read
// for m, n <= 32. Each item is staged once in shared memory by coalesced cooperative passes and
// the missing triangle of A mirrored there (src/kernels/tiny/tiny.hh). Refuses m or n > 32.
// The call is built by src/kernels/tiny/calls.hh (shared with the paired operation).
#include <complex>

#include "batchlas/settings.hh"
#include "kernels/tiny/calls.hh"
#include "kernels/tiny/symm16_mma.hh"
#include "kernels/tiny/symm_mma.hh"
#include "kernels/tiny/symm_warp.hh"
#include "ops/symm/families.hh"

namespace batchlas::ops::symm_family {

namespace tk = batchlas::kernels::tiny;

template <class T> select::Family<SymmArgs<T>> tiny() {
  return {"tiny", select::Kind::Native, Backend::Cuda,
          [](const SymmArgs<T>& a, const Queue& q) { return tk::why_not<T>(q, a.m(), a.n(), a.side == Side::Left ? a.m() : a.n()); },
          [](Queue& q, const SymmArgs<T>& a) {
            // m = n = 32, every type but float by default: the FP64 tensor cores (symm_mma.hh;
            // H100: complex<double> 1.17-1.25x this engine, double 1.02-1.07x symm_warp,
            // complex<float> 1.18-1.24x).
            if (tk::symm_mma_route<T>(q, a)) return tk::run_symm_mma<T>(q, a);
            // m = n = 16 the same, a warp per item (symm16_mma.hh; H200: 1.12-1.54x this engine).
            if (tk::symm16_mma_route<T>(q, a)) return tk::run_symm16_mma<T>(q, a);
            // Settings::symm_warp: a warp per item where A's order is 32, by default where the
            // other extent is 32 too, the shape measured (H200: float 1.19-1.25x this engine,
            // double 1.10-1.17x, complex<float> 1.05-1.08x; docs/PERFORMANCE-LOG.md session 46).
            const int64_t other = a.side == Side::Left ? a.n() : a.m();
            if (settings().symm_warp.value_or(other == 32) && tk::symm_warp_why_not<T>(a).empty() &&
                tk::symm_warp_device_why_not<T>(q).empty())
              return tk::run_symm_warp<T>(q, a);
            tk::run(q, tk::side_call<false, T>(a));
          }};
}

template select::Family<SymmArgs<float>> tiny<float>();
template select::Family<SymmArgs<double>> tiny<double>();
template select::Family<SymmArgs<std::complex<float>>> tiny<std::complex<float>>();
template select::Family<SymmArgs<std::complex<double>>> tiny<std::complex<double>>();

}  // namespace batchlas::ops::symm_family
