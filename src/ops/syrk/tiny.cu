// syrk tiny family (Kind Native, CUDA): C := alpha*op(A)*op(A)^T + beta*C (uplo triangle; complex T is complex-symmetric)
// for n, k <= 32, each item staged once in shared memory by coalesced cooperative passes
// (src/kernels/tiny/tiny.hh); only the uplo triangle of C is read or written. Refuses n or k > 32.
#include "kernels/tiny/tiny.hh"
#include "ops/syrk/families.hh"

namespace batchlas::ops::syrk_family {

namespace tk = batchlas::kernels::tiny;

template <class T> select::Family<SyrkArgs<T>> tiny() {
  return {"tiny", select::Kind::Native, Backend::Cuda,
          [](const SyrkArgs<T>& a, const Queue& q) { return tk::why_not<T>(q, a.n(), a.n(), a.k()); },
          [](Queue& q, const SyrkArgs<T>& a) {
            tk::Call<T> c;
            c.nops = 1;
            c.op[0] = {a.A.data, a.A.ld, a.A.stride, a.A.rows, a.A.cols};
            c.nprod = 1;
            // NoTrans: op(A) * op(A)^T with op = A; otherwise A^T * A (real ConjTrans = Trans).
            if (a.trans == Op::NoTrans) c.prod[0] = {0, 0, Op::NoTrans, Op::Trans, T(a.alpha)};
            else c.prod[0] = {0, 0, Op::Trans, Op::NoTrans, T(a.alpha)};
            c.C = a.C.data, c.ldc = a.C.ld, c.stride_c = a.C.stride, c.batch = a.C.batch;
            c.m = a.n(), c.n = a.n(), c.k = a.k();
            c.beta = T(a.beta), c.beta_zero = a.beta == decltype(a.beta)(0);
            c.region = a.uplo == Uplo::Lower ? tk::Region::Lower : tk::Region::Upper;
            c.herm_out = false;
            tk::run(q, c);
          }};
}

template select::Family<SyrkArgs<float>> tiny<float>();
template select::Family<SyrkArgs<double>> tiny<double>();
template select::Family<SyrkArgs<std::complex<float>>> tiny<std::complex<float>>();
template select::Family<SyrkArgs<std::complex<double>>> tiny<std::complex<double>>();

}  // namespace batchlas::ops::syrk_family
