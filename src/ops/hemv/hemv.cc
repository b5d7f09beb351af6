// hemv (complex T): validate once, handle the shared cases, then select.
#include "batchlas/level2.hh"
#include "ops/symv/prologue.hh"
#include "ops/hemv/families.hh"

namespace batchlas {

template <class T>
  requires is_complex_v<T>
void hemv(Queue& q, Uplo uplo, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, VectorView<const std::type_identity_t<T>> x, std::type_identity_t<T> beta,
          VectorView<T> y) {
  constexpr const char* op = "hemv";
  select::check_route(op, dtype_of<T>(), ops::hemv_families<T>());  // a bad pin or knob fails on every path
  if (ops::symv_prologue<T>(q, op, uplo, alpha, A, x, beta, y)) return;
  ops::SymvArgs<T> args{uplo, alpha, A, x, beta, y, /*hermitian=*/true};
  select::run(op, q, args, ops::hemv_families<T>());
}

#define BATCHLAS_INSTANTIATE(T)                                                            \
  template void hemv<T>(Queue&, Uplo, T, MatrixView<const T>, VectorView<const T>, T, \
                        VectorView<T>);
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)

}  // namespace batchlas
