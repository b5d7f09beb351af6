#include "ops/herk/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<HerkArgs<T>>>& herk_families() {
  static const std::vector<select::Family<HerkArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      herk_family::tiny<T>(),
      herk_family::gram<T>(),
      herk_family::triangular<T>(),
      herk_family::gemm_fold<T>(),
      herk_family::vendor<T>(),
      herk_family::blocked<T>(),  // last: it wins only at orders >= 256-512 (H200, docs/PERFORMANCE-LOG.md session 5), where the tuned rows pick it
      herk_family::recursive<T>(),  // the same, by recursion level: wins float/complex syrk/herk n >= 512, complex trmm (session 5)
      herk_family::recursive_native<T>(),  // the same squares, diagonal blocks by the `triangular` kernel (session 27)
#endif
      herk_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<HerkArgs<std::complex<float>>>>& herk_families<std::complex<float>>();
template const std::vector<select::Family<HerkArgs<std::complex<double>>>>& herk_families<std::complex<double>>();

}  // namespace batchlas::ops
