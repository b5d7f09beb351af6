// herk `recursive_native` family: src/ops/syrk/recursive_native.cuh.
#include "ops/herk/families.hh"
#include "ops/syrk/recursive_native.cuh"

namespace batchlas::ops::herk_family {

template <class T> select::Family<HerkArgs<T>> recursive_native() { return rank_k_recursive_native_family<T, true, HerkArgs>(); }

template select::Family<HerkArgs<std::complex<float>>> recursive_native<std::complex<float>>();
template select::Family<HerkArgs<std::complex<double>>> recursive_native<std::complex<double>>();

}  // namespace batchlas::ops::herk_family
