// trmm `blocked` and `recursive` families (Kind Expansion, CUDA): only the diagonal blocks of A
// are expanded; the off-diagonal blocks are read in place, one strided-batched GEMM per block
// row or column (`blocked`) or grouped by recursion level (`recursive`: one pointer-array
// batched GEMM per level over all its squares and the whole batch), so about half of GEMM's
// flops run in cuBLAS GEMM
// (src/ops/common/blocked_plan.hh, src/backends/cublas/blocked.hh). In place (C aliases B)
// copies B into scratch first. Refuses only when BATCHLAS_EXPAND_ROUTE=loop or one item's
// scratch exceeds the workspace budget.
#ifdef BATCHLAS_HAVE_CUDA
#include "backends/cublas/blocked.hh"
#include "ops/trmm/families.hh"

namespace batchlas::ops::trmm_family {

namespace {
template <class T, ops::blocked::Grouping kG> ops::blocked::Plan plan_for(const TrmmArgs<T>& a) {
  const int64_t na = a.side == Side::Left ? a.m() : a.n();
  return ops::blocked::trmm_plan(a.side, a.uplo, a.transa, a.m(), a.n(), cublas::blocked_block_size(na), kG);
}
template <class T, ops::blocked::Grouping kG> select::Family<TrmmArgs<T>> family() {
  return {kG == ops::blocked::Grouping::Rows ? "blocked" : "recursive", select::Kind::Expansion, Backend::Cuda,
          [](const TrmmArgs<T>& a, const Queue& q) {
            return cublas::blocked_scratch<T>(plan_for<T, kG>(a), a.A.stride == 0, a.m(), a.n(), a.in_place())
                .why_not(q);
          },
          [](Queue& q, const TrmmArgs<T>& a) {
            const cublas::Expansion e{false, a.uplo, a.diag, false};
            cublas::run_blocked<T>(q, plan_for<T, kG>(a), e, a.alpha, a.A, a.B, T(0), a.C);
          }};
}
}  // namespace

template <class T> select::Family<TrmmArgs<T>> blocked() { return family<T, ops::blocked::Grouping::Rows>(); }
template <class T> select::Family<TrmmArgs<T>> recursive() { return family<T, ops::blocked::Grouping::Levels>(); }

template select::Family<TrmmArgs<float>> blocked<float>();
template select::Family<TrmmArgs<double>> blocked<double>();
template select::Family<TrmmArgs<std::complex<float>>> blocked<std::complex<float>>();
template select::Family<TrmmArgs<std::complex<double>>> blocked<std::complex<double>>();
template select::Family<TrmmArgs<float>> recursive<float>();
template select::Family<TrmmArgs<double>> recursive<double>();
template select::Family<TrmmArgs<std::complex<float>>> recursive<std::complex<float>>();
template select::Family<TrmmArgs<std::complex<double>>> recursive<std::complex<double>>();

}  // namespace batchlas::ops::trmm_family
#endif
