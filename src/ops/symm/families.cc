#include "ops/symm/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<SymmArgs<T>>>& symm_families() {
  static const std::vector<select::Family<SymmArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      symm_family::tiny<T>(),
      symm_family::direct<T>(),
      symm_family::expand<T>(),
      symm_family::vendor<T>(),
      symm_family::blocked<T>(),  // last: it wins only at orders >= 256-512 (H200, docs/PERFORMANCE-LOG.md session 5), where the tuned rows pick it
      symm_family::recursive<T>(),  // the same, by recursion level: wins float/complex syrk/herk n >= 512, complex trmm (session 5)
#endif
      symm_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<SymmArgs<float>>>& symm_families<float>();
template const std::vector<select::Family<SymmArgs<double>>>& symm_families<double>();
template const std::vector<select::Family<SymmArgs<std::complex<float>>>>& symm_families<std::complex<float>>();
template const std::vector<select::Family<SymmArgs<std::complex<double>>>>& symm_families<std::complex<double>>();

}  // namespace batchlas::ops
