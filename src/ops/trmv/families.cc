#include "ops/trmv/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<TrmvArgs<T>>>& trmv_families() {
  static const std::vector<select::Family<TrmvArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      trmv_family::native<T>(),
      trmv_family::vendor<T>(),
#endif
      trmv_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<TrmvArgs<float>>>& trmv_families<float>();
template const std::vector<select::Family<TrmvArgs<double>>>& trmv_families<double>();
template const std::vector<select::Family<TrmvArgs<std::complex<float>>>>& trmv_families<std::complex<float>>();
template const std::vector<select::Family<TrmvArgs<std::complex<double>>>>& trmv_families<std::complex<double>>();

}  // namespace batchlas::ops
