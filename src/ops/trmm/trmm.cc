// trmm: validate and normalise once, handle the cases every backend shares, then select.
// Out of place, C := alpha*op(A)*B or alpha*B*op(A); C may alias B exactly (in place).
#include "batchlas/level3.hh"
#include "kernels/common/scale.hh"
#include "ops/common/check.hh"
#include "ops/trmm/families.hh"

namespace batchlas {

template <class T>
void trmm(Queue& q, Side side, Uplo uplo, Op transa, Diag diag, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A,
          MatrixView<const std::type_identity_t<T>> B, MatrixView<T> C) {
  constexpr const char* op = "trmm";
  select::check_route(op, dtype_of<T>(), ops::trmm_families<T>());  // a bad pin or knob fails on every path
  check::enum_valid(op, "side", side, Side::Left, Side::Right);
  check::enum_valid(op, "uplo", uplo, Uplo::Lower, Uplo::Upper);
  check::enum_valid(op, "transa", transa);  // real T reads ConjTrans as Trans (reference BLAS)
  check::enum_valid(op, "diag", diag, Diag::NonUnit, Diag::Unit);
  const int64_t m = C.rows, n = C.cols;
  check::output_matrix(op, "C", C, m, n);
  const int64_t ka = side == Side::Left ? m : n;  // A is m x m (Left) or n x n (Right)
  check::matrix(op, "A", A, ka, ka, C.batch);
  check::matrix(op, "B", B, m, n, C.batch);
  check::disjoint(op, "C", check::span_of(C), "A", check::span_of(A));
  // In place only when C is B element for element; any partial overlap would let one item's
  // result overwrite B values another element still needs. An ld that addresses no second
  // column (n <= 1) or a stride that addresses no second item (batch <= 1) may differ.
  const bool in_place = static_cast<const void*>(C.data) == static_cast<const void*>(B.data) &&
                        (C.ld == B.ld || n <= 1) && (C.stride == B.stride || C.batch <= 1);
  if (!in_place) check::disjoint(op, "C", check::span_of(C), "B", check::span_of(B));

  check::reachable(q, op, {{"A", check::span_of(A)}, {"B", check::span_of(B)}, {"C", check::span_of(C)}});
  if (m == 0 || n == 0 || C.batch == 0) return;
  // C is written, never read: alpha == 0 stores zeros without reading A or B.
  if (alpha == T(0)) return kernels::scale(q, T(0), C, kernels::Region::Full);

  // In place, every route sees B as C's own view (an ld or stride that addresses nothing may
  // differ above): cuBLAS runs trmm in place only when C == B with ldc == ldb.
  MatrixView<const T> Bv = B;
  if (in_place) Bv.ld = C.ld, Bv.stride = C.stride;
  ops::TrmmArgs<T> args{side, uplo, transa, diag, alpha, A, Bv, C};
  select::run("trmm", q, args, ops::trmm_families<T>());
}

#define BATCHLAS_INSTANTIATE(T)                                                           \
  template void trmm<T>(Queue&, Side, Uplo, Op, Diag, T, MatrixView<const T>,            \
                        MatrixView<const T>, MatrixView<T>);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_INSTANTIATE

}  // namespace batchlas
