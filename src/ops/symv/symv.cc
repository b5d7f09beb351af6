// symv (complex T: complex-symmetric): validate once, handle the shared cases, then select.
#include "batchlas/level2.hh"
#include "ops/symv/prologue.hh"
#include "ops/symv/families.hh"

namespace batchlas {

template <class T>
void symv(Queue& q, Uplo uplo, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, VectorView<const std::type_identity_t<T>> x, std::type_identity_t<T> beta,
          VectorView<T> y) {
  constexpr const char* op = "symv";
  select::check_route(op, dtype_of<T>(), ops::symv_families<T>());  // a bad pin or knob fails on every path
  if (ops::symv_prologue<T>(q, op, uplo, alpha, A, x, beta, y)) return;
  ops::SymvArgs<T> args{uplo, alpha, A, x, beta, y, /*hermitian=*/false};
  select::run(op, q, args, ops::symv_families<T>());
}

#define BATCHLAS_INSTANTIATE(T)                                                            \
  template void symv<T>(Queue&, Uplo, T, MatrixView<const T>, VectorView<const T>, T, \
                        VectorView<T>);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)

}  // namespace batchlas
