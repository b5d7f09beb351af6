// her2k as the selection layer and the families see it: arguments already validated.
#pragma once

#include <vector>

#include "batchlas/types.hh"
#include "batchlas/views.hh"
#include "select/select.hh"

namespace batchlas::ops {

template <class T> struct Her2kArgs {
  Uplo uplo;
  Op trans;               ///< NoTrans or ConjTrans
  T alpha;
  MatrixView<const T> A;  ///< n x k (NoTrans) or k x n
  MatrixView<const T> B;  ///< same shape as A
  real_t<T> beta;
  MatrixView<T> C;        ///< n x n, uplo triangle referenced, diagonal exactly real

  int64_t n() const { return C.rows; }
  int64_t k() const { return trans == Op::NoTrans ? A.cols : A.rows; }
  select::Key key() const { return {dtype_of<T>(), {{"uplo", to_char(uplo)}, {"trans", to_char(trans)}}, {{"n", n()}, {"k", k()}, {"batch", C.batch}}}; }
};

}  // namespace batchlas::ops
