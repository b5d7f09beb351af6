// herk `blocked` and `recursive` families: src/ops/syrk/blocked_family.hh.
#ifdef BATCHLAS_HAVE_CUDA
#include "ops/herk/families.hh"
#include "ops/syrk/blocked_family.hh"

namespace batchlas::ops::herk_family {

template <class T> select::Family<HerkArgs<T>> blocked() { return rank_k_blocked_family<T, true, HerkArgs, ops::blocked::Grouping::Rows>(); }
template <class T> select::Family<HerkArgs<T>> recursive() { return rank_k_blocked_family<T, true, HerkArgs, ops::blocked::Grouping::Levels>(); }

template select::Family<HerkArgs<std::complex<float>>> blocked<std::complex<float>>();
template select::Family<HerkArgs<std::complex<double>>> blocked<std::complex<double>>();
template select::Family<HerkArgs<std::complex<float>>> recursive<std::complex<float>>();
template select::Family<HerkArgs<std::complex<double>>> recursive<std::complex<double>>();

}  // namespace batchlas::ops::herk_family
#endif
