// herk gram family (Kind Native, CUDA): C := alpha*A*A^H + beta*C (NoTrans) or
// alpha*A^H*A + beta*C (ConjTrans), alpha and beta real, for n <= 128: one block per item whose
// single tile (32, 64 or 128, sized to n) covers C, A read once; only warp tiles meeting the
// triangle exist. The diagonal's imaginary part is stored as exactly 0 and real(C(i,i)) is the
// beta term. ConjTrans stages A^T and conjugates the result (rankk_tiles.cuh). Refuses n > 128
// and devices below sm_80. Where kernels::tiny::gram_warp says (as syrk's gram) the call runs on
// tiny's warp kernels (src/kernels/tiny/rank_warp.hh).
#include "kernels/level3/gram_tiles.cuh"
#include "kernels/tiny/calls.hh"
#include "kernels/tiny/rank_warp.hh"
#include "ops/herk/families.hh"

namespace batchlas::ops::herk_family {

namespace k3 = batchlas::kernels::level3;

template <class T> select::Family<HerkArgs<T>> gram() {
  return {"gram", select::Kind::Native, Backend::Cuda,
          [](const HerkArgs<T>& a, const Queue& q) {
            return k3::gram_tiles_why_not<k3::dev_t<T>>(q, a.n());
          },
          [](Queue& q, const HerkArgs<T>& a) {
            namespace tk = batchlas::kernels::tiny;
            if (const auto c = tk::rank_call<true, T>(a, false); tk::gram_warp(c)) return tk::run_rank_warp(q, c);
            const auto p =
                k3::rankk_params<T>(k3::gram_tile(a.n()), true, a.uplo, a.trans, a.A, nullptr, a.C,
                                    T(a.alpha), T(a.beta), a.trans == Op::ConjTrans);
            k3::gram_tiles_run<k3::dev_t<T>, true>(q, p);
          }};
}

template select::Family<HerkArgs<std::complex<float>>> gram<std::complex<float>>();
template select::Family<HerkArgs<std::complex<double>>> gram<std::complex<double>>();

}  // namespace batchlas::ops::herk_family
