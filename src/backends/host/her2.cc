// her2 host family: the syr2 host family, which runs CBLAS ?her2 when Syr2Args::hermitian is set.
#include "ops/her2/families.hh"
#include "ops/syr2/families.hh"

namespace batchlas::ops::her2_family {

template <class T> select::Family<Syr2Args<T>> host() { return syr2_family::host<T>(); }

template select::Family<Syr2Args<std::complex<float>>> host<std::complex<float>>();
template select::Family<Syr2Args<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::her2_family
