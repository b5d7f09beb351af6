#include "ops/ger/families.hh"

#include <complex>

namespace batchlas::ops {

template <class T> const std::vector<select::Family<GerArgs<T>>>& ger_families() {
  static const std::vector<select::Family<GerArgs<T>>> list = {
#ifdef BATCHLAS_HAVE_CUDA
      ger_family::native<T>(),
      ger_family::packed<T>(),
      ger_family::stream<T>(),
      ger_family::vendor<T>(),
#endif
      ger_family::host<T>(),
  };
  return list;
}

template const std::vector<select::Family<GerArgs<float>>>& ger_families<float>();
template const std::vector<select::Family<GerArgs<double>>>& ger_families<double>();
template const std::vector<select::Family<GerArgs<std::complex<float>>>>& ger_families<std::complex<float>>();
template const std::vector<select::Family<GerArgs<std::complex<double>>>>& ger_families<std::complex<double>>();

}  // namespace batchlas::ops
