// hemm tiny family (Kind Native, CUDA): C := alpha*A*B + beta*C (Left) or alpha*B*A + beta*C (Right), A Hermitian (uplo triangle read, imaginary diagonal ignored)
// for m, n <= 32. Each item is staged once in shared memory by coalesced cooperative passes and
// the missing triangle of A mirrored there (src/kernels/tiny/tiny.hh). Refuses m or n > 32.
#include "kernels/tiny/tiny.hh"
#include "ops/hemm/families.hh"

namespace batchlas::ops::hemm_family {

namespace tk = batchlas::kernels::tiny;

template <class T> select::Family<SymmArgs<T>> tiny() {
  return {"tiny", select::Kind::Native, Backend::Cuda,
          [](const SymmArgs<T>& a, const Queue& q) { return tk::why_not<T>(q, a.m(), a.n(), a.side == Side::Left ? a.m() : a.n()); },
          [](Queue& q, const SymmArgs<T>& a) {
            tk::Call<T> c;
            c.nops = 2;
            c.op[0] = {a.A.data, a.A.ld, a.A.stride, a.A.rows, a.A.cols, tk::Fill::Hermitian,
                       a.uplo == Uplo::Lower};
            c.op[1] = {a.B.data, a.B.ld, a.B.stride, a.B.rows, a.B.cols};
            c.nprod = 1;
            if (a.side == Side::Left) c.prod[0] = {0, 1, Op::NoTrans, Op::NoTrans, a.alpha};
            else c.prod[0] = {1, 0, Op::NoTrans, Op::NoTrans, a.alpha};
            c.C = a.C.data, c.ldc = a.C.ld, c.stride_c = a.C.stride, c.batch = a.C.batch;
            c.m = a.m(), c.n = a.n(), c.k = a.side == Side::Left ? a.m() : a.n();
            c.beta = a.beta, c.beta_zero = a.beta == T(0);
            tk::run(q, c);
          }};
}

template select::Family<SymmArgs<std::complex<float>>> tiny<std::complex<float>>();
template select::Family<SymmArgs<std::complex<double>>> tiny<std::complex<double>>();

}  // namespace batchlas::ops::hemm_family
