// syrk triangular family (Kind Native, CUDA): C := alpha*op(A)*op(A)^T + beta*C for any n, a
// grid over the 64 x 64 tiles of the uplo triangle only (a linear tile index decoded into
// (tile row, tile column)); diagonal tiles are masked in the epilogue. Design and limits:
// src/kernels/level3/rankk_tiles.cuh. Refuses devices below sm_80 or short of shared memory.
#include "kernels/level3/rankk_tiles.cuh"
#include "ops/syrk/families.hh"

namespace batchlas::ops::syrk_family {

namespace k3 = batchlas::kernels::level3;

template <class T> select::Family<SyrkArgs<T>> triangular() {
  return {"triangular", select::Kind::Native, Backend::Cuda,
          [](const SyrkArgs<T>&, const Queue& q) {
            return k3::triangular_why_not<k3::dev_t<T>, false>(q);
          },
          [](Queue& q, const SyrkArgs<T>& a) {
            const auto p = k3::rankk_params<T>(k3::kTriangularTile, false, a.uplo, a.trans, a.A,
                                               nullptr, a.C, a.alpha, a.beta, false);
            k3::rankk_launch<k3::dev_t<T>, k3::kTriangularTile, false, false>(q, p);
          }};
}

template select::Family<SyrkArgs<float>> triangular<float>();
template select::Family<SyrkArgs<double>> triangular<double>();
template select::Family<SyrkArgs<std::complex<float>>> triangular<std::complex<float>>();
template select::Family<SyrkArgs<std::complex<double>>> triangular<std::complex<double>>();

}  // namespace batchlas::ops::syrk_family
