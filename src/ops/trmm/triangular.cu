// trmm triangular family (Kind Native, CUDA): C := alpha*op(A)*B (Left) or alpha*B*op(A) (Right)
// read straight from A's stored triangle; each tile's reduction starts or ends at the diagonal
// tile (a loop bound, the zero half is never staged), a Unit diagonal is never read (Left with
// m <= 32: M built once per column chunk, src/kernels/level3/side_narrow.cu). In place
// (C aliasing B) runs race-free without scratch: one block per panel walks its tiles in an order
// that never overwrites B it still needs. Design: src/kernels/level3/side_tiles.cu. Refuses
// devices below sm_80 or short of shared memory.
#include "kernels/level3/side_tiles.hh"
#include "ops/trmm/families.hh"

namespace batchlas::ops::trmm_family {

namespace k3 = batchlas::kernels::level3;

template <class T> select::Family<TrmmArgs<T>> triangular() {
  return {"triangular", select::Kind::Native, Backend::Cuda,
          [](const TrmmArgs<T>&, const Queue& q) { return k3::side_tiles_why_not<T>(q); },
          [](Queue& q, const TrmmArgs<T>& a) {
            k3::SideCall<T> c{k3::SideOp::Trmm, a.side, a.uplo, a.transa, a.diag, a.alpha, T(0),
                              a.A, a.B, a.C, a.in_place()};
            k3::side_tiles_run<T>(q, c);
          }};
}

template select::Family<TrmmArgs<float>> triangular<float>();
template select::Family<TrmmArgs<double>> triangular<double>();
template select::Family<TrmmArgs<std::complex<float>>> triangular<std::complex<float>>();
template select::Family<TrmmArgs<std::complex<double>>> triangular<std::complex<double>>();

}  // namespace batchlas::ops::trmm_family
