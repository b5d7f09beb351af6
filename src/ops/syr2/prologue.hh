// The part syr2 and her2 share: argument checks and the cases every backend handles alike.
#pragma once

#include <type_traits>

#include "batchlas/level2.hh"
#include "kernels/common/scale.hh"
#include "ops/common/check.hh"

namespace batchlas::ops {

/// Validates a syr2/her2 call (throws std::invalid_argument naming `op`) and finishes it when the
/// output is empty or alpha == 0; returns true when nothing is left for a family to do.
template <class T>
bool syr2_prologue(const Queue& q, const char* op, Uplo uplo, T alpha, VectorView<const T> x, VectorView<const T> y,
          MatrixView<T> A) {
  check::enum_valid(op, "uplo", uplo, Uplo::Lower, Uplo::Upper);
  const int64_t n = check::square(op, "A", A);
  check::output_matrix(op, "A", A, n, n);
  check::vector(op, "x", x, n, A.batch);
  check::vector(op, "y", y, n, A.batch);
  check::disjoint(op, "A", check::span_of(A), "x", check::span_of(x));
  check::disjoint(op, "A", check::span_of(A), "y", check::span_of(y));
  check::reachable(q, op, {{"A", check::span_of(A)}, {"x", check::span_of(x)}, {"y", check::span_of(y)}});
  if (n == 0 || A.batch == 0) return true;
  if (alpha == T(0)) return true;  // a rank update by zero: nothing read or written (level2.hh)
  return false;
}

}  // namespace batchlas::ops
