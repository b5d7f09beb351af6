// herk triangular family (Kind Native, CUDA): C := alpha*A*A^H + beta*C (NoTrans) or
// alpha*A^H*A + beta*C (ConjTrans) for any n, a grid over the 64 x 64 tiles of the uplo triangle
// only; diagonal tiles masked in the epilogue, the diagonal's imaginary part stored as exactly 0.
// Design and limits: src/kernels/level3/rankk_tiles.cuh. Refuses devices below sm_80 or short of
// shared memory.
#include "kernels/level3/rankk_tiles.cuh"
#include "ops/herk/families.hh"

namespace batchlas::ops::herk_family {

namespace k3 = batchlas::kernels::level3;

template <class T> select::Family<HerkArgs<T>> triangular() {
  return {"triangular", select::Kind::Native, Backend::Cuda,
          [](const HerkArgs<T>&, const Queue& q) {
            return k3::triangular_why_not<k3::dev_t<T>, false>(q);
          },
          [](Queue& q, const HerkArgs<T>& a) {
            const auto p = k3::rankk_params<T>(k3::kTriangularTile, false, a.uplo, a.trans, a.A,
                                               nullptr, a.C, T(a.alpha), T(a.beta),
                                               a.trans == Op::ConjTrans);
            k3::rankk_launch<k3::dev_t<T>, k3::kTriangularTile, false, true>(q, p);
          }};
}

template select::Family<HerkArgs<std::complex<float>>> triangular<std::complex<float>>();
template select::Family<HerkArgs<std::complex<double>>> triangular<std::complex<double>>();

}  // namespace batchlas::ops::herk_family
