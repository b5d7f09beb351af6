// syrk `blocked` and `recursive` families: src/ops/syrk/blocked_family.hh.
#ifdef BATCHLAS_HAVE_CUDA
#include "ops/syrk/families.hh"
#include "ops/syrk/blocked_family.hh"

namespace batchlas::ops::syrk_family {

template <class T> select::Family<SyrkArgs<T>> blocked() { return rank_k_blocked_family<T, false, SyrkArgs, ops::blocked::Grouping::Rows>(); }
template <class T> select::Family<SyrkArgs<T>> recursive() { return rank_k_blocked_family<T, false, SyrkArgs, ops::blocked::Grouping::Levels>(); }

template select::Family<SyrkArgs<float>> blocked<float>();
template select::Family<SyrkArgs<double>> blocked<double>();
template select::Family<SyrkArgs<std::complex<float>>> blocked<std::complex<float>>();
template select::Family<SyrkArgs<std::complex<double>>> blocked<std::complex<double>>();
template select::Family<SyrkArgs<float>> recursive<float>();
template select::Family<SyrkArgs<double>> recursive<double>();
template select::Family<SyrkArgs<std::complex<float>>> recursive<std::complex<float>>();
template select::Family<SyrkArgs<std::complex<double>>> recursive<std::complex<double>>();

}  // namespace batchlas::ops::syrk_family
#endif
