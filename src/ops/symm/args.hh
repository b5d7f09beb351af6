// symm as the selection layer and the families see it: arguments already validated.
#pragma once

#include <vector>

#include "batchlas/types.hh"
#include "batchlas/views.hh"
#include "select/select.hh"

namespace batchlas::ops {

template <class T> struct SymmArgs {
  Side side;
  Uplo uplo;
  T alpha;
  MatrixView<const T> A;  ///< m x m (Left) or n x n (Right), uplo triangle read
  MatrixView<const T> B;  ///< m x n
  T beta;
  MatrixView<T> C;        ///< m x n
  bool hermitian = false; ///< hemm: conjugate mirror, imaginary diagonal of A ignored

  int64_t m() const { return C.rows; }
  int64_t n() const { return C.cols; }
  select::Key key() const { return {dtype_of<T>(), {{"side", to_char(side)}, {"uplo", to_char(uplo)}}, {{"m", m()}, {"n", n()}, {"batch", C.batch}}}; }
};

}  // namespace batchlas::ops
