#include "ops/gerc/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<GerArgs<T>>>& gerc_families() {
  static const std::vector<select::Family<GerArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      gerc_family::native<T>(),
      gerc_family::packed<T>(),
      gerc_family::stream<T>(),
      gerc_family::vendor<T>(),
#endif
      gerc_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<GerArgs<float>>>& gerc_families<float>();
template const std::vector<select::Family<GerArgs<double>>>& gerc_families<double>();
template const std::vector<select::Family<GerArgs<std::complex<float>>>>& gerc_families<std::complex<float>>();
template const std::vector<select::Family<GerArgs<std::complex<double>>>>& gerc_families<std::complex<double>>();

}  // namespace batchlas::ops
