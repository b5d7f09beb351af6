// her2k: validate and normalise once, handle the cases every backend shares, then select.
#include "batchlas/level3.hh"
#include "kernels/common/scale.hh"
#include "ops/common/check.hh"
#include "ops/her2k/families.hh"

namespace batchlas {

template <class T>
  requires is_complex_v<T>
void her2k(Queue& q, Uplo uplo, Op trans, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, MatrixView<const std::type_identity_t<T>> B,
           real_t<T> beta, MatrixView<T> C) {
  constexpr const char* op = "her2k";
  select::check_route(op, dtype_of<T>(), ops::her2k_families<T>());  // a bad pin or knob fails on every path
  check::enum_valid(op, "uplo", uplo, Uplo::Lower, Uplo::Upper);
  check::enum_valid(op, "trans", trans);
  // Trans would be the complex-symmetric syr2k (reference BLAS cher2k accepts N and C only).
  check::op_allowed(op, "trans", trans, true, false, true);
  const int64_t n = check::square(op, "C", C);
  check::output_matrix(op, "C", C, n, n);
  const int64_t k = trans == Op::NoTrans ? A.cols : A.rows;
  if (trans == Op::NoTrans) {
    check::matrix(op, "A", A, n, k, C.batch);
    check::matrix(op, "B", B, n, k, C.batch);
  } else {
    check::matrix(op, "A", A, k, n, C.batch);
    check::matrix(op, "B", B, k, n, C.batch);
  }
  check::disjoint(op, "C", check::span_of(C), "A", check::span_of(A));
  check::disjoint(op, "C", check::span_of(C), "B", check::span_of(B));

  check::reachable(q, op, {{"A", check::span_of(A)}, {"B", check::span_of(B)}, {"C", check::span_of(C)}});
  if (n == 0 || C.batch == 0) return;
  const auto region = uplo == Uplo::Lower ? kernels::Region::Lower : kernels::Region::Upper;
  if (alpha == T(0) || k == 0) {
    // Reference zher2k returns at once when beta == 1 too: C untouched, its diagonal's
    // imaginary parts included (an exception to the Hermitian output rule, docs/DESIGN.md).
    // Otherwise C is scaled and its diagonal made real.
    if (beta == real_t<T>(1)) return;
    return kernels::scale(q, T(beta), C, region, /*real_diagonal=*/true);
  }

  ops::Her2kArgs<T> args{uplo, trans, alpha, A, B, beta, C};
  select::run("her2k", q, args, ops::her2k_families<T>());
}

#define BATCHLAS_INSTANTIATE(T)                                                        \
  template void her2k<T>(Queue&, Uplo, Op, T, MatrixView<const T>, MatrixView<const T>, \
                         real_t<T>, MatrixView<T>);
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_INSTANTIATE

}  // namespace batchlas
