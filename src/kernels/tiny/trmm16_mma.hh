// trmm at m = n = 16 on the FP64 tensor cores, every type (float and complex<float> widened to
// double as the fragments are read, as in trmm_mma.hh) (Settings::trmm_mma; unset: every type,
// kTrmm16MmaByDefault in tiny.hh, H200, session 50: 1.18-2.91x the staged engine, 0.77-0.90 of
// the copy bandwidth):
//   C := alpha * op(A) * B (Left)   or   C := alpha * B * op(A) (Right),   op = N, T or C,
// A triangular (uplo's triangle read; a Unit diagonal not used, taken as 1).
// A warp per item, four warps a block, each warp on its own ring of item slots (no block
// barrier): A's stored triangle and B staged by cp.async (swizzled for the fragment reads:
// square16_mma.cuh), then the whole 16 x 16 product as two 16 x 8 m16n8k4.f64 tiles (C's columns
// 0-7 and 8-15) over four steps, X's fragments shared by both tiles; element reads outside A's
// triangle give 0 (1 on a Unit diagonal). C is written, never read; in place (C aliases B) is
// safe: an item's B is staged, and waited for by its warp, before any of its C is written.
// Why: issue 10's trmm cells at n = 16 run on the staged engine at 0.49 (float), 0.60
// (complex<float>) and 0.67 (complex<double>) of the H200's copy bandwidth against 0.70; the
// order-32 form of this kernel (trmm_mma) runs complex<double> at 0.88-0.92 of copy on an H100.
// Floor (docs/PERFORMANCE-LOG.md, session 48): complex<float> moves 5.1 KB an item, 313 SM
// clocks at the copy rate, against 128 clocks of tensor-core work: memory-bound.
#pragma once

#include <cstdint>
#include <string>

#include "batchlas/queue.hh"
#include "ops/trmm/args.hh"

namespace batchlas::kernels::tiny {

/// "" when run_trmm16_mma takes the validated call, else why not: m = n = 16; A's, B's and C's
/// columns on 16 bytes (base, ld and item stride).
template <class T> std::string trmm16_mma_why_not(const ops::TrmmArgs<T>& c);

/// Whether trmm's `tiny` family runs call c on this kernel: Settings::trmm_mma (BATCHLAS_TRMM_MMA)
/// (unset: kTrmm16MmaByDefault, every type), trmm16_mma_why_not, and a block's
/// shared memory on q's device.
template <class T> bool trmm16_mma_route(const Queue& q, const ops::TrmmArgs<T>& c);

/// Enqueue the call on q's stream; trmm16_mma_why_not(c) must be "", and alpha != 0 (trmm.cc
/// writes zeros for alpha = 0 before any family runs).
template <class T> void run_trmm16_mma(const Queue& q, const ops::TrmmArgs<T>& c);

/// How many calls run_trmm16_mma has taken (every type), for the tests to check the route.
int64_t trmm16_mma_calls();

}  // namespace batchlas::kernels::tiny
