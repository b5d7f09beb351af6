// The tiny engine's one-item-per-thread kernels for the rank-k updates at small n (syrk, herk,
// syr2k, her2k with trans = N; n <= 8, 4 for complex<double>): each thread keeps its item's
// n(n+1)/2 sums of C's triangle in registers and writes the triangle once. Two ways to feed it:
//  - direct (one_item): each thread streams its item's columns of A (and B) from memory;
//  - staged by warps (warp_items): where columns are whole 16-byte units and contiguous, a
//    warp's 32 items are read and written through the warp's shared buffer, coalesced, and each
//    lane reads its own item from there.
// At n = 4 the staged engine (tiny.cu) spent about 58 warp instructions per float syrk item on
// staging, walks and masks (ncu, docs/PERFORMANCE-LOG.md session 13); here a warp spends a few.
#pragma once

#include "kernels/tiny/tiny.hh"

namespace batchlas::kernels::tiny {

/// Whether every column of every item starts on a v-byte boundary: the base, and ld and stride
/// (in elements of elem bytes).
inline bool columns_aligned(const void* data, int64_t ld, int64_t stride, int64_t elem, int v) {
  return reinterpret_cast<uintptr_t>(data) % v == 0 && (ld * elem) % v == 0 && (stride * elem) % v == 0;
}

/// The form both the item kernels and the warp kernels (rank_warp.hh) take: one triangle of an
/// n x n C with k >= 1; a Hermitian output exactly when the second factors are conjugated; every
/// product X * Y^T (Y^H) with X untransposed, as rank_call builds them (syrk / herk: one product
/// of operand 0 with itself; syr2k / her2k: 0 with 1, then 1 with 0), real syr2k's two scales
/// equal; General operands of n rows and k columns; every base aligned to the device element
/// (8 bytes for complex<float>, 16 for complex<double>).
template <class T> bool rank_form_ok(const Call<T>& c);

/// Whether the call is one these kernels take: rank_form_ok and n <= 8 (4 for complex<double>).
/// Any ld and stride: where columns are not aligned to the vector width, elements are read and
/// written one by one.
template <class T> bool rank_items_ok(const Call<T>& c);

/// Whether run_rank_items reads and writes the call's items through warps' shared buffers
/// (warp_items): from n = 3 (BATCHLAS_TINY_ITEMS_STAGED overrides) where columns are whole
/// 16-byte units, packed (ld == n) and 16-byte aligned; else each thread streams its own item.
template <class T> bool rank_items_staged(const Call<T>& c);

/// Enqueue a call rank_items_ok accepts on q's stream.
template <class T> void run_rank_items(const Queue& q, const Call<T>& c);

}  // namespace batchlas::kernels::tiny
