// float and complex<float> tile kernels on the FP64 tensor cores (MmaWarp<float>, MmaWarp<float2>):
// the switches and the count of launches of the Gram kernel (gram_tiles.cuh, Settings::gram_f64)
// and the rank-k tiles (rankk_tiles.cuh: `triangular`, `recursive_native`'s diagonal blocks;
// Settings::rankk_f64) and the one-sided tiles (side_tiles.cu: trmm `triangular`, symm / hemm
// `direct`; Settings::side_f64), in a plain header so the tests can see which engine a call took. The
// counters live in f64_engines.cc.
#pragma once

#include <cstdint>

#include "batchlas/settings.hh"

namespace batchlas::kernels::level3 {

/// Whether float's and complex<float>'s Gram tiles run on the FP64 tensor cores: Settings::gram_f64,
/// on unless set false. Measured against the SIMT engine: float (H100, session 61,
/// docs/bench/2026-12-07-s61/s61b and s61c): 1.44-1.61x at n = 64 and 128, k = 1024 (trans T and
/// N), 1.10-1.13x at n = 32, k = 256 (T); complex<float> (H100, session 62,
/// docs/bench/2026-12-07-s62/s62b/ab.txt): 1.35-1.72x at n = 64 and 128, k = 1024, 1.05-1.13x at
/// n = 32, k = 256 (syrk T / N, herk C / N).
inline bool gram_f64() { return settings().gram_f64.value_or(true); }
/// Whether float's and complex<float>'s rank-k tiles run on the FP64 tensor cores:
/// Settings::rankk_f64, on unless set false. Measured against the SIMT engine (H100, session 63,
/// docs/bench/2026-12-07-s63/s63b/ab-*.txt, two interleaved rounds): `triangular` 1.30-1.57x
/// (syrk / herk / syr2k / her2k at n = 512, k = 512; syrk at n = 64, 128, k = 1024, trans T and
/// N), `recursive_native` 1.10-1.15x (syrk / herk n = 512: its diagonal blocks).
inline bool rankk_f64() { return settings().rankk_f64.value_or(true); }
/// Whether float's and complex<float>'s one-sided tiles (trmm, symm, hemm; not side_narrow's
/// Left m <= 32) run on the FP64 tensor cores: Settings::side_f64, on unless set false. Measured
/// against the SIMT engine at issue 7's shapes (H100, session 63,
/// docs/bench/2026-12-07-s63/s63c/ab-*.txt, two interleaved rounds): trmm 1.16-1.34x at m >= 128
/// and on the Right at m = 32 (1.17-1.22x), symm / hemm 1.12-1.42x (float 1.27-1.42x at m >= 128).
inline bool side_f64() { return settings().side_f64.value_or(true); }
/// Whether double's side tiles at m >= 128, n > 32 (either side) take 128 x 64 blocks of 64 x 32
/// warp tiles (MmaWarpW, warp_tiles.cuh): Settings::side_wide, off unless set true (not yet measured
/// against the 64 x 64 blocks).
inline bool side_wide() { return settings().side_wide.value_or(false); }
/// The wide tiles' shared memory per block (Left's row panels, 3 stages of (128 + 64) x 24
/// doubles); a card allowing less per block keeps the other tiles with the switch on.
inline constexpr int64_t kSideWideSmemBytes = 110592;

/// How many float and complex<float> `gram` calls (syrk and herk) have run on the FP64 engine in
/// this process; note_gram_f64_call counts one (gram_tiles_launch, on the host before the launch).
int64_t gram_f64_calls();
void note_gram_f64_call();
/// The same for the rank-k tile launches (syrk, herk, syr2k, her2k; rankk_launch).
int64_t rankk_f64_calls();
void note_rankk_f64_call();
/// The same for the one-sided tile launches (trmm, symm, hemm; side_tiles.cu launch_as).
int64_t side_f64_calls();
void note_side_f64_call();
/// The same for double's wide side tiles (side_wide; side_tiles.cu launch_as).
int64_t side_wide_calls();
void note_side_wide_call();

}  // namespace batchlas::kernels::level3
