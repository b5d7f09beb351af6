// hemm: validate and normalise once, handle the cases every backend shares, then select.
// A Hermitian, complex T only; the imaginary parts of A's diagonal are ignored (DESIGN.md §1).
#include "batchlas/level3.hh"
#include "ops/symm/prologue.hh"
#include "ops/hemm/families.hh"

namespace batchlas {

template <class T>
  requires is_complex_v<T>
void hemm(Queue& q, Side side, Uplo uplo, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, MatrixView<const std::type_identity_t<T>> B,
          std::type_identity_t<T> beta, MatrixView<T> C) {
  constexpr const char* op = "hemm";
  select::check_route(op, dtype_of<T>(), ops::hemm_families<T>());  // a bad pin or knob fails on every path
  if (ops::symm_prologue<T>(q, op, side, uplo, alpha, A, B, beta, C)) return;
  ops::SymmArgs<T> args{side, uplo, alpha, A, B, beta, C, /*hermitian=*/true};
  select::run(op, q, args, ops::hemm_families<T>());
}

#define BATCHLAS_INSTANTIATE(T)                                                                 \
  template void hemm<T>(Queue&, Side, Uplo, T, MatrixView<const T>, MatrixView<const T>, T, \
                        MatrixView<T>);
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_INSTANTIATE

}  // namespace batchlas
