// trmm tiny family (Kind Native, CUDA): C := alpha*op(A)*B (Left) or alpha*B*op(A) (Right), A
// triangular (uplo triangle read, zeros elsewhere, 1 on a Unit diagonal, neither read), for
// m, n <= 32. Each item's A and B are staged in shared memory before any of its C is written,
// so C may alias B (in place). Design: src/kernels/tiny/tiny.hh; at m = n = 32 on aligned
// columns of A, a warp per item instead (src/kernels/tiny/trmm_warp.hh), or the FP64 tensor
// cores where Settings::trmm_mma says (src/kernels/tiny/trmm_mma.hh; by default both complex
// types and double's Left T / C: trmm_mma_by_default); at m = n = 16 the same, a warp per item
// (src/kernels/tiny/trmm16_mma.hh; by default every type). Refuses m or n > 32.
#include "batchlas/settings.hh"
#include "kernels/tiny/tiny.hh"
#include "kernels/tiny/trmm16_mma.hh"
#include "kernels/tiny/trmm_mma.hh"
#include "kernels/tiny/trmm_warp.hh"
#include "ops/trmm/families.hh"

namespace batchlas::ops::trmm_family {

namespace tk = batchlas::kernels::tiny;

template <class T> select::Family<TrmmArgs<T>> tiny() {
  return {"tiny", select::Kind::Native, Backend::Cuda,
          [](const TrmmArgs<T>& a, const Queue& q) {
            return tk::why_not<T>(q, a.m(), a.n(), a.side == Side::Left ? a.m() : a.n());
          },
          [](Queue& q, const TrmmArgs<T>& a) {
            if (tk::trmm_mma_route<T>(q, a)) return tk::run_trmm_mma<T>(q, a);
            if (tk::trmm16_mma_route<T>(q, a)) return tk::run_trmm16_mma<T>(q, a);  // m = n = 16
            // Settings::trmm_warp: a warp per item where A's order is 32, by default where
            // measured faster (trmm_warp_by_default); true: wherever the gates allow.
            if (settings().trmm_warp.value_or(tk::trmm_warp_by_default(a)) && tk::trmm_warp_why_not<T>(a).empty() &&
                tk::trmm_warp_device_why_not<T>(q).empty())
              return tk::run_trmm_warp<T>(q, a);
            tk::Call<T> c;
            c.nops = 2;
            c.op[0] = {a.A.data, a.A.ld, a.A.stride, a.A.rows, a.A.cols, tk::Fill::Triangular,
                       a.uplo == Uplo::Lower, a.diag == Diag::Unit};
            c.op[1] = {a.B.data, a.B.ld, a.B.stride, a.B.rows, a.B.cols};
            c.nprod = 1;
            if (a.side == Side::Left) c.prod[0] = {0, 1, a.transa, Op::NoTrans, a.alpha};
            else c.prod[0] = {1, 0, Op::NoTrans, a.transa, a.alpha};
            c.C = a.C.data, c.ldc = a.C.ld, c.stride_c = a.C.stride, c.batch = a.C.batch;
            c.m = a.m(), c.n = a.n(), c.k = a.side == Side::Left ? a.m() : a.n();
            c.beta = T(0), c.beta_zero = true;
            tk::run(q, c);
          }};
}

template select::Family<TrmmArgs<float>> tiny<float>();
template select::Family<TrmmArgs<double>> tiny<double>();
template select::Family<TrmmArgs<std::complex<float>>> tiny<std::complex<float>>();
template select::Family<TrmmArgs<std::complex<double>>> tiny<std::complex<double>>();

}  // namespace batchlas::ops::trmm_family
