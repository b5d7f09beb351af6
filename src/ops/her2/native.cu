// her2 native, packed and stream families:
//   A := alpha*x*y^H + conj(alpha)*y*x^H + A on the uplo triangle, diagonal
//   exactly real.
// One batched kernel each (src/ops/common/rank_families.cuh): A read and written once,
// coalesced, only the named part of A touched. No limits beyond the library's (64-bit
// extents) but `stream`'s (an item of at most about 2^31 elements).
#include "ops/common/rank_families.cuh"
#include "ops/her2/families.hh"

namespace batchlas::ops::her2_family {

namespace {
using kernels::level2::rank_detail::Kernel;

/// K: the kernel (`native`: register tiles, `packed`: 16-byte packs, `stream`: the flat list).
template <class T, Kernel K> void run(Queue& q, const Syr2Args<T>& a) {
  using namespace kernels::level2;
  const int tri = a.uplo == Uplo::Lower ? rank_detail::kLower : rank_detail::kUpper;
  const rank_detail::Flags f{tri, true, true, true};
  rank_detail::run<T>(q, a.A, a.x, a.y, a.alpha, std::conj(a.alpha), f, K);
}
}  // namespace

template <class T> select::Family<Syr2Args<T>> native() {
  return rank_family<Syr2Args<T>, Kernel::registers>(run<T, Kernel::registers>);
}
template <class T> select::Family<Syr2Args<T>> packed() {
  return rank_family<Syr2Args<T>, Kernel::packs>(run<T, Kernel::packs>);
}
template <class T> select::Family<Syr2Args<T>> stream() {
  return rank_family<Syr2Args<T>, Kernel::stream>(run<T, Kernel::stream>);
}

template select::Family<Syr2Args<std::complex<float>>> native<std::complex<float>>();
template select::Family<Syr2Args<std::complex<double>>> native<std::complex<double>>();

template select::Family<Syr2Args<std::complex<float>>> packed<std::complex<float>>();
template select::Family<Syr2Args<std::complex<double>>> packed<std::complex<double>>();

template select::Family<Syr2Args<std::complex<float>>> stream<std::complex<float>>();
template select::Family<Syr2Args<std::complex<double>>> stream<std::complex<double>>();

}  // namespace batchlas::ops::her2_family
