// syrk gram family (Kind Native, CUDA): C := alpha*op(A)*op(A)^T + beta*C for n <= 128, one
// block per item whose single tile (32, 64 or 128, sized to n) covers C, so A crosses the bus
// once; only the warp tiles meeting the uplo triangle exist. Design and limits:
// src/kernels/level3/gram_tiles.cuh. Refuses n > 128 and devices below sm_80. Where
// kernels::tiny::gram_warp says (the measured rule tiny.cu gram_warp_rule, trans = N only, and
// rank_warp_ok's layouts: packed A, 16-byte aligned C; BATCHLAS_GRAM_WARP overrides the rule) the
// call runs on tiny's warp kernels instead: a 4 x 4 tile of C per thread, A streamed through
// shared memory in chunks (src/kernels/tiny/rank_warp.hh).
// Real ConjTrans is Trans; complex T is complex-symmetric (no conjugation).
#include "kernels/level3/gram_tiles.cuh"
#include "kernels/tiny/calls.hh"
#include "kernels/tiny/rank_warp.hh"
#include "ops/syrk/families.hh"

namespace batchlas::ops::syrk_family {

namespace k3 = batchlas::kernels::level3;

template <class T> select::Family<SyrkArgs<T>> gram() {
  return {"gram", select::Kind::Native, Backend::Cuda,
          [](const SyrkArgs<T>& a, const Queue& q) {
            return k3::gram_tiles_why_not<k3::dev_t<T>>(q, a.n());
          },
          [](Queue& q, const SyrkArgs<T>& a) {
            namespace tk = batchlas::kernels::tiny;
            if (const auto c = tk::rank_call<false, T>(a, false); tk::gram_warp(c)) return tk::run_rank_warp(q, c);
            const auto p = k3::rankk_params<T>(k3::gram_tile(a.n()), true, a.uplo, a.trans, a.A,
                                               nullptr, a.C, a.alpha, a.beta, false);
            k3::gram_tiles_run<k3::dev_t<T>, false>(q, p);
          }};
}

template select::Family<SyrkArgs<float>> gram<float>();
template select::Family<SyrkArgs<double>> gram<double>();
template select::Family<SyrkArgs<std::complex<float>>> gram<std::complex<float>>();
template select::Family<SyrkArgs<std::complex<double>>> gram<std::complex<double>>();

}  // namespace batchlas::ops::syrk_family
