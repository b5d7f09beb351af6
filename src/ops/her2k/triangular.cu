// her2k triangular family (Kind Native, CUDA): C := alpha*A*B^H + conj(alpha)*B*A^H + beta*C
// (NoTrans) or alpha*A^H*B + conj(alpha)*B^H*A + beta*C (ConjTrans), beta real, both products
// fused into one accumulator over the 64 x 64 tiles of the uplo triangle only. The staged op(A)
// panels carry alpha (conj(alpha) for ConjTrans, whose result is conjugated), which is what lets
// the two products with different scalars share one accumulator (rankk_tiles.cuh). The diagonal's
// imaginary part is stored as exactly 0. Refuses devices below sm_80 or short of shared memory.
#include "kernels/level3/rankk_tiles.cuh"
#include "ops/her2k/families.hh"

namespace batchlas::ops::her2k_family {

namespace k3 = batchlas::kernels::level3;

template <class T> select::Family<Her2kArgs<T>> triangular() {
  return {"triangular", select::Kind::Native, Backend::Cuda,
          [](const Her2kArgs<T>&, const Queue& q) {
            return k3::triangular_why_not<k3::dev_t<T>, true>(q);
          },
          [](Queue& q, const Her2kArgs<T>& a) {
            const bool ct = a.trans == Op::ConjTrans;
            const T s = ct ? std::conj(a.alpha) : a.alpha;
            const auto p = k3::rankk_params<T>(k3::kTriangularTile, false, a.uplo, a.trans, a.A,
                                               &a.B, a.C, s, T(a.beta), ct);
            k3::rankk_launch<k3::dev_t<T>, k3::kTriangularTile, true, true>(q, p);
          }};
}

template select::Family<Her2kArgs<std::complex<float>>> triangular<std::complex<float>>();
template select::Family<Her2kArgs<std::complex<double>>> triangular<std::complex<double>>();

}  // namespace batchlas::ops::her2k_family
