#include "ops/syrk/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<SyrkArgs<T>>>& syrk_families() {
  static const std::vector<select::Family<SyrkArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      syrk_family::tiny<T>(),
      syrk_family::gram<T>(),
      syrk_family::triangular<T>(),
      syrk_family::gemm_fold<T>(),
      syrk_family::vendor<T>(),
      syrk_family::blocked<T>(),  // last: it wins only at orders >= 256-512 (H200, docs/PERFORMANCE-LOG.md session 5), where the tuned rows pick it
      syrk_family::recursive<T>(),  // the same, by recursion level: wins float/complex syrk/herk n >= 512, complex trmm (session 5)
      syrk_family::recursive_native<T>(),  // the same squares, diagonal blocks by the `triangular` kernel (session 27)
#endif
      syrk_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<SyrkArgs<float>>>& syrk_families<float>();
template const std::vector<select::Family<SyrkArgs<double>>>& syrk_families<double>();
template const std::vector<select::Family<SyrkArgs<std::complex<float>>>>&
syrk_families<std::complex<float>>();
template const std::vector<select::Family<SyrkArgs<std::complex<double>>>>&
syrk_families<std::complex<double>>();

}  // namespace batchlas::ops
