// ger (geru for complex T): validate once, handle the shared cases, then select.
#include "batchlas/level2.hh"
#include "ops/ger/prologue.hh"
#include "ops/ger/families.hh"

namespace batchlas {

template <class T>
void ger(Queue& q, std::type_identity_t<T> alpha, VectorView<const std::type_identity_t<T>> x, VectorView<const std::type_identity_t<T>> y, MatrixView<T> A) {
  constexpr const char* op = "ger";
  select::check_route(op, dtype_of<T>(), ops::ger_families<T>());  // a bad pin or knob fails on every path
  if (ops::ger_prologue<T>(q, op, alpha, x, y, A)) return;
  ops::GerArgs<T> args{alpha, x, y, A, /*conjugate=*/false};
  select::run(op, q, args, ops::ger_families<T>());
}

#define BATCHLAS_INSTANTIATE(T) \
  template void ger<T>(Queue&, T, VectorView<const T>, VectorView<const T>, MatrixView<T>);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)

}  // namespace batchlas
