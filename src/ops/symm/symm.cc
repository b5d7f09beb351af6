// symm: validate and normalise once, handle the cases every backend shares, then select.
// A symmetric; complex T is complex-symmetric (no conjugation), as BLAS csymm/zsymm.
#include "batchlas/level3.hh"
#include "ops/symm/prologue.hh"
#include "ops/symm/families.hh"

namespace batchlas {

template <class T>
void symm(Queue& q, Side side, Uplo uplo, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, MatrixView<const std::type_identity_t<T>> B,
          std::type_identity_t<T> beta, MatrixView<T> C) {
  constexpr const char* op = "symm";
  select::check_route(op, dtype_of<T>(), ops::symm_families<T>());  // a bad pin or knob fails on every path
  if (ops::symm_prologue<T>(q, op, side, uplo, alpha, A, B, beta, C)) return;
  ops::SymmArgs<T> args{side, uplo, alpha, A, B, beta, C, /*hermitian=*/false};
  select::run(op, q, args, ops::symm_families<T>());
}

#define BATCHLAS_INSTANTIATE(T)                                                                 \
  template void symm<T>(Queue&, Side, Uplo, T, MatrixView<const T>, MatrixView<const T>, T, \
                        MatrixView<T>);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_INSTANTIATE

}  // namespace batchlas
