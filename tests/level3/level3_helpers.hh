// Helpers shared by the Level-3 suites (other than syrk's): NaN planting, triangle fills and
// the flag lists each operation accepts.
#pragma once

#include <algorithm>
#include <limits>
#include <vector>

#include "support/oracle_level3.hh"

namespace l3 {

using namespace testing_support;

/// Every in-matrix element of every item becomes the sentinel NaN: a routine that reads it
/// (beta == 0 reading C, alpha == 0 reading A or B) puts NaN in its result.
template <class T> void poison(Mat<T>& M) {
  for (int64_t b = 0; b < M.batch; ++b)
    for (int64_t j = 0; j < M.cols; ++j)
      for (int64_t i = 0; i < M.rows; ++i) M.at(i, j, b) = sentinel<T>();
}

/// The imaginary part of every diagonal element of every item becomes NaN (even j) or Inf (odd
/// j): Hermitian outputs must ignore it (reference BLAS takes beta*real(C(j, j))).
template <class T> void poison_imaginary_diagonal(Mat<T>& C) {
  using R = real_t<T>;
  for (int64_t b = 0; b < C.batch; ++b)
    for (int64_t j = 0; j < std::min(C.rows, C.cols); ++j)
      C.at(j, j, b).imag(j % 2 == 0 ? std::numeric_limits<R>::quiet_NaN() : std::numeric_limits<R>::infinity());
}

/// Fill only the uplo triangle of a square Mat (and the diagonal unless `skip_diagonal`); the
/// rest keeps its sentinels, so reading it shows up as NaN in the result.
template <class T>
void fill_triangle(Mat<T>& A, Uplo uplo, std::mt19937_64& rng, bool skip_diagonal = false) {
  A.fill(rng, [&](int64_t i, int64_t j) {
    if (i == j) return !skip_diagonal;
    return uplo == Uplo::Lower ? i > j : i < j;
  });
}

inline const std::vector<Uplo> kUplos = {Uplo::Lower, Uplo::Upper};
inline const std::vector<Side> kSides = {Side::Left, Side::Right};
inline const std::vector<Diag> kDiags = {Diag::NonUnit, Diag::Unit};
inline const std::vector<Op> kOps = {Op::NoTrans, Op::Trans, Op::ConjTrans};

/// Trans values of the symmetric rank-k forms: complex T is complex-symmetric (N, T); real T
/// also takes ConjTrans as Trans.
template <class T> std::vector<Op> symmetric_trans() {
  if constexpr (is_complex_v<T>) return {Op::NoTrans, Op::Trans};
  else return kOps;
}

}  // namespace l3
