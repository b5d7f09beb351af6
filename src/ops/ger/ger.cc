// ger (geru for complex T): validate once, handle the shared cases, then select.
#include "batchlas/level2.hh"
#include "ops/common/check.hh"
#include "ops/ger/families.hh"

namespace batchlas {

template <class T>
void ger(Queue& q, std::type_identity_t<T> alpha, VectorView<const std::type_identity_t<T>> x, VectorView<const std::type_identity_t<T>> y, MatrixView<T> A) {
  constexpr const char* op = "ger";
  const int64_t m = A.rows, n = A.cols;
  check::output_matrix(op, "A", A, m, n);
  check::vector(op, "x", x, m, A.batch);
  check::vector(op, "y", y, n, A.batch);
  check::disjoint(op, "A", check::span_of(A), "x", check::span_of(x));
  check::disjoint(op, "A", check::span_of(A), "y", check::span_of(y));

  if (m == 0 || n == 0 || A.batch == 0) return;
  if (alpha == T(0)) return;  // a rank update by zero: nothing read or written (level2.hh)

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
