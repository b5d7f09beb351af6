// her native, packed and stream families:
//   A := alpha*x*x^H + A on the uplo triangle, alpha real (stored as T),
//   diagonal exactly real.
// One batched kernel each (src/kernels/level2/rank_update.cuh; native: register tiles,
// packed: 16-byte packs, docs/LEVEL2.md): A read and written once, coalesced,
// only the named part of A touched. No limits beyond the library's (64-bit extents).
#include "kernels/level2/rank_update.cuh"
#include "ops/her/families.hh"

namespace batchlas::ops::her_family {

namespace {
using kernels::level2::rank_detail::Kernel;

/// K: the kernel (`native`: register tiles, `packed`: 16-byte packs, `stream`: the flat list).
template <class T, Kernel K> void run(Queue& q, const SyrArgs<T>& a) {
  using namespace kernels::level2;
  const int tri = a.uplo == Uplo::Lower ? rank_detail::kLower : rank_detail::kUpper;
  const rank_detail::Flags f{tri, true, false, true};
  rank_detail::run<T>(q, a.A, a.x, a.x, a.alpha, a.alpha, f, K);
}
}  // namespace

template <class T> select::Family<SyrArgs<T>> native() {
  return {"native", select::Kind::Native, Backend::Cuda,
          [](const SyrArgs<T>&, const Queue&) { return std::string(); }, run<T, Kernel::registers>};
}

template <class T> select::Family<SyrArgs<T>> packed() {
  return {"packed", select::Kind::Native, Backend::Cuda,
          [](const SyrArgs<T>&, const Queue&) { return std::string(); }, run<T, Kernel::packs>};
}

template <class T> select::Family<SyrArgs<T>> stream() {
  return {"stream", select::Kind::Native, Backend::Cuda,
          [](const SyrArgs<T>& a, const Queue&) {
            return kernels::level2::rank_detail::stream_refusal(a.A.rows, a.A.cols);
          },
          run<T, Kernel::stream>};
}

template select::Family<SyrArgs<std::complex<float>>> native<std::complex<float>>();
template select::Family<SyrArgs<std::complex<double>>> native<std::complex<double>>();

template select::Family<SyrArgs<std::complex<float>>> packed<std::complex<float>>();
template select::Family<SyrArgs<std::complex<double>>> packed<std::complex<double>>();

template select::Family<SyrArgs<std::complex<float>>> stream<std::complex<float>>();
template select::Family<SyrArgs<std::complex<double>>> stream<std::complex<double>>();

}  // namespace batchlas::ops::her_family
