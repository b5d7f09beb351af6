// her2k tiny family (Kind Native, CUDA): C := alpha*A*B^H + conj(alpha)*B*A^H (or the ^H*-forms) + beta*C (uplo triangle, beta real)
// for n, k <= 32: both products into one accumulator, each item staged once in shared memory by
// coalesced cooperative passes (src/kernels/tiny/tiny.hh). Refuses n or k > 32.
#include <complex>

#include "kernels/tiny/tiny.hh"
#include "ops/her2k/families.hh"

namespace batchlas::ops::her2k_family {

namespace tk = batchlas::kernels::tiny;

template <class T> select::Family<Her2kArgs<T>> tiny() {
  return {"tiny", select::Kind::Native, Backend::Cuda,
          [](const Her2kArgs<T>& a, const Queue& q) { return tk::why_not<T>(q, a.n(), a.n(), a.k()); },
          [](Queue& q, const Her2kArgs<T>& a) {
            tk::Call<T> c;
            c.nops = 2;
            c.op[0] = {a.A.data, a.A.ld, a.A.stride, a.A.rows, a.A.cols};
            c.op[1] = {a.B.data, a.B.ld, a.B.stride, a.B.rows, a.B.cols};
            c.nprod = 2;
            const T alpha2 = std::conj(a.alpha);
            // NoTrans: A*op(B) + B*op(A) with op the transpose; otherwise op(A)*B + op(B)*A.
            if (a.trans == Op::NoTrans) {
              c.prod[0] = {0, 1, Op::NoTrans, Op::ConjTrans, a.alpha};
              c.prod[1] = {1, 0, Op::NoTrans, Op::ConjTrans, alpha2};
            } else {
              c.prod[0] = {0, 1, Op::ConjTrans, Op::NoTrans, a.alpha};
              c.prod[1] = {1, 0, Op::ConjTrans, Op::NoTrans, alpha2};
            }
            c.C = a.C.data, c.ldc = a.C.ld, c.stride_c = a.C.stride, c.batch = a.C.batch;
            c.m = a.n(), c.n = a.n(), c.k = a.k();
            c.beta = T(a.beta), c.beta_zero = a.beta == decltype(a.beta)(0);
            c.region = a.uplo == Uplo::Lower ? tk::Region::Lower : tk::Region::Upper;
            c.herm_out = true;
            tk::run(q, c);
          }};
}

template select::Family<Her2kArgs<std::complex<float>>> tiny<std::complex<float>>();
template select::Family<Her2kArgs<std::complex<double>>> tiny<std::complex<double>>();

}  // namespace batchlas::ops::her2k_family
