// gemv as the selection layer and the families see it: arguments already validated.
#pragma once

#include <vector>

#include "batchlas/types.hh"
#include "batchlas/views.hh"
#include "select/select.hh"

namespace batchlas::ops {

template <class T> struct GemvArgs {
  Op trans;
  T alpha;
  MatrixView<const T> A;  ///< m x n
  VectorView<const T> x;  ///< n (NoTrans) or m elements
  T beta;
  VectorView<T> y;        ///< m (NoTrans) or n elements

  int64_t m() const { return A.rows; }
  int64_t n() const { return A.cols; }
  select::Key key() const { return {dtype_of<T>(), {{"trans", to_char(trans)}}, {{"m", m()}, {"n", n()}, {"batch", y.batch}}}; }
};

}  // namespace batchlas::ops
