// syr2 (complex T: complex-symmetric): validate once, handle the shared cases, then select.
#include "batchlas/level2.hh"
#include "ops/syr2/prologue.hh"
#include "ops/syr2/families.hh"

namespace batchlas {

template <class T>
void syr2(Queue& q, Uplo uplo, std::type_identity_t<T> alpha, VectorView<const std::type_identity_t<T>> x, VectorView<const std::type_identity_t<T>> y,
          MatrixView<T> A) {
  constexpr const char* op = "syr2";
  select::check_route(op, dtype_of<T>(), ops::syr2_families<T>());  // a bad pin or knob fails on every path
  if (ops::syr2_prologue<T>(q, op, uplo, alpha, x, y, A)) return;
  ops::Syr2Args<T> args{uplo, alpha, x, y, A, /*hermitian=*/false};
  select::run(op, q, args, ops::syr2_families<T>());
}

#define BATCHLAS_INSTANTIATE(T)                                                         \
  template void syr2<T>(Queue&, Uplo, T, VectorView<const T>, VectorView<const T>, \
                        MatrixView<T>);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)

}  // namespace batchlas
