#include "ops/syr/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<SyrArgs<T>>>& syr_families() {
  static const std::vector<select::Family<SyrArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      syr_family::native<T>(),
      syr_family::packed<T>(),
      syr_family::stream<T>(),
      syr_family::vendor<T>(),
#endif
      syr_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<SyrArgs<float>>>& syr_families<float>();
template const std::vector<select::Family<SyrArgs<double>>>& syr_families<double>();
template const std::vector<select::Family<SyrArgs<std::complex<float>>>>& syr_families<std::complex<float>>();
template const std::vector<select::Family<SyrArgs<std::complex<double>>>>& syr_families<std::complex<double>>();

}  // namespace batchlas::ops
