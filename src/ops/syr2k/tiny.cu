// syr2k tiny family (Kind Native, CUDA): C := alpha*(op(A)*op(B)^T + op(B)*op(A)^T) + beta*C (uplo triangle)
// for n, k <= 32: both products into one accumulator, each item staged once in shared memory by
// coalesced cooperative passes (src/kernels/tiny/tiny.hh). Refuses n or k > 32.
#include <complex>

#include "kernels/tiny/tiny.hh"
#include "ops/syr2k/families.hh"

namespace batchlas::ops::syr2k_family {

namespace tk = batchlas::kernels::tiny;

template <class T> select::Family<Syr2kArgs<T>> tiny() {
  return {"tiny", select::Kind::Native, Backend::Cuda,
          [](const Syr2kArgs<T>& a, const Queue& q) { return tk::why_not<T>(q, a.n(), a.n(), a.k()); },
          [](Queue& q, const Syr2kArgs<T>& a) {
            tk::Call<T> c;
            c.nops = 2;
            c.op[0] = {a.A.data, a.A.ld, a.A.stride, a.A.rows, a.A.cols};
            c.op[1] = {a.B.data, a.B.ld, a.B.stride, a.B.rows, a.B.cols};
            c.nprod = 2;
            const T alpha2 = a.alpha;
            // NoTrans: A*op(B) + B*op(A) with op the transpose; otherwise op(A)*B + op(B)*A.
            if (a.trans == Op::NoTrans) {
              c.prod[0] = {0, 1, Op::NoTrans, Op::Trans, a.alpha};
              c.prod[1] = {1, 0, Op::NoTrans, Op::Trans, alpha2};
            } else {
              c.prod[0] = {0, 1, Op::Trans, Op::NoTrans, a.alpha};
              c.prod[1] = {1, 0, Op::Trans, Op::NoTrans, alpha2};
            }
            c.C = a.C.data, c.ldc = a.C.ld, c.stride_c = a.C.stride, c.batch = a.C.batch;
            c.m = a.n(), c.n = a.n(), c.k = a.k();
            c.beta = T(a.beta), c.beta_zero = a.beta == decltype(a.beta)(0);
            c.region = a.uplo == Uplo::Lower ? tk::Region::Lower : tk::Region::Upper;
            c.herm_out = false;
            tk::run(q, c);
          }};
}

template select::Family<Syr2kArgs<float>> tiny<float>();
template select::Family<Syr2kArgs<double>> tiny<double>();
template select::Family<Syr2kArgs<std::complex<float>>> tiny<std::complex<float>>();
template select::Family<Syr2kArgs<std::complex<double>>> tiny<std::complex<double>>();

}  // namespace batchlas::ops::syr2k_family
