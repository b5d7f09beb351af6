#include "ops/gemv/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<GemvArgs<T>>>& gemv_families() {
  static const std::vector<select::Family<GemvArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      gemv_family::native<T>(),
      gemv_family::packed<T>(),
      gemv_family::vendor<T>(),
#endif
      gemv_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<GemvArgs<float>>>& gemv_families<float>();
template const std::vector<select::Family<GemvArgs<double>>>& gemv_families<double>();
template const std::vector<select::Family<GemvArgs<std::complex<float>>>>& gemv_families<std::complex<float>>();
template const std::vector<select::Family<GemvArgs<std::complex<double>>>>& gemv_families<std::complex<double>>();

}  // namespace batchlas::ops
