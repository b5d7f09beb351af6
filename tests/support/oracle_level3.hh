// Oracle expectations for the Level-3 operations, one function per operation: expected element
// (i, j) of item b, or nullopt where the routine must not write.
#pragma once

#include <optional>

#include "support/harness.hh"

namespace oracle {

using testing_support::Mat;

/// syrk (herk when herm): C(i,j) = alpha*sum_l op(A)(i,l)*op(A)^T(l,j) + beta*C0(i,j) on the
/// uplo triangle. `c0` is C before the call (ignored when beta == 0).
template <class T, class S>
std::optional<Expect<T>> syrk_at(Uplo uplo, Op trans, S alpha, Mat<T>& A, S beta,
                                 const std::vector<T>& c0, const Mat<T>& C, int64_t i, int64_t j,
                                 int64_t b, bool herm = false) {
  if (uplo == Uplo::Lower ? i < j : i > j) return std::nullopt;
  Expect<T> e;
  const int64_t k = trans == Op::NoTrans ? A.cols : A.rows;
  const T* a = A.item(b % std::max<int64_t>(A.batch, 1));
  // Row i of op(A) times column j of op(A)^T (conjugated for herk).
  // alpha == 0 means A is not read at all (DESIGN.md §1), so NaN in A does not propagate.
  for (int64_t l = 0; alpha != S(0) && l < k; ++l) {
    wide_t<T> ai = trans == Op::NoTrans ? wide_t<T>(a[i + l * A.ld]) : wide_t<T>(a[l + i * A.ld]);
    wide_t<T> aj = trans == Op::NoTrans ? wide_t<T>(a[j + l * A.ld]) : wide_t<T>(a[l + j * A.ld]);
    if (herm) {
      if (trans == Op::NoTrans) aj = conj_if(aj, true);
      else ai = conj_if(ai, true);
    }
    e.add(wide_t<T>(alpha) * ai * aj);
  }
  if (beta != S(0)) {
    wide_t<T> c = c0[b * C.stride + i + j * C.ld];
    if (herm && i == j) c = wide_t<T>(std::real(c));
    e.add(wide_t<T>(beta) * c);
  }
  if (herm && i == j) {
    e.value = wide_t<T>(std::real(e.value));
    e.exactly_real = true;
  }
  return e;
}

}  // namespace oracle

namespace oracle {

/// Item b of an input, honouring broadcast (an input Mat of batch 1 read by every item).
template <class T> const T* input_item(const Mat<T>& M, int64_t b) {
  return M.item(b % std::max<int64_t>(M.batch, 1));
}

/// beta*C0(i,j) added to e (not at all when beta == 0: C must not be read); herm takes the real
/// part of C0's diagonal, as reference BLAS cherk/cher2k do.
template <class T, class S>
void add_beta_c(Expect<T>& e, S beta, const std::vector<T>& c0, const Mat<T>& C, int64_t i,
                int64_t j, int64_t b, bool herm = false) {
  if (beta == S(0)) return;
  wide_t<T> c = c0[b * C.stride + i + j * C.ld];
  if (herm && i == j) c = wide_t<T>(std::real(c));
  e.add(wide_t<T>(beta) * c);
}

/// gemm: C(i,j) = alpha*sum_l op(A)(i,l)*op(B)(l,j) + beta*C0(i,j) on the whole m x n item.
/// Also the full-product reference the herk/trmm cross-checks use.
template <class T, class S>
std::optional<Expect<T>> gemm_at(Op transa, Op transb, S alpha, const Mat<T>& A,
                                 const Mat<T>& B, S beta, const std::vector<T>& c0,
                                 const Mat<T>& C, int64_t i, int64_t j, int64_t b) {
  Expect<T> e;
  const int64_t k = transa == Op::NoTrans ? A.cols : A.rows;
  const T* a = input_item(A, b);
  const T* bb = input_item(B, b);
  for (int64_t l = 0; alpha != S(0) && l < k; ++l)
    e.add(wide_t<T>(alpha) * op_at(a, A.ld, transa, i, l) * op_at(bb, B.ld, transb, l, j));
  add_beta_c(e, beta, c0, C, i, j, b);
  return e;
}

/// Element (p, q) of the full symmetric (Hermitian when herm) matrix whose uplo triangle is
/// stored in a: the other triangle is never read, nor (herm) the imaginary diagonal.
template <class T>
wide_t<T> sym_at(const T* a, int64_t ld, Uplo uplo, int64_t p, int64_t q, bool herm) {
  const bool stored = uplo == Uplo::Lower ? p >= q : p <= q;
  wide_t<T> v = stored ? wide_t<T>(a[p + q * ld]) : conj_if(wide_t<T>(a[q + p * ld]), herm);
  if (herm && p == q) v = wide_t<T>(std::real(v));
  return v;
}

/// symm (hemm when herm): C = alpha*A*B + beta*C0 (Left) or alpha*B*A + beta*C0 (Right).
template <class T>
std::optional<Expect<T>> symm_at(Side side, Uplo uplo, T alpha, const Mat<T>& A, const Mat<T>& B,
                                 T beta, const std::vector<T>& c0, const Mat<T>& C, int64_t i,
                                 int64_t j, int64_t b, bool herm = false) {
  Expect<T> e;
  const T* a = input_item(A, b);
  const T* bb = input_item(B, b);
  const int64_t ka = side == Side::Left ? C.rows : C.cols;
  for (int64_t l = 0; alpha != T(0) && l < ka; ++l) {
    if (side == Side::Left)
      e.add(wide_t<T>(alpha) * sym_at(a, A.ld, uplo, i, l, herm) * wide_t<T>(bb[l + j * B.ld]));
    else
      e.add(wide_t<T>(alpha) * wide_t<T>(bb[i + l * B.ld]) * sym_at(a, A.ld, uplo, l, j, herm));
  }
  add_beta_c(e, beta, c0, C, i, j, b);
  return e;
}

/// syr2k (her2k when herm) on the uplo triangle:
///   sym  N: alpha*(A*B^T + B*A^T),          T: alpha*(A^T*B + B^T*A)
///   herm N: alpha*A*B^H + conj(alpha)*B*A^H, C: alpha*A^H*B + conj(alpha)*B^H*A
template <class T, class S>
std::optional<Expect<T>> syr2k_at(Uplo uplo, Op trans, T alpha, const Mat<T>& A,
                                  const Mat<T>& B, S beta, const std::vector<T>& c0,
                                  const Mat<T>& C, int64_t i, int64_t j, int64_t b,
                                  bool herm = false) {
  if (uplo == Uplo::Lower ? i < j : i > j) return std::nullopt;
  Expect<T> e;
  const bool nt = trans == Op::NoTrans;
  const int64_t k = nt ? A.cols : A.rows;
  const T* a = input_item(A, b);
  const T* bb = input_item(B, b);
  const wide_t<T> al(alpha), al2 = conj_if(al, herm);
  auto el = [&](const T* m, int64_t ld, int64_t r, int64_t l) {
    return wide_t<T>(nt ? m[r + l * ld] : m[l + r * ld]);
  };
  for (int64_t l = 0; alpha != T(0) && l < k; ++l) {
    const wide_t<T> ai = el(a, A.ld, i, l), aj = el(a, A.ld, j, l);
    const wide_t<T> bi = el(bb, B.ld, i, l), bj = el(bb, B.ld, j, l);
    if (!herm) {
      e.add(al * ai * bj);
      e.add(al * bi * aj);
    } else if (nt) {
      e.add(al * ai * conj_if(bj, true));
      e.add(al2 * bi * conj_if(aj, true));
    } else {
      e.add(al * conj_if(ai, true) * bj);
      e.add(al2 * conj_if(bi, true) * aj);
    }
  }
  add_beta_c(e, beta, c0, C, i, j, b, herm);
  if (herm && i == j) {
    e.value = wide_t<T>(std::real(e.value));
    e.exactly_real = true;
  }
  return e;
}

/// Element (p, q) of the triangular matrix stored in a (uplo, diag): zero outside the triangle
/// and 1 on a unit diagonal, neither of which is read.
template <class T>
wide_t<T> tri_at(const T* a, int64_t ld, Uplo uplo, Diag diag, int64_t p, int64_t q) {
  if (p == q && diag == Diag::Unit) return wide_t<T>(1);
  const bool stored = uplo == Uplo::Lower ? p >= q : p <= q;
  return stored ? wide_t<T>(a[p + q * ld]) : wide_t<T>(0);
}

/// trmm: C = alpha*op(A)*B (Left) or alpha*B*op(A) (Right); B is the operand as it was before
/// the call (a copy when C aliases it). Terms of the zero triangle are not counted.
template <class T>
std::optional<Expect<T>> trmm_at(Side side, Uplo uplo, Op transa, Diag diag, T alpha,
                                 const Mat<T>& A, const Mat<T>& B, int64_t i, int64_t j,
                                 int64_t b) {
  Expect<T> e;
  const T* a = input_item(A, b);
  const T* bb = input_item(B, b);
  auto opa = [&](int64_t p, int64_t q) {
    if (transa == Op::NoTrans) return tri_at(a, A.ld, uplo, diag, p, q);
    return conj_if(tri_at(a, A.ld, uplo, diag, q, p), transa == Op::ConjTrans);
  };
  // op(A)(p, q) is structurally nonzero when (p, q) lies in op(A)'s triangle.
  const bool lower_op = (uplo == Uplo::Lower) == (transa == Op::NoTrans);
  auto nonzero = [&](int64_t p, int64_t q) { return lower_op ? p >= q : p <= q; };
  const int64_t ka = side == Side::Left ? B.rows : B.cols;
  for (int64_t l = 0; alpha != T(0) && l < ka; ++l) {
    if (side == Side::Left && nonzero(i, l))
      e.add(wide_t<T>(alpha) * opa(i, l) * wide_t<T>(bb[l + j * B.ld]));
    if (side == Side::Right && nonzero(l, j))
      e.add(wide_t<T>(alpha) * wide_t<T>(bb[i + l * B.ld]) * opa(l, j));
  }
  return e;
}

}  // namespace oracle
