// trmv as the selection layer and the families see it: arguments already validated.
#pragma once

#include <vector>

#include "batchlas/types.hh"
#include "batchlas/views.hh"
#include "select/select.hh"

namespace batchlas::ops {

template <class T> struct TrmvArgs {
  Uplo uplo;
  Op trans;
  Diag diag;
  MatrixView<const T> A;  ///< n x n, uplo triangle read (not the diagonal under Unit)
  VectorView<T> x;        ///< n elements, overwritten with op(A)*x

  int64_t n() const { return A.rows; }
  select::Key key() const { return {dtype_of<T>(), {{"uplo", to_char(uplo)}, {"trans", to_char(trans)}, {"diag", to_char(diag)}}, {{"n", n()}, {"batch", x.batch}}}; }
};

}  // namespace batchlas::ops
