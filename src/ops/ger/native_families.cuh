// The native, packed and stream families ger and gerc share; they differ only in whether y is
// conjugated (gerc: A := alpha*x*y^H + A; ger, and geru for complex T: A := alpha*x*y^T + A).
// One batched kernel each (src/ops/common/rank_families.cuh): A read and written once,
// coalesced. No limits beyond the library's (64-bit extents) but `stream`'s (an item of at most
// about 2^31 elements).
#pragma once

#include <string>

#include "ops/common/rank_families.cuh"
#include "ops/ger/args.hh"

namespace batchlas::ops::ger_detail {

using kernels::level2::rank_detail::Kernel;

/// Conj: conjugate y (gerc). K: the kernel (`native`: register tiles, `packed`: 16-byte packs,
/// `stream`: the flat list of packs).
template <class T, bool Conj, Kernel K> void run_rank1(Queue& q, const GerArgs<T>& a) {
  using namespace kernels::level2;
  const rank_detail::Flags f{rank_detail::kFull, Conj, false, false};
  rank_detail::run<T>(q, a.A, a.x, a.y, a.alpha, a.alpha, f, K);
}

template <class T, bool Conj> select::Family<GerArgs<T>> native_family() {
  return rank_family<GerArgs<T>, Kernel::registers>(run_rank1<T, Conj, Kernel::registers>);
}
template <class T, bool Conj> select::Family<GerArgs<T>> packed_family() {
  return rank_family<GerArgs<T>, Kernel::packs>(run_rank1<T, Conj, Kernel::packs>);
}
template <class T, bool Conj> select::Family<GerArgs<T>> stream_family() {
  return rank_family<GerArgs<T>, Kernel::stream>(run_rank1<T, Conj, Kernel::stream>);
}

}  // namespace batchlas::ops::ger_detail
