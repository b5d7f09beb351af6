// Oracle expectations for the Level-3 operations, one function per operation: expected element
// (i, j) of item b, or nullopt where the routine must not write.
#pragma once

#include <optional>

#include "support/harness.hh"

namespace oracle {

using testing_support::Mat;

/// syrk (herk when herm): C(i,j) = alpha*sum_l op(A)(i,l)*op(A)^T(l,j) + beta*C0(i,j) on the
/// uplo triangle. `c0` is C before the call (ignored when beta == 0).
template <class T, class S>
std::optional<Expect<T>> syrk_at(Uplo uplo, Op trans, S alpha, Mat<T>& A, S beta,
                                 const std::vector<T>& c0, const Mat<T>& C, int64_t i, int64_t j,
                                 int64_t b, bool herm = false) {
  if (uplo == Uplo::Lower ? i < j : i > j) return std::nullopt;
  Expect<T> e;
  const int64_t k = trans == Op::NoTrans ? A.cols : A.rows;
  const T* a = A.item(b % std::max<int64_t>(A.batch, 1));
  // Row i of op(A) times column j of op(A)^T (conjugated for herk).
  // alpha == 0 means A is not read at all (DESIGN.md §1), so NaN in A does not propagate.
  for (int64_t l = 0; alpha != S(0) && l < k; ++l) {
    wide_t<T> ai = trans == Op::NoTrans ? wide_t<T>(a[i + l * A.ld]) : wide_t<T>(a[l + i * A.ld]);
    wide_t<T> aj = trans == Op::NoTrans ? wide_t<T>(a[j + l * A.ld]) : wide_t<T>(a[l + j * A.ld]);
    if (herm) {
      if (trans == Op::NoTrans) aj = conj_if(aj, true);
      else ai = conj_if(ai, true);
    }
    e.add(wide_t<T>(alpha) * ai * aj);
  }
  if (beta != S(0)) {
    wide_t<T> c = c0[b * C.stride + i + j * C.ld];
    if (herm && i == j) c = wide_t<T>(std::real(c));
    e.add(wide_t<T>(beta) * c);
  }
  if (herm && i == j) {
    e.value = wide_t<T>(std::real(e.value));
    e.exactly_real = true;
  }
  return e;
}

}  // namespace oracle
