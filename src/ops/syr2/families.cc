#include "ops/syr2/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<Syr2Args<T>>>& syr2_families() {
  static const std::vector<select::Family<Syr2Args<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      syr2_family::native<T>(),
      syr2_family::packed<T>(),
      syr2_family::stream<T>(),
      syr2_family::vendor<T>(),
#endif
      syr2_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<Syr2Args<float>>>& syr2_families<float>();
template const std::vector<select::Family<Syr2Args<double>>>& syr2_families<double>();
template const std::vector<select::Family<Syr2Args<std::complex<float>>>>& syr2_families<std::complex<float>>();
template const std::vector<select::Family<Syr2Args<std::complex<double>>>>& syr2_families<std::complex<double>>();

}  // namespace batchlas::ops
