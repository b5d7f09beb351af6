// Shared pieces of the host families: the 32-bit CBLAS limit and the beta == 0 rule.
#pragma once

#include <initializer_list>
#include <string>

#include "backends/host/cblas.hh"
#include "kernels/common/scale.hh"

namespace batchlas::host {

/// "" when every extent fits CBLAS's 32-bit int; else the reason for can_run.
inline std::string int32_limit(std::initializer_list<int64_t> extents) {
  for (int64_t e : extents)
    if (!cb::fits_int(e < 0 ? -e : e))
      return "an extent, ld or increment (" + std::to_string(e) + ") exceeds the 32-bit CBLAS int";
  return {};
}

/// beta == 0 must not read the output: zero it first (BLAS implementations differ on whether
/// 0*NaN propagates), then let CBLAS accumulate with beta = 0.
template <class T> void zero_if_beta_zero(T beta, MatrixView<T> C, kernels::Region r) {
  if (beta == T(0)) kernels::host::scale(T(0), C, r, false);
}
template <class T> void zero_if_beta_zero(T beta, VectorView<T> y) {
  if (beta == T(0)) kernels::host::scale(T(0), y);
}

}  // namespace batchlas::host
