// trmv: validate once, handle the shared cases, then select. No scalars, so no alpha/beta cases.
#include "batchlas/level2.hh"
#include "ops/common/check.hh"
#include "ops/trmv/families.hh"

namespace batchlas {

template <class T>
void trmv(Queue& q, Uplo uplo, Op trans, Diag diag, MatrixView<const std::type_identity_t<T>> A, VectorView<T> x) {
  constexpr const char* op = "trmv";
  select::check_route(op, dtype_of<T>(), ops::trmv_families<T>());  // a bad pin or knob fails on every path
  check::enum_valid(op, "uplo", uplo, Uplo::Lower, Uplo::Upper);
  check::enum_valid(op, "trans", trans);
  check::enum_valid(op, "diag", diag, Diag::NonUnit, Diag::Unit);
  const int64_t n = check::square(op, "A", A);
  check::output_vector(op, "x", x, n);
  check::matrix(op, "A", A, n, n, x.batch);
  check::disjoint(op, "x", check::span_of(x), "A", check::span_of(A));

  check::reachable(q, op, {{"A", check::span_of(A)}, {"x", check::span_of(x)}});
  if (n == 0 || x.batch == 0) return;

  ops::TrmvArgs<T> args{uplo, trans, diag, A, x};
  select::run(op, q, args, ops::trmv_families<T>());
}

#define BATCHLAS_INSTANTIATE(T) \
  template void trmv<T>(Queue&, Uplo, Op, Diag, MatrixView<const T>, VectorView<T>);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)

}  // namespace batchlas
