// ger as the selection layer and the families see it: arguments already validated.
#pragma once

#include <vector>

#include "batchlas/types.hh"
#include "batchlas/views.hh"
#include "select/select.hh"

namespace batchlas::ops {

template <class T> struct GerArgs {
  T alpha;
  VectorView<const T> x;  ///< m elements
  VectorView<const T> y;  ///< n elements
  MatrixView<T> A;        ///< m x n, A += alpha*x*y^T (or y^H when conjugate)
  bool conjugate = false; ///< gerc

  int64_t m() const { return A.rows; }
  int64_t n() const { return A.cols; }
  select::Key key() const { return {dtype_of<T>(), {}, {{"m", m()}, {"n", n()}, {"batch", A.batch}}}; }
};

}  // namespace batchlas::ops
