// gemv: validate and normalise once, handle the cases every backend shares, then select.
#include "batchlas/level2.hh"
#include "kernels/common/scale.hh"
#include "ops/common/check.hh"
#include "ops/gemv/families.hh"

namespace batchlas {

template <class T>
void gemv(Queue& q, Op trans, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, VectorView<const std::type_identity_t<T>> x, std::type_identity_t<T> beta,
          VectorView<T> y) {
  constexpr const char* op = "gemv";
  select::check_route(op, dtype_of<T>(), ops::gemv_families<T>());  // a bad pin or knob fails on every path
  check::enum_valid(op, "trans", trans);
  const int64_t m = A.rows, n = A.cols;
  const int64_t xlen = trans == Op::NoTrans ? n : m, ylen = trans == Op::NoTrans ? m : n;
  check::extents(op, "A", A);  // ylen and xlen come from A
  check::output_vector(op, "y", y, ylen);
  check::matrix(op, "A", A, m, n, y.batch);
  check::vector(op, "x", x, xlen, y.batch);
  check::disjoint(op, "y", check::span_of(y), "A", check::span_of(A));
  check::disjoint(op, "y", check::span_of(y), "x", check::span_of(x));

  check::reachable(q, op, {{"A", check::span_of(A)}, {"x", check::span_of(x)}, {"y", check::span_of(y)}});
  if (ylen == 0 || y.batch == 0) return;
  // Empty A or alpha == 0: y := beta*y without reading A or x (level2.hh; differs from BLAS).
  if (alpha == T(0) || m == 0 || n == 0) return kernels::scale(q, beta, y);

  ops::GemvArgs<T> args{trans, alpha, A, x, beta, y};
  select::run(op, q, args, ops::gemv_families<T>());
}

#define BATCHLAS_INSTANTIATE(T)                                                            \
  template void gemv<T>(Queue&, Op, T, MatrixView<const T>, VectorView<const T>, T, \
                        VectorView<T>);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)

}  // namespace batchlas
