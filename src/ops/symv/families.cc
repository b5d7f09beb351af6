#include "ops/symv/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<SymvArgs<T>>>& symv_families() {
  static const std::vector<select::Family<SymvArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      symv_family::native<T>(),
      symv_family::vendor<T>(),
#endif
      symv_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<SymvArgs<float>>>& symv_families<float>();
template const std::vector<select::Family<SymvArgs<double>>>& symv_families<double>();
template const std::vector<select::Family<SymvArgs<std::complex<float>>>>& symv_families<std::complex<float>>();
template const std::vector<select::Family<SymvArgs<std::complex<double>>>>& symv_families<std::complex<double>>();

}  // namespace batchlas::ops
