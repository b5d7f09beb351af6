#include "ops/trmm/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<TrmmArgs<T>>>& trmm_families() {
  static const std::vector<select::Family<TrmmArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      trmm_family::tiny<T>(),
      trmm_family::triangular<T>(),
      trmm_family::expand<T>(),
      trmm_family::vendor<T>(),
      trmm_family::blocked<T>(),  // last: it wins only at orders >= 256-512 (H200, docs/PERFORMANCE-LOG.md session 5), where the tuned rows pick it
      trmm_family::recursive<T>(),  // the same, by recursion level: wins float/complex syrk/herk n >= 512, complex trmm (session 5)
#endif
      trmm_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<TrmmArgs<float>>>& trmm_families<float>();
template const std::vector<select::Family<TrmmArgs<double>>>& trmm_families<double>();
template const std::vector<select::Family<TrmmArgs<std::complex<float>>>>& trmm_families<std::complex<float>>();
template const std::vector<select::Family<TrmmArgs<std::complex<double>>>>& trmm_families<std::complex<double>>();

}  // namespace batchlas::ops
