// syrk tiny family (Kind Native, CUDA): C := alpha*op(A)*op(A)^T + beta*C (uplo triangle; complex T is complex-symmetric)
// for n, k <= 32, each item staged once in shared memory by coalesced cooperative passes
// (src/kernels/tiny/tiny.hh); only the uplo triangle of C is written. With beta != 0 the kernels
// also read elements of the other triangle, never used: the block-staged ones a packed C whole,
// the warp kernels (n = 8, 12, 16, 32) their diagonal tiles' 4-row runs (DESIGN.md's named
// exception; reading only the triangle ran 0.93-1.00x, docs/PERFORMANCE-LOG.md session 37). Refuses n or k > 32.
// The call is built by src/kernels/tiny/calls.hh (shared with the paired operation).
#include <complex>

#include "kernels/tiny/calls.hh"
#include "ops/syrk/families.hh"

namespace batchlas::ops::syrk_family {

namespace tk = batchlas::kernels::tiny;

template <class T> select::Family<SyrkArgs<T>> tiny() {
  return {"tiny", select::Kind::Native, Backend::Cuda,
          [](const SyrkArgs<T>& a, const Queue& q) { return tk::why_not<T>(q, a.n(), a.n(), a.k()); },
          [](Queue& q, const SyrkArgs<T>& a) { tk::run(q, tk::rank_call<false, T>(a, false)); }};
}

template select::Family<SyrkArgs<float>> tiny<float>();
template select::Family<SyrkArgs<double>> tiny<double>();
template select::Family<SyrkArgs<std::complex<float>>> tiny<std::complex<float>>();
template select::Family<SyrkArgs<std::complex<double>>> tiny<std::complex<double>>();

}  // namespace batchlas::ops::syrk_family
