#include "ops/her2k/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<Her2kArgs<T>>>& her2k_families() {
  static const std::vector<select::Family<Her2kArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      her2k_family::tiny<T>(),
      her2k_family::triangular<T>(),
      her2k_family::gemm_fold<T>(),
      her2k_family::vendor<T>(),
#endif
      her2k_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<Her2kArgs<std::complex<float>>>>& her2k_families<std::complex<float>>();
template const std::vector<select::Family<Her2kArgs<std::complex<double>>>>& her2k_families<std::complex<double>>();

}  // namespace batchlas::ops
