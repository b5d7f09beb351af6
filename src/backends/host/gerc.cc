// gerc host family: the ger host family, which honours GerArgs::conjugate (?gerc for complex T,
// ?ger for real T).
#include "ops/ger/families.hh"
#include "ops/gerc/families.hh"

namespace batchlas::ops::gerc_family {

template <class T> select::Family<GerArgs<T>> host() { return ger_family::host<T>(); }

template select::Family<GerArgs<float>> host<float>();
template select::Family<GerArgs<double>> host<double>();
template select::Family<GerArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<GerArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::gerc_family
