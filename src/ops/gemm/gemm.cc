// gemm: validate and normalise once, handle the cases every backend shares, then select.
#include "batchlas/level3.hh"
#include "kernels/common/scale.hh"
#include "ops/common/check.hh"
#include "ops/gemm/families.hh"

namespace batchlas {

template <class T>
void gemm(Queue& q, Op transa, Op transb, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, MatrixView<const std::type_identity_t<T>> B,
          std::type_identity_t<T> beta, MatrixView<T> C) {
  constexpr const char* op = "gemm";
  select::check_route(op, dtype_of<T>(), ops::gemm_families<T>());  // a bad pin or knob fails on every path
  // Every Op is allowed for both operands; real T reads ConjTrans as Trans (reference BLAS).
  check::enum_valid(op, "transa", transa);
  check::enum_valid(op, "transb", transb);
  const int64_t m = C.rows, n = C.cols;
  check::output_matrix(op, "C", C, m, n);
  // k comes from A; B must then agree with it.
  const int64_t k = transa == Op::NoTrans ? A.cols : A.rows;
  if (transa == Op::NoTrans) check::matrix(op, "A", A, m, k, C.batch);
  else check::matrix(op, "A", A, k, m, C.batch);
  if (transb == Op::NoTrans) check::matrix(op, "B", B, k, n, C.batch);
  else check::matrix(op, "B", B, n, k, C.batch);
  check::disjoint(op, "C", check::span_of(C), "A", check::span_of(A));
  check::disjoint(op, "C", check::span_of(C), "B", check::span_of(B));

  check::reachable(q, op, {{"A", check::span_of(A)}, {"B", check::span_of(B)}, {"C", check::span_of(C)}});
  if (m == 0 || n == 0 || C.batch == 0) return;
  if (alpha == T(0) || k == 0) return kernels::scale(q, beta, C, kernels::Region::Full);

  ops::GemmArgs<T> args{transa, transb, alpha, A, B, beta, C};
  select::run("gemm", q, args, ops::gemm_families<T>());
}

#define BATCHLAS_INSTANTIATE(T)                                                              \
  template void gemm<T>(Queue&, Op, Op, T, MatrixView<const T>, MatrixView<const T>, T, \
                        MatrixView<T>);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_INSTANTIATE

}  // namespace batchlas
