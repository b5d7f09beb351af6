// herk tiny family (Kind Native, CUDA): C := alpha*A*A^H or alpha*A^H*A + beta*C (uplo triangle, alpha and beta real, real diagonal)
// for n, k <= 32, each item staged once in shared memory by coalesced cooperative passes
// (src/kernels/tiny/tiny.hh); only the uplo triangle of C is read or written. Refuses n or k > 32.
#include "kernels/tiny/tiny.hh"
#include "ops/herk/families.hh"

namespace batchlas::ops::herk_family {

namespace tk = batchlas::kernels::tiny;

template <class T> select::Family<HerkArgs<T>> tiny() {
  return {"tiny", select::Kind::Native, Backend::Cuda,
          [](const HerkArgs<T>& a, const Queue& q) { return tk::why_not<T>(q, a.n(), a.n(), a.k()); },
          [](Queue& q, const HerkArgs<T>& a) {
            tk::Call<T> c;
            c.nops = 1;
            c.op[0] = {a.A.data, a.A.ld, a.A.stride, a.A.rows, a.A.cols};
            c.nprod = 1;
            // NoTrans: op(A) * op(A)^T with op = A; otherwise A^T * A (real ConjTrans = Trans).
            if (a.trans == Op::NoTrans) c.prod[0] = {0, 0, Op::NoTrans, Op::ConjTrans, T(a.alpha)};
            else c.prod[0] = {0, 0, Op::ConjTrans, Op::NoTrans, T(a.alpha)};
            c.C = a.C.data, c.ldc = a.C.ld, c.stride_c = a.C.stride, c.batch = a.C.batch;
            c.m = a.n(), c.n = a.n(), c.k = a.k();
            c.beta = T(a.beta), c.beta_zero = a.beta == decltype(a.beta)(0);
            c.region = a.uplo == Uplo::Lower ? tk::Region::Lower : tk::Region::Upper;
            c.herm_out = true;
            tk::run(q, c);
          }};
}

template select::Family<HerkArgs<std::complex<float>>> tiny<std::complex<float>>();
template select::Family<HerkArgs<std::complex<double>>> tiny<std::complex<double>>();

}  // namespace batchlas::ops::herk_family
