// syrk: validate and normalise once, handle the cases every backend shares, then select.
#include "batchlas/level3.hh"
#include "kernels/common/scale.hh"
#include "ops/common/check.hh"
#include "ops/syrk/families.hh"

namespace batchlas {

template <class T>
void syrk(Queue& q, Uplo uplo, Op trans, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, std::type_identity_t<T> beta,
          MatrixView<T> C) {
  constexpr const char* op = "syrk";
  select::check_route(op, dtype_of<T>(), ops::syrk_families<T>());  // a bad pin or knob fails on every path
  check::enum_valid(op, "uplo", uplo, Uplo::Lower, Uplo::Upper);
  check::enum_valid(op, "trans", trans);
  // Complex syrk is complex-symmetric: ConjTrans would be herk (reference BLAS csyrk).
  check::op_allowed(op, "trans", trans, true, true, !is_complex_v<T>);
  const int64_t n = check::square(op, "C", C);
  check::output_matrix(op, "C", C, n, n);
  const int64_t k = trans == Op::NoTrans ? A.cols : A.rows;
  if (trans == Op::NoTrans) check::matrix(op, "A", A, n, k, C.batch);
  else check::matrix(op, "A", A, k, n, C.batch);
  check::disjoint(op, "C", check::span_of(C), "A", check::span_of(A));

  check::reachable(q, op, {{"A", check::span_of(A)}, {"C", check::span_of(C)}});
  if (n == 0 || C.batch == 0) return;
  const auto region = uplo == Uplo::Lower ? kernels::Region::Lower : kernels::Region::Upper;
  if (alpha == T(0) || k == 0) return kernels::scale(q, beta, C, region);

  ops::SyrkArgs<T> args{uplo, trans, alpha, A, beta, C};
  select::run("syrk", q, args, ops::syrk_families<T>());
}

#define BATCHLAS_INSTANTIATE(T) \
  template void syrk<T>(Queue&, Uplo, Op, T, MatrixView<const T>, T, MatrixView<T>);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)

}  // namespace batchlas
