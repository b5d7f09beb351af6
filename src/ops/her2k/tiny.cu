// her2k tiny family (Kind Native, CUDA): C := alpha*A*B^H + conj(alpha)*B*A^H (or the ^H*-forms) + beta*C (uplo triangle, beta real)
// for n, k <= 32: both products into one accumulator, each item staged once in shared memory by
// coalesced cooperative passes (src/kernels/tiny/tiny.hh). Refuses n or k > 32.
// The call is built by src/kernels/tiny/calls.hh (shared with the paired operation).
#include <complex>

#include "kernels/tiny/calls.hh"
#include "ops/her2k/families.hh"

namespace batchlas::ops::her2k_family {

namespace tk = batchlas::kernels::tiny;

template <class T> select::Family<Her2kArgs<T>> tiny() {
  return {"tiny", select::Kind::Native, Backend::Cuda,
          [](const Her2kArgs<T>& a, const Queue& q) { return tk::why_not<T>(q, a.n(), a.n(), a.k()); },
          [](Queue& q, const Her2kArgs<T>& a) { tk::run(q, tk::rank_call<true, T>(a, true)); }};
}

template select::Family<Her2kArgs<std::complex<float>>> tiny<std::complex<float>>();
template select::Family<Her2kArgs<std::complex<double>>> tiny<std::complex<double>>();

}  // namespace batchlas::ops::her2k_family
