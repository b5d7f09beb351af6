// hemm direct family (Kind Native, CUDA): C := alpha*A*B + beta*C (Left) or alpha*B*A + beta*C
// (Right) with A Hermitian, read straight from its stored triangle: the other half mirrored and
// conjugated at staging, the imaginary parts of the diagonal read as zero; no scratch. beta == 0
// never reads C. Design: src/kernels/level3/side_tiles.cu (Left with m <= 32: side_narrow.cu).
// Refuses devices below sm_80 or short of shared memory.
#include "kernels/level3/side_tiles.hh"
#include "ops/hemm/families.hh"

namespace batchlas::ops::hemm_family {

namespace k3 = batchlas::kernels::level3;

template <class T> select::Family<SymmArgs<T>> direct() {
  return {"direct", select::Kind::Native, Backend::Cuda,
          [](const SymmArgs<T>&, const Queue& q) { return k3::side_tiles_why_not<T>(q); },
          [](Queue& q, const SymmArgs<T>& a) {
            k3::SideCall<T> c{k3::SideOp::Hemm, a.side, a.uplo, Op::NoTrans, Diag::NonUnit,
                              a.alpha, a.beta, a.A, a.B, a.C, false};
            k3::side_tiles_run<T>(q, c);
          }};
}

template select::Family<SymmArgs<std::complex<float>>> direct<std::complex<float>>();
template select::Family<SymmArgs<std::complex<double>>> direct<std::complex<double>>();

}  // namespace batchlas::ops::hemm_family
