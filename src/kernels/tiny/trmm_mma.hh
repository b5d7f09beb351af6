// trmm at m = n = 32 on the FP64 tensor cores, every type (float and complex<float> widened to
// double as the fragments are read: mma_tiles.cuh) (Settings::trmm_mma; by default where
// trmm_mma_by_default in tiny.hh says: both complex types, double on the Left with op(A) = T or
// C; measured against trmm_warp):
//   C := alpha * op(A) * B (Left)   or   C := alpha * B * op(A) (Right),   op = N, T or C,
// A triangular (uplo's triangle read; a Unit diagonal not used, taken as 1). square_mma.cuh's
// kernel: a block of four warps per item, A's stored triangle and B staged by cp.async into a
// ring of item slots (each with the swizzle its reads want), then two mma.sync.m16n8k4.f64 tiles
// a warp, whose fragment reads give 0 for op(A)'s other triangle (and 1 for a Unit diagonal);
// steps where a tile's op(A) block is all zero are skipped (Left: a quarter of the steps; Right:
// warp w's 8-column block skips 2 w steps or 6 - 2 w). The zero triangle is multiplied through
// where a step is not skipped, so an Inf or NaN in B may reach outputs that do not depend on it
// (0 * Inf), as in the staged engine (docs/DESIGN.md, trmm).
// In place (C aliases B) is safe: an item's B is staged whole, and waited for by the whole block,
// before any of its C is written.
// Why: the FP64 tensor-core form of the same square product runs symm / hemm at 0.92-0.95 of the
// H200's copy bandwidth (symm_mma, session 47), where trmm read complex<double> 0.649 on a warp per
// item (204-255 registers, 4 warps an SM) and complex<float> 0.724 (issue 10's target 0.75).
#pragma once

#include <cstdint>
#include <string>

#include "batchlas/queue.hh"
#include "ops/trmm/args.hh"

namespace batchlas::kernels::tiny {

/// "" when run_trmm_mma takes the validated call, else why not: A of order 32 and the other
/// extent 32 (m = n = 32); A's, B's and C's columns on 16 bytes (base, ld and item stride).
template <class T> std::string trmm_mma_why_not(const ops::TrmmArgs<T>& c);

/// Whether trmm's `tiny` family runs call c on this kernel: Settings::trmm_mma (BATCHLAS_TRMM_MMA;
/// unset: trmm_mma_by_default), trmm_mma_why_not, and a block's shared memory
/// on q's device.
template <class T> bool trmm_mma_route(const Queue& q, const ops::TrmmArgs<T>& c);

/// Enqueue the call on q's stream; trmm_mma_why_not(c) must be "", and alpha != 0 (trmm.cc
/// writes zeros for alpha = 0 before any family runs).
template <class T> void run_trmm_mma(const Queue& q, const ops::TrmmArgs<T>& c);

/// How many calls run_trmm_mma has taken (every type), for the tests to check the route.
int64_t trmm_mma_calls();

}  // namespace batchlas::kernels::tiny
