// symv native family: the batched kernels of src/kernels/level2/symv.cuh (each stored element of
// A read once and used for both of its (i, j) and (j, i) contributions).
#include "kernels/level2/symv.cuh"
#include "ops/symv/families.hh"

namespace batchlas::ops::symv_family {

template <class T> select::Family<SymvArgs<T>> native() {
  return {"native", select::Kind::Native, Backend::Cuda,
          [](const SymvArgs<T>&, const Queue&) { return std::string(); },  // any n (symv.cuh run)
          kernels::level2::symv_detail::run<T>};
}

template select::Family<SymvArgs<float>> native<float>();
template select::Family<SymvArgs<double>> native<double>();
template select::Family<SymvArgs<std::complex<float>>> native<std::complex<float>>();
template select::Family<SymvArgs<std::complex<double>>> native<std::complex<double>>();

}  // namespace batchlas::ops::symv_family
