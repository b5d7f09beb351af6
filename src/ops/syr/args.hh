// syr as the selection layer and the families see it: arguments already validated.
#pragma once

#include <vector>

#include "batchlas/types.hh"
#include "batchlas/views.hh"
#include "select/select.hh"

namespace batchlas::ops {

template <class T> struct SyrArgs {
  Uplo uplo;
  T alpha;                ///< real for her (imaginary part zero)
  VectorView<const T> x;  ///< n elements
  MatrixView<T> A;        ///< n x n, uplo triangle updated
  bool hermitian = false; ///< her: x*x^H, diagonal exactly real

  int64_t n() const { return A.rows; }
  select::Key key() const { return {dtype_of<T>(), {{"uplo", to_char(uplo)}}, {{"n", n()}, {"batch", A.batch}}}; }
};

}  // namespace batchlas::ops
