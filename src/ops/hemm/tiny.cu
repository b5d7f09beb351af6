// hemm tiny family (Kind Native, CUDA): C := alpha*A*B + beta*C (Left) or alpha*B*A + beta*C (Right), A Hermitian (uplo triangle read, imaginary diagonal ignored)
// for m, n <= 32. Each item is staged once in shared memory by coalesced cooperative passes and
// the missing triangle of A mirrored there (src/kernels/tiny/tiny.hh). Refuses m or n > 32.
// The call is built by src/kernels/tiny/calls.hh and routed by src/kernels/tiny/symm_routes.hh
// (tensor cores, a warp per item or the engine; shared with the paired operation).
#include <complex>

#include "kernels/tiny/symm_routes.hh"
#include "ops/hemm/families.hh"

namespace batchlas::ops::hemm_family {

namespace tk = batchlas::kernels::tiny;

template <class T> select::Family<SymmArgs<T>> tiny() {
  return {"tiny", select::Kind::Native, Backend::Cuda,
          [](const SymmArgs<T>& a, const Queue& q) { return tk::why_not<T>(q, a.m(), a.n(), a.side == Side::Left ? a.m() : a.n()); },
          [](Queue& q, const SymmArgs<T>& a) { tk::run_symm_family<T>(q, a); }};
}

template select::Family<SymmArgs<std::complex<float>>> tiny<std::complex<float>>();
template select::Family<SymmArgs<std::complex<double>>> tiny<std::complex<double>>();

}  // namespace batchlas::ops::hemm_family
