#include "ops/her/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<SyrArgs<T>>>& her_families() {
  static const std::vector<select::Family<SyrArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      her_family::native<T>(),
      her_family::packed<T>(),
      her_family::stream<T>(),
      her_family::vendor<T>(),
#endif
      her_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<SyrArgs<std::complex<float>>>>& her_families<std::complex<float>>();
template const std::vector<select::Family<SyrArgs<std::complex<double>>>>& her_families<std::complex<double>>();

}  // namespace batchlas::ops
