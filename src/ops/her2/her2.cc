// her2 (complex T): validate once, handle the shared cases, then select.
#include "batchlas/level2.hh"
#include "ops/common/check.hh"
#include "ops/her2/families.hh"

namespace batchlas {

template <class T>
void her2(Queue& q, Uplo uplo, std::type_identity_t<T> alpha, VectorView<const std::type_identity_t<T>> x, VectorView<const std::type_identity_t<T>> y,
          MatrixView<T> A) {
  constexpr const char* op = "her2";
  check::enum_valid(op, "uplo", uplo, Uplo::Lower, Uplo::Upper);
  const int64_t n = A.rows;
  check::require(A.cols == n, op, "A is " + std::to_string(A.rows) + " x " +
                                      std::to_string(A.cols) + ", expected square");
  check::output_matrix(op, "A", A, n, n);
  check::vector(op, "x", x, n, A.batch);
  check::vector(op, "y", y, n, A.batch);
  check::disjoint(op, "A", check::span_of(A), "x", check::span_of(x));
  check::disjoint(op, "A", check::span_of(A), "y", check::span_of(y));

  if (n == 0 || A.batch == 0) return;
  if (alpha == T(0)) return;  // a rank update by zero: nothing read or written (level2.hh)

  ops::Syr2Args<T> args{uplo, alpha, x, y, A, /*hermitian=*/true};
  select::run(op, q, args, ops::her2_families<T>());
}

#define BATCHLAS_INSTANTIATE(T)                                                         \
  template void her2<T>(Queue&, Uplo, T, VectorView<const T>, VectorView<const T>, \
                        MatrixView<T>);
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)

}  // namespace batchlas
