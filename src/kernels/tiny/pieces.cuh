// Aligned vector pieces of a column run, shared by the tiny engine's rank-k kernels that read and
// write C straight from memory (rank_items.cu, rank_warp.cu): the widest aligned load or store
// that fits a run of rows, so a run costs one to a few instructions instead of one per element.
#pragma once

#include <type_traits>

namespace batchlas::kernels::tiny {

/// E elements loaded or stored as one aligned vector (ld / st .v2 / .v4).
template <class D, int E> struct alignas(E * sizeof(D)) Piece {
  D v[E];
};

/// f(r, E) for each piece of rows lo..hi of a column of N: E elements from row r, E = V / sizeof(D)
/// where a whole aligned V-byte vector fits in lo..hi, else half that, else 1. Called with N, lo
/// and hi known at compile time (unrolled), every test folds away.
template <class D, int N, int V, class F> __device__ __forceinline__ void pieces(int lo, int hi, F&& f) {
  constexpr int E1 = V / int(sizeof(D)), E2 = E1 / 2;
#pragma unroll
  for (int r = 0; r < N; ++r) {
    if (r < lo || r > hi) continue;
    if constexpr (E1 > 1) {
      const int s = r - r % E1;
      if (s >= lo && s + E1 - 1 <= hi) {
        if (r == s) f(r, std::integral_constant<int, E1>{});
        continue;
      }
    }
    if constexpr (E2 > 1) {
      const int s = r - r % E2;
      if (s >= lo && s + E2 - 1 <= hi) {
        if (r == s) f(r, std::integral_constant<int, E2>{});
        continue;
      }
    }
    f(r, std::integral_constant<int, 1>{});
  }
}

template <class D, int E> __device__ __forceinline__ void load_piece(D* dst, const D* src) {
  const Piece<D, E> t = *reinterpret_cast<const Piece<D, E>*>(src);
#pragma unroll
  for (int e = 0; e < E; ++e) dst[e] = t.v[e];
}

template <class D, int E> __device__ __forceinline__ void store_piece(D* dst, const D* src) {
  Piece<D, E> t;
#pragma unroll
  for (int e = 0; e < E; ++e) t.v[e] = src[e];
  *reinterpret_cast<Piece<D, E>*>(dst) = t;
}

/// Column l of an operand: its N elements, V-byte loads where aligned (V = sizeof(D): one by one).
template <class D, int N, int V> __device__ __forceinline__ void load_column(D (&v)[N], const D* col) {
  pieces<D, N, V>(0, N - 1, [&](int r, auto e) { load_piece<D, decltype(e)::value>(v + r, col + r); });
}

}  // namespace batchlas::kernels::tiny
