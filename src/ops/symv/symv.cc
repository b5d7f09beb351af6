// symv (complex T: complex-symmetric): validate once, handle the shared cases, then select.
#include "batchlas/level2.hh"
#include "kernels/common/scale.hh"
#include "ops/common/check.hh"
#include "ops/symv/families.hh"

namespace batchlas {

template <class T>
void symv(Queue& q, Uplo uplo, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, VectorView<const std::type_identity_t<T>> x, std::type_identity_t<T> beta,
          VectorView<T> y) {
  constexpr const char* op = "symv";
  check::enum_valid(op, "uplo", uplo, Uplo::Lower, Uplo::Upper);
  const int64_t n = A.rows;
  check::require(A.cols == n, op, "A is " + std::to_string(A.rows) + " x " +
                                      std::to_string(A.cols) + ", expected square");
  check::output_vector(op, "y", y, n);
  check::matrix(op, "A", A, n, n, y.batch);
  check::vector(op, "x", x, n, y.batch);
  check::disjoint(op, "y", check::span_of(y), "A", check::span_of(A));
  check::disjoint(op, "y", check::span_of(y), "x", check::span_of(x));

  if (n == 0 || y.batch == 0) return;
  if (alpha == T(0)) return kernels::scale(q, beta, y);  // A and x not read

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
