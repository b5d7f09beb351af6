// hemv host family: the symv host family, which runs CBLAS ?hemv when SymvArgs::hermitian is set.
#include "ops/hemv/families.hh"
#include "ops/symv/families.hh"

namespace batchlas::ops::hemv_family {

template <class T> select::Family<SymvArgs<T>> host() { return symv_family::host<T>(); }

template select::Family<SymvArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<SymvArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::hemv_family
