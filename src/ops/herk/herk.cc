// herk: validate and normalise once, handle the cases every backend shares, then select.
#include "batchlas/level3.hh"
#include "kernels/common/scale.hh"
#include "ops/common/check.hh"
#include "ops/herk/families.hh"

namespace batchlas {

template <class T>
  requires is_complex_v<T>
void herk(Queue& q, Uplo uplo, Op trans, real_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, real_t<T> beta,
          MatrixView<T> C) {
  constexpr const char* op = "herk";
  select::check_route(op, dtype_of<T>(), ops::herk_families<T>());  // a bad pin or knob fails on every path
  check::enum_valid(op, "uplo", uplo, Uplo::Lower, Uplo::Upper);
  check::enum_valid(op, "trans", trans);
  // Trans would be the complex-symmetric syrk (reference BLAS cherk accepts N and C only).
  check::op_allowed(op, "trans", trans, true, false, true);
  const int64_t n = check::square(op, "C", C);
  check::output_matrix(op, "C", C, n, n);
  const int64_t k = trans == Op::NoTrans ? A.cols : A.rows;
  if (trans == Op::NoTrans) check::matrix(op, "A", A, n, k, C.batch);
  else check::matrix(op, "A", A, k, n, C.batch);
  check::disjoint(op, "C", check::span_of(C), "A", check::span_of(A));

  check::reachable(q, op, {{"A", check::span_of(A)}, {"C", check::span_of(C)}});
  if (n == 0 || C.batch == 0) return;
  const auto region = uplo == Uplo::Lower ? kernels::Region::Lower : kernels::Region::Upper;
  if (alpha == real_t<T>(0) || k == 0) {
    // Reference zherk returns at once when beta == 1 too: C untouched, its diagonal's
    // imaginary parts included (an exception to the Hermitian output rule, docs/DESIGN.md).
    // Otherwise C is scaled and its diagonal made real.
    if (beta == real_t<T>(1)) return;
    return kernels::scale(q, T(beta), C, region, /*real_diagonal=*/true);
  }

  ops::HerkArgs<T> args{uplo, trans, alpha, A, beta, C};
  select::run("herk", q, args, ops::herk_families<T>());
}

#define BATCHLAS_INSTANTIATE(T)                                                         \
  template void herk<T>(Queue&, Uplo, Op, real_t<T>, MatrixView<const T>, real_t<T>, \
                        MatrixView<T>);
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_INSTANTIATE

}  // namespace batchlas
