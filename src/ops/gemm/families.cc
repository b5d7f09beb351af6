#include "ops/gemm/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<GemmArgs<T>>>& gemm_families() {
  static const std::vector<select::Family<GemmArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      gemm_family::tiny<T>(),
      gemm_family::vendor<T>(),
#endif
      gemm_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<GemmArgs<float>>>& gemm_families<float>();
template const std::vector<select::Family<GemmArgs<double>>>& gemm_families<double>();
template const std::vector<select::Family<GemmArgs<std::complex<float>>>>& gemm_families<std::complex<float>>();
template const std::vector<select::Family<GemmArgs<std::complex<double>>>>& gemm_families<std::complex<double>>();

}  // namespace batchlas::ops
