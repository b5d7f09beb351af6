// syr (complex T: complex-symmetric): validate once, handle the shared cases, then select.
#include "batchlas/level2.hh"
#include "ops/common/check.hh"
#include "ops/syr/families.hh"

namespace batchlas {

template <class T>
void syr(Queue& q, Uplo uplo, std::type_identity_t<T> alpha, VectorView<const std::type_identity_t<T>> x, MatrixView<T> A) {
  constexpr const char* op = "syr";
  select::check_route(op, dtype_of<T>(), ops::syr_families<T>());  // a bad pin or knob fails on every path
  check::enum_valid(op, "uplo", uplo, Uplo::Lower, Uplo::Upper);
  const int64_t n = check::square(op, "A", A);
  check::output_matrix(op, "A", A, n, n);
  check::vector(op, "x", x, n, A.batch);
  check::disjoint(op, "A", check::span_of(A), "x", check::span_of(x));

  check::reachable(q, op, {{"A", check::span_of(A)}, {"x", check::span_of(x)}});
  if (n == 0 || A.batch == 0) return;
  if (alpha == T(0)) return;  // a rank update by zero: nothing read or written (level2.hh)

  ops::SyrArgs<T> args{uplo, alpha, x, A, /*hermitian=*/false};
  select::run(op, q, args, ops::syr_families<T>());
}

#define BATCHLAS_INSTANTIATE(T) \
  template void syr<T>(Queue&, Uplo, T, VectorView<const T>, MatrixView<T>);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)

}  // namespace batchlas
