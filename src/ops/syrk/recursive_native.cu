// syrk `recursive_native` family: src/ops/syrk/recursive_native.cuh.
#include "ops/syrk/families.hh"
#include "ops/syrk/recursive_native.cuh"

namespace batchlas::ops::syrk_family {

template <class T> select::Family<SyrkArgs<T>> recursive_native() { return rank_k_recursive_native_family<T, false, SyrkArgs>(); }

template select::Family<SyrkArgs<float>> recursive_native<float>();
template select::Family<SyrkArgs<double>> recursive_native<double>();
template select::Family<SyrkArgs<std::complex<float>>> recursive_native<std::complex<float>>();
template select::Family<SyrkArgs<std::complex<double>>> recursive_native<std::complex<double>>();

}  // namespace batchlas::ops::syrk_family
