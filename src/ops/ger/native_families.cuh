// The native and packed families ger and gerc share; they differ only in whether y is
// conjugated (gerc: A := alpha*x*y^H + A; ger, and geru for complex T: A := alpha*x*y^T + A).
// One batched kernel each (src/kernels/level2/rank_update.cuh; native: register tiles, packed:
// 16-byte packs, docs/LEVEL2.md): A read and written once, coalesced. No limits beyond the
// library's (64-bit extents).
#pragma once

#include <string>

#include "kernels/level2/rank_update.cuh"
#include "ops/ger/args.hh"

namespace batchlas::ops::ger_detail {

/// Conj: conjugate y (gerc). Packs: the 16-byte pack kernel (`packed`) instead of the
/// register-tile kernel (`native`).
template <class T, bool Conj, bool Packs> void run_rank1(Queue& q, const GerArgs<T>& a) {
  using namespace kernels::level2;
  const rank_detail::Flags f{rank_detail::kFull, Conj, false, false};
  rank_detail::run<T>(q, a.A, a.x, a.y, a.alpha, a.alpha, f, Packs);
}

template <class T, bool Conj> select::Family<GerArgs<T>> native_family() {
  return {"native", select::Kind::Native, Backend::Cuda,
          [](const GerArgs<T>&, const Queue&) { return std::string(); }, run_rank1<T, Conj, false>};
}

template <class T, bool Conj> select::Family<GerArgs<T>> packed_family() {
  return {"packed", select::Kind::Native, Backend::Cuda,
          [](const GerArgs<T>&, const Queue&) { return std::string(); }, run_rank1<T, Conj, true>};
}

}  // namespace batchlas::ops::ger_detail
