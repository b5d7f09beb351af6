// symm: validate and normalise once, handle the cases every backend shares, then select.
// A symmetric; complex T is complex-symmetric (no conjugation), as BLAS csymm/zsymm.
#include "batchlas/level3.hh"
#include "kernels/common/scale.hh"
#include "ops/common/check.hh"
#include "ops/symm/families.hh"

namespace batchlas {

template <class T>
void symm(Queue& q, Side side, Uplo uplo, std::type_identity_t<T> alpha, MatrixView<const std::type_identity_t<T>> A, MatrixView<const std::type_identity_t<T>> B,
          std::type_identity_t<T> beta, MatrixView<T> C) {
  constexpr const char* op = "symm";
  check::enum_valid(op, "side", side, Side::Left, Side::Right);
  check::enum_valid(op, "uplo", uplo, Uplo::Lower, Uplo::Upper);
  const int64_t m = C.rows, n = C.cols;
  check::output_matrix(op, "C", C, m, n);
  const int64_t ka = side == Side::Left ? m : n;  // A is m x m (Left) or n x n (Right)
  check::matrix(op, "A", A, ka, ka, C.batch);
  check::matrix(op, "B", B, m, n, C.batch);
  check::disjoint(op, "C", check::span_of(C), "A", check::span_of(A));
  check::disjoint(op, "C", check::span_of(C), "B", check::span_of(B));

  if (m == 0 || n == 0 || C.batch == 0) return;
  if (alpha == T(0)) return kernels::scale(q, beta, C, kernels::Region::Full);

  ops::SymmArgs<T> args{side, uplo, alpha, A, B, beta, C, /*hermitian=*/false};
  select::run("symm", q, args, ops::symm_families<T>());
}

#define BATCHLAS_INSTANTIATE(T)                                                                 \
  template void symm<T>(Queue&, Side, Uplo, T, MatrixView<const T>, MatrixView<const T>, T, \
                        MatrixView<T>);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_INSTANTIATE

}  // namespace batchlas
