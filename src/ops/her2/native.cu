// her2 native family: A := alpha*x*y^H + conj(alpha)*y*x^H + A on the uplo triangle, diagonal
// exactly real.
// One batched kernel (src/kernels/level2/rank_update.cuh): A read and written once, coalesced,
// only the named part of A touched. No limits beyond the library's (64-bit extents).
#include "kernels/level2/rank_update.cuh"
#include "ops/her2/families.hh"

namespace batchlas::ops::her2_family {

template <class T> select::Family<Syr2Args<T>> native() {
  return {"native", select::Kind::Native, Backend::Cuda,
          [](const Syr2Args<T>&, const Queue&) { return std::string(); },
          [](Queue& q, const Syr2Args<T>& a) {
            using namespace kernels::level2;
            const int tri = a.uplo == Uplo::Lower ? rank_detail::kLower : rank_detail::kUpper;
            const rank_detail::Flags f{tri, true, true, true};
            rank_detail::run<T>(q, a.A, a.x, a.y, a.alpha, std::conj(a.alpha), f);
          }};
}

template select::Family<Syr2Args<std::complex<float>>> native<std::complex<float>>();
template select::Family<Syr2Args<std::complex<double>>> native<std::complex<double>>();

}  // namespace batchlas::ops::her2_family
