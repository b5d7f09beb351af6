#include "ops/syr2k/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<Syr2kArgs<T>>>& syr2k_families() {
  static const std::vector<select::Family<Syr2kArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      syr2k_family::tiny<T>(),
      syr2k_family::triangular<T>(),
      syr2k_family::gemm_fold<T>(),
      syr2k_family::vendor<T>(),
#endif
      syr2k_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<Syr2kArgs<float>>>& syr2k_families<float>();
template const std::vector<select::Family<Syr2kArgs<double>>>& syr2k_families<double>();
template const std::vector<select::Family<Syr2kArgs<std::complex<float>>>>& syr2k_families<std::complex<float>>();
template const std::vector<select::Family<Syr2kArgs<std::complex<double>>>>& syr2k_families<std::complex<double>>();

}  // namespace batchlas::ops
