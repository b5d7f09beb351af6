// syr2k triangular family (Kind Native, CUDA): C := alpha*(op(A)*op(B)^T + op(B)*op(A)^T) + beta*C,
// both products fused into one accumulator over the 64 x 64 tiles of the uplo triangle only
// (alpha is applied once to the staged op(A) panels). Real ConjTrans is Trans; complex T is
// complex-symmetric. Design and limits: src/kernels/level3/rankk_tiles.cuh. Refuses devices
// below sm_80 or short of shared memory.
#include "kernels/level3/rankk_tiles.cuh"
#include "ops/syr2k/families.hh"

namespace batchlas::ops::syr2k_family {

namespace k3 = batchlas::kernels::level3;

template <class T> select::Family<Syr2kArgs<T>> triangular() {
  return {"triangular", select::Kind::Native, Backend::Cuda,
          [](const Syr2kArgs<T>&, const Queue& q) {
            return k3::triangular_why_not<k3::dev_t<T>, true>(q);
          },
          [](Queue& q, const Syr2kArgs<T>& a) {
            const auto p = k3::rankk_params<T>(k3::kTriangularTile, false, a.uplo, a.trans, a.A,
                                               &a.B, a.C, a.alpha, a.beta, false);
            k3::rankk_launch<k3::dev_t<T>, k3::kTriangularTile, true, false>(q, p);
          }};
}

template select::Family<Syr2kArgs<float>> triangular<float>();
template select::Family<Syr2kArgs<double>> triangular<double>();
template select::Family<Syr2kArgs<std::complex<float>>> triangular<std::complex<float>>();
template select::Family<Syr2kArgs<std::complex<double>>> triangular<std::complex<double>>();

}  // namespace batchlas::ops::syr2k_family
