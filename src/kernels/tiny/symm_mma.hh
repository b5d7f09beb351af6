// symm and hemm at m = n = 32 on the FP64 tensor cores (Settings::symm_mma; by default for every
// type but float wherever symm_mma_why_not allows, ahead of symm_warp: kSymmMmaByDefault in
// tiny.hh; float and complex<float> are widened to double as the fragments are read,
// mma_tiles.cuh):
//   C := alpha * A * B + beta * C (Left) or alpha * B * A + beta * C (Right),
// A symmetric (symm) or Hermitian (hemm: the mirror conjugated, the diagonal's imaginary part not
// read), its uplo triangle stored. A block of four warps per item: the item's stored triangle of
// A and all of B are staged by cp.async into a ring of slots (columns swizzled so a quarter
// warp's fragment loads meet distinct banks), the missing triangle mirrored in shared memory,
// then each warp forms one 8-column block of C as two mma.sync.m16n8k4.f64 tiles (complex: the
// four real products of the parts); C is read and written straight from memory at the
// accumulators' places.
// Why: the staged engine ran complex<double> symm / hemm at 0.55-0.56 of the copy bandwidth and
// double at 0.70 (issue 10's targets 0.75 / 0.80; docs/PERFORMANCE.md), and complex<double> on a
// warp per item (symm_warp) spilled; rank_mma's form of the same tiles ran the rank-k updates at
// 0.90-0.94 of copy on an H100 (docs/PERFORMANCE-LOG.md, session 47). Here: 0.91-0.94 of copy
// on an H100 for both types (complex<double> 1.17-1.25x the engine, double 1.02-1.07x
// symm_warp; docs/bench/2026-12-05-s47/call4/ab.txt).
#pragma once

#include <cstdint>
#include <string>

#include "batchlas/queue.hh"
#include "ops/symm/args.hh"

namespace batchlas::kernels::tiny {

/// "" when run_symm_mma takes the validated call, else why not: m = n = 32; A's, B's and C's columns on 16 bytes (base, ld and item stride).
template <class T> std::string symm_mma_why_not(const ops::SymmArgs<T>& c);

/// Enqueue the call on q's stream (symm, or hemm when c.hermitian); symm_mma_why_not(c) must be
/// "". Where beta is 0, C is not read (NaN there does not propagate: the reference BLAS).
template <class T> void run_symm_mma(const Queue& q, const ops::SymmArgs<T>& c);

/// Whether the `tiny` families of symm and hemm run call c on this kernel: Settings::symm_mma
/// (BATCHLAS_SYMM_MMA; unset: every type but float wherever it can, H100, m = n = 32:
/// complex<double> 1.17-1.25x the staged engine, double 1.02-1.07x symm_warp, complex<float>
/// 1.11-1.24x, symm_mma.cu; float 0.98-1.00x symm_warp, off), symm_mma_why_not, and a block's
/// shared memory on q's device.
template <class T> bool symm_mma_route(const Queue& q, const ops::SymmArgs<T>& c);

/// How many calls run_symm_mma has taken (every type), for the tests to check the route.
int64_t symm_mma_calls();

}  // namespace batchlas::kernels::tiny
