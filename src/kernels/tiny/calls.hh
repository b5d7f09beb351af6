// The tiny engine's calls for the paired operations, written once (src/kernels/tiny/tiny.hh
// explains Call): symm / hemm (kHerm picks the Hermitian fill), syrk / herk and syr2k / her2k
// (kHerm: conjugated second factors, conj(alpha) on the second product, real diagonal out).
// Args is the op's argument struct (src/ops/<op>/args.hh); real ConjTrans arrives as Trans.
#pragma once

#include <complex>

#include "kernels/tiny/tiny.hh"

namespace batchlas::kernels::tiny {

template <class T> T conj_when(T v, bool c) {
  if constexpr (is_complex_v<T>) return c ? std::conj(v) : v;
  else return v;
}

/// C := alpha*A*B + beta*C (Left) or alpha*B*A + beta*C (Right), A symmetric or Hermitian.
template <bool kHerm, class T, class Args> Call<T> side_call(const Args& a) {
  Call<T> c;
  c.nops = 2;
  c.op[0] = {a.A.data, a.A.ld, a.A.stride, a.A.rows, a.A.cols,
             kHerm ? Fill::Hermitian : Fill::Symmetric, a.uplo == Uplo::Lower};
  c.op[1] = {a.B.data, a.B.ld, a.B.stride, a.B.rows, a.B.cols};
  c.nprod = 1;
  if (a.side == Side::Left) c.prod[0] = {0, 1, Op::NoTrans, Op::NoTrans, a.alpha};
  else c.prod[0] = {1, 0, Op::NoTrans, Op::NoTrans, a.alpha};
  c.C = a.C.data, c.ldc = a.C.ld, c.stride_c = a.C.stride, c.batch = a.C.batch;
  c.m = a.m(), c.n = a.n(), c.k = a.side == Side::Left ? a.m() : a.n();
  c.beta = a.beta, c.beta_zero = a.beta == T(0);
  return c;
}

/// The uplo triangle of C := alpha*op(A)*op(A)^T (^H when kHerm) + beta*C, plus, with `two`,
/// the second product of syr2k / her2k: alpha*op(A)*op(B)^T + alpha2*op(B)*op(A)^T.
template <bool kHerm, class T, class Args> Call<T> rank_call(const Args& a, bool two) {
  constexpr Op kT = kHerm ? Op::ConjTrans : Op::Trans;
  const bool n = a.trans == Op::NoTrans;
  Call<T> c;
  c.nops = two ? 2 : 1;
  c.op[0] = {a.A.data, a.A.ld, a.A.stride, a.A.rows, a.A.cols};
  if constexpr (requires { a.B; })
    if (two) c.op[1] = {a.B.data, a.B.ld, a.B.stride, a.B.rows, a.B.cols};
  const T alpha = T(a.alpha);
  c.nprod = two ? 2 : 1;
  // NoTrans: X*op(Y) with op the (conjugate) transpose; otherwise op(X)*Y.
  c.prod[0] = {0, two ? 1 : 0, n ? Op::NoTrans : kT, n ? kT : Op::NoTrans, alpha};
  if (two) c.prod[1] = {1, 0, n ? Op::NoTrans : kT, n ? kT : Op::NoTrans, conj_when(alpha, kHerm)};
  c.C = a.C.data, c.ldc = a.C.ld, c.stride_c = a.C.stride, c.batch = a.C.batch;
  c.m = a.n(), c.n = a.n(), c.k = a.k();
  c.beta = T(a.beta), c.beta_zero = a.beta == decltype(a.beta)(0);
  c.region = a.uplo == Uplo::Lower ? Region::Lower : Region::Upper;
  c.herm_out = kHerm;
  return c;
}

}  // namespace batchlas::kernels::tiny
