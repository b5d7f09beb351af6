// The part symv and hemv share: argument checks and the cases every backend handles alike.
#pragma once

#include <type_traits>

#include "batchlas/level2.hh"
#include "kernels/common/scale.hh"
#include "ops/common/check.hh"

namespace batchlas::ops {

/// Validates a symv/hemv call (throws std::invalid_argument naming `op`) and finishes it when the
/// output is empty or alpha == 0; returns true when nothing is left for a family to do.
template <class T>
bool symv_prologue(Queue& q, const char* op, Uplo uplo, T alpha, MatrixView<const T> A, VectorView<const T> x, T beta,
          VectorView<T> y) {
  check::enum_valid(op, "uplo", uplo, Uplo::Lower, Uplo::Upper);
  const int64_t n = check::square(op, "A", A);
  check::output_vector(op, "y", y, n);
  check::matrix(op, "A", A, n, n, y.batch);
  check::vector(op, "x", x, n, y.batch);
  check::disjoint(op, "y", check::span_of(y), "A", check::span_of(A));
  check::disjoint(op, "y", check::span_of(y), "x", check::span_of(x));
  check::reachable(q, op, {{"A", check::span_of(A)}, {"x", check::span_of(x)}, {"y", check::span_of(y)}});
  if (n == 0 || y.batch == 0) return true;
  if (alpha == T(0)) return kernels::scale(q, beta, y), true;  // A and x not read
  return false;
}

}  // namespace batchlas::ops
