// herk blocked family: src/ops/syrk/blocked_family.hh.
#ifdef BATCHLAS_HAVE_CUDA
#include "ops/herk/families.hh"
#include "ops/syrk/blocked_family.hh"

namespace batchlas::ops::herk_family {

template <class T> select::Family<HerkArgs<T>> blocked() { return rank_k_blocked_family<T, true, HerkArgs>(); }

template select::Family<HerkArgs<std::complex<float>>> blocked<std::complex<float>>();
template select::Family<HerkArgs<std::complex<double>>> blocked<std::complex<double>>();

}  // namespace batchlas::ops::herk_family
#endif
