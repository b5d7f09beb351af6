// ger native, packed and stream families:
//   A := alpha*x*y^T + A (geru for complex T).
// The kernels and what they share with gerc: src/ops/ger/native_families.cuh.
#include "ops/ger/native_families.cuh"
#include "ops/ger/families.hh"

namespace batchlas::ops::ger_family {

template <class T> select::Family<GerArgs<T>> native() { return ger_detail::native_family<T, false>(); }
template <class T> select::Family<GerArgs<T>> packed() { return ger_detail::packed_family<T, false>(); }
template <class T> select::Family<GerArgs<T>> stream() { return ger_detail::stream_family<T, false>(); }

template select::Family<GerArgs<float>> native<float>();
template select::Family<GerArgs<double>> native<double>();
template select::Family<GerArgs<std::complex<float>>> native<std::complex<float>>();
template select::Family<GerArgs<std::complex<double>>> native<std::complex<double>>();

template select::Family<GerArgs<float>> packed<float>();
template select::Family<GerArgs<double>> packed<double>();
template select::Family<GerArgs<std::complex<float>>> packed<std::complex<float>>();
template select::Family<GerArgs<std::complex<double>>> packed<std::complex<double>>();

template select::Family<GerArgs<float>> stream<float>();
template select::Family<GerArgs<double>> stream<double>();
template select::Family<GerArgs<std::complex<float>>> stream<std::complex<float>>();
template select::Family<GerArgs<std::complex<double>>> stream<std::complex<double>>();

}  // namespace batchlas::ops::ger_family
