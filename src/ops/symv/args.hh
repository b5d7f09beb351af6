// symv as the selection layer and the families see it: arguments already validated.
#pragma once

#include <vector>

#include "batchlas/types.hh"
#include "batchlas/views.hh"
#include "select/select.hh"

namespace batchlas::ops {

template <class T> struct SymvArgs {
  Uplo uplo;
  T alpha;
  MatrixView<const T> A;  ///< n x n, uplo triangle read
  VectorView<const T> x;  ///< n elements
  T beta;
  VectorView<T> y;        ///< n elements
  bool hermitian = false; ///< hemv: conjugate mirror, imaginary diagonal ignored

  int64_t n() const { return A.rows; }
  select::Key key() const { return {dtype_of<T>(), {{"uplo", to_char(uplo)}}, {{"n", n()}, {"batch", y.batch}}}; }
};

}  // namespace batchlas::ops
