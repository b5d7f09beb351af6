// ger native and packed families:
//   A := alpha*x*y^T + A (geru for complex T).
// One batched kernel each (src/kernels/level2/rank_update.cuh; native: register tiles,
// packed: 16-byte packs, docs/LEVEL2.md): A read and written once, coalesced,
// only the named part of A touched. No limits beyond the library's (64-bit extents).
#include "kernels/level2/rank_update.cuh"
#include "ops/ger/families.hh"

namespace batchlas::ops::ger_family {

namespace {
/// Packs: the 16-byte pack kernel (`packed`) instead of the register-tile kernel (`native`).
template <class T, bool Packs> void run(Queue& q, const GerArgs<T>& a) {
  using namespace kernels::level2;
  const rank_detail::Flags f{rank_detail::kFull, false, false, false};
  rank_detail::run<T>(q, a.A, a.x, a.y, a.alpha, a.alpha, f, Packs);
}
}  // namespace

template <class T> select::Family<GerArgs<T>> native() {
  return {"native", select::Kind::Native, Backend::Cuda,
          [](const GerArgs<T>&, const Queue&) { return std::string(); }, run<T, false>};
}

template <class T> select::Family<GerArgs<T>> packed() {
  return {"packed", select::Kind::Native, Backend::Cuda,
          [](const GerArgs<T>&, const Queue&) { return std::string(); }, run<T, true>};
}

template select::Family<GerArgs<float>> native<float>();
template select::Family<GerArgs<double>> native<double>();
template select::Family<GerArgs<std::complex<float>>> native<std::complex<float>>();
template select::Family<GerArgs<std::complex<double>>> native<std::complex<double>>();

template select::Family<GerArgs<float>> packed<float>();
template select::Family<GerArgs<double>> packed<double>();
template select::Family<GerArgs<std::complex<float>>> packed<std::complex<float>>();
template select::Family<GerArgs<std::complex<double>>> packed<std::complex<double>>();

}  // namespace batchlas::ops::ger_family
