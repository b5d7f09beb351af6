// syr2 as the selection layer and the families see it: arguments already validated.
#pragma once

#include <vector>

#include "batchlas/types.hh"
#include "batchlas/views.hh"
#include "select/select.hh"

namespace batchlas::ops {

template <class T> struct Syr2Args {
  Uplo uplo;
  T alpha;
  VectorView<const T> x;  ///< n elements
  VectorView<const T> y;  ///< n elements
  MatrixView<T> A;        ///< n x n, uplo triangle updated
  bool hermitian = false; ///< her2: alpha*x*y^H + conj(alpha)*y*x^H, diagonal exactly real

  int64_t n() const { return A.rows; }
  select::Key key() const { return {dtype_of<T>(), {{"uplo", to_char(uplo)}}, {{"n", n()}, {"batch", A.batch}}}; }
};

}  // namespace batchlas::ops
