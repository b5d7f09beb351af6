#include "ops/hemm/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<SymmArgs<T>>>& hemm_families() {
  static const std::vector<select::Family<SymmArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      hemm_family::tiny<T>(),
      hemm_family::direct<T>(),
      hemm_family::expand<T>(),
      hemm_family::vendor<T>(),
      hemm_family::blocked<T>(),  // last: it wins only at orders >= 256-512 (H200, docs/PERFORMANCE-LOG.md session 5), where the tuned rows pick it
      hemm_family::recursive<T>(),  // the same, by recursion level: wins float/complex syrk/herk n >= 512, complex trmm (session 5)
#endif
      hemm_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<SymmArgs<std::complex<float>>>>& hemm_families<std::complex<float>>();
template const std::vector<select::Family<SymmArgs<std::complex<double>>>>& hemm_families<std::complex<double>>();

}  // namespace batchlas::ops
