// her host family: the syr host family, which runs CBLAS ?her when SyrArgs::hermitian is set.
#include "ops/her/families.hh"
#include "ops/syr/families.hh"

namespace batchlas::ops::her_family {

template <class T> select::Family<SyrArgs<T>> host() { return syr_family::host<T>(); }

template select::Family<SyrArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<SyrArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::her_family
