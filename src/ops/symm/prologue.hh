// The part symm and hemm share: argument checks and the cases every backend handles alike.
#pragma once

#include <type_traits>

#include "batchlas/level3.hh"
#include "kernels/common/scale.hh"
#include "ops/common/check.hh"

namespace batchlas::ops {

/// Validates a symm/hemm call (throws std::invalid_argument naming `op`) and finishes it when the
/// output is empty or alpha == 0; returns true when nothing is left for a family to do.
template <class T>
bool symm_prologue(Queue& q, const char* op, Side side, Uplo uplo, T alpha, MatrixView<const T> A, MatrixView<const T> B,
          T beta, MatrixView<T> C) {
  check::enum_valid(op, "side", side, Side::Left, Side::Right);
  check::enum_valid(op, "uplo", uplo, Uplo::Lower, Uplo::Upper);
  const int64_t m = C.rows, n = C.cols;
  check::output_matrix(op, "C", C, m, n);
  const int64_t ka = side == Side::Left ? m : n;  // A is m x m (Left) or n x n (Right)
  check::matrix(op, "A", A, ka, ka, C.batch);
  check::matrix(op, "B", B, m, n, C.batch);
  check::disjoint(op, "C", check::span_of(C), "A", check::span_of(A));
  check::disjoint(op, "C", check::span_of(C), "B", check::span_of(B));
  check::reachable(q, op, {{"A", check::span_of(A)}, {"B", check::span_of(B)}, {"C", check::span_of(C)}});
  if (m == 0 || n == 0 || C.batch == 0) return true;
  if (alpha == T(0)) return kernels::scale(q, beta, C, kernels::Region::Full), true;
  return false;
}

}  // namespace batchlas::ops
