// trmm as the selection layer and the families see it: arguments already validated.
#pragma once

#include <vector>

#include "batchlas/types.hh"
#include "batchlas/views.hh"
#include "select/select.hh"

namespace batchlas::ops {

template <class T> struct TrmmArgs {
  Side side;
  Uplo uplo;
  Op transa;
  Diag diag;
  T alpha;
  MatrixView<const T> A;  ///< m x m (Left) or n x n (Right), uplo triangle read
  MatrixView<const T> B;  ///< m x n
  MatrixView<T> C;        ///< m x n; may alias B exactly (in place)

  int64_t m() const { return C.rows; }
  int64_t n() const { return C.cols; }
  bool in_place() const { return static_cast<const void*>(C.data) == B.data; }
  select::Key key() const { return {dtype_of<T>(), {{"side", to_char(side)}, {"uplo", to_char(uplo)}, {"trans", to_char(transa)}, {"diag", to_char(diag)}}, {{"m", m()}, {"n", n()}, {"batch", C.batch}}}; }
};

}  // namespace batchlas::ops
