// The tiny engine's warp kernels for the rank-k updates at n = 8, 12, 16 and 32 (syrk, herk,
// syr2k, her2k with trans = N): each thread owns one 4 x 4 tile of an item's C. At n <= 16 a warp
// takes G items at a time (n = 16: G = 3, the 10 tiles of a 16 x 16 triangle over 30 lanes;
// n = 12: 5 x 6 tiles; n = 8: 10 x 3); at n = 32 a block of nine warps takes 8 items (36 tiles
// each, 288 threads). The items' columns are copied in chunks (per operand about 3 KB for a
// warp's G items, 8 KB for the nine warps' 8: 1 KB per item at n = 16 and 32; cp.async, two
// chunks in flight) into the group's own shared buffer, with no block barrier at
// n <= 16; each thread then reads its tile's two 4-row runs per column (16-byte loads) and keeps
// 16 sums in registers; C is read and written straight from memory, 16 bytes per tile column
// where the tile lies inside the triangle (a diagonal tile reads its columns whole, the other
// triangle's rows discarded: see DESIGN.md's exception).
// Count: 16 multiply-adds per two shared loads (the staged engine's S = 16 rank-k kernel, 2 x 2
// or 4 x 2 tiles behind block-wide copy phases and barriers, ran syrk float n = 16 at 0.47 of the
// copy bandwidth, docs/PERFORMANCE-LOG.md session 35).
#pragma once

#include "kernels/tiny/tiny.hh"

namespace batchlas::kernels::tiny {

/// Whether the call is one these kernels take: rank_form_ok (rank_items.hh) with n = 8, 12, 16 or
/// 32 (10, 5 or 3 items per warp round, 8 per block at n = 32; tiny.cu's warp_rule says where
/// tiny runs them by default, gram_warp where syrk / herk's `gram` does); any k <= 2^31 - 65 (k
/// is streamed in chunks; tiny's own entry stops at 32); each operand's columns contiguous (ld == n)
/// and every item 16-byte aligned (base and stride); C's columns 16-byte aligned (base, ldc and
/// stride_c); complex<double>'s two products only with equal scales (her2k with a real alpha,
/// syr2k), which share one accumulator.
template <class T> bool rank_warp_ok(const Call<T>& c);

/// Whether the `gram` family (syrk, herk at n <= 128) runs call c on these kernels:
/// Settings::gram_warp (BATCHLAS_GRAM_WARP) or else the measured rule (tiny.cu gram_warp_rule),
/// and rank_warp_ok.
template <class T> bool gram_warp(const Call<T>& c);

/// Enqueue a call rank_warp_ok accepts on q's stream.
template <class T> void run_rank_warp(const Queue& q, const Call<T>& c);

}  // namespace batchlas::kernels::tiny
