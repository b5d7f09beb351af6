#include "ops/hemv/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<SymvArgs<T>>>& hemv_families() {
  static const std::vector<select::Family<SymvArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      hemv_family::native<T>(),
      hemv_family::vendor<T>(),
#endif
      hemv_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<SymvArgs<std::complex<float>>>>& hemv_families<std::complex<float>>();
template const std::vector<select::Family<SymvArgs<std::complex<double>>>>& hemv_families<std::complex<double>>();

}  // namespace batchlas::ops
