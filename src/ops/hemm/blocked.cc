// hemm `blocked` and `recursive` families: src/ops/symm/blocked_family.hh.
#ifdef BATCHLAS_HAVE_CUDA
#include "ops/hemm/families.hh"
#include "ops/symm/blocked_family.hh"

namespace batchlas::ops::hemm_family {

template <class T> select::Family<SymmArgs<T>> blocked() { return symm_blocked_family<T, true, ops::blocked::Grouping::Rows>(); }
template <class T> select::Family<SymmArgs<T>> recursive() { return symm_blocked_family<T, true, ops::blocked::Grouping::Levels>(); }

template select::Family<SymmArgs<std::complex<float>>> blocked<std::complex<float>>();
template select::Family<SymmArgs<std::complex<double>>> blocked<std::complex<double>>();
template select::Family<SymmArgs<std::complex<float>>> recursive<std::complex<float>>();
template select::Family<SymmArgs<std::complex<double>>> recursive<std::complex<double>>();

}  // namespace batchlas::ops::hemm_family
#endif
