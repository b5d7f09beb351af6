// gemm as the selection layer and the families see it: arguments already validated.
#pragma once

#include <vector>

#include "batchlas/types.hh"
#include "batchlas/views.hh"
#include "select/select.hh"

namespace batchlas::ops {

template <class T> struct GemmArgs {
  Op transa;
  Op transb;
  T alpha;
  MatrixView<const T> A;  ///< m x k (NoTrans) or k x m
  MatrixView<const T> B;  ///< k x n (NoTrans) or n x k
  T beta;
  MatrixView<T> C;        ///< m x n

  int64_t m() const { return C.rows; }
  int64_t n() const { return C.cols; }
  int64_t k() const { return transa == Op::NoTrans ? A.cols : A.rows; }
  select::Key key() const { return {dtype_of<T>(), {{"transa", to_char(transa)}, {"transb", to_char(transb)}}, {{"m", m()}, {"n", n()}, {"k", k()}, {"batch", C.batch}}}; }
};

}  // namespace batchlas::ops
