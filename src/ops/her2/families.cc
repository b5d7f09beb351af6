#include "ops/her2/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<Syr2Args<T>>>& her2_families() {
  static const std::vector<select::Family<Syr2Args<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      her2_family::native<T>(),
      her2_family::packed<T>(),
      her2_family::stream<T>(),
      her2_family::vendor<T>(),
#endif
      her2_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<Syr2Args<std::complex<float>>>>& her2_families<std::complex<float>>();
template const std::vector<select::Family<Syr2Args<std::complex<double>>>>& her2_families<std::complex<double>>();

}  // namespace batchlas::ops
