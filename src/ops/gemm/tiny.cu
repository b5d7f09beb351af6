// gemm tiny family (Kind Native, CUDA): C := alpha*op(A)*op(B) + beta*C for m, n, k <= 32, each
// item staged once in shared memory by coalesced cooperative passes (src/kernels/tiny/tiny.hh).
// Refuses any extent > 32.
#include "kernels/tiny/gemm_mma.hh"
#include "kernels/tiny/tiny.hh"
#include "ops/gemm/families.hh"

namespace batchlas::ops::gemm_family {

namespace tk = batchlas::kernels::tiny;

template <class T> select::Family<GemmArgs<T>> tiny() {
  return {"tiny", select::Kind::Native, Backend::Cuda,
          [](const GemmArgs<T>& a, const Queue& q) { return tk::why_not<T>(q, a.m(), a.n(), a.k()); },
          [](Queue& q, const GemmArgs<T>& a) {
            // m = n = k = 32: the FP64 tensor cores where Settings::gemm_mma says (gemm_mma.hh;
            // by default every type).
            if (tk::gemm_mma_route<T>(q, a)) return tk::run_gemm_mma<T>(q, a);
            tk::Call<T> c;
            c.nops = 2;
            c.op[0] = {a.A.data, a.A.ld, a.A.stride, a.A.rows, a.A.cols};
            c.op[1] = {a.B.data, a.B.ld, a.B.stride, a.B.rows, a.B.cols};
            c.nprod = 1;
            c.prod[0] = {0, 1, a.transa, a.transb, a.alpha};
            c.C = a.C.data, c.ldc = a.C.ld, c.stride_c = a.C.stride, c.batch = a.C.batch;
            c.m = a.m(), c.n = a.n(), c.k = a.k();
            c.beta = a.beta, c.beta_zero = a.beta == T(0);
            tk::run(q, c);
          }};
}

template select::Family<GemmArgs<float>> tiny<float>();
template select::Family<GemmArgs<double>> tiny<double>();
template select::Family<GemmArgs<std::complex<float>>> tiny<std::complex<float>>();
template select::Family<GemmArgs<std::complex<double>>> tiny<std::complex<double>>();

}  // namespace batchlas::ops::gemm_family
