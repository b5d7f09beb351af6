// symm and hemm on a warp per item, for A of order 32 (Settings::symm_warp; by default at
// m = n = 32 for float, double and complex<float>, BATCHLAS_SYMM_WARP=1 routes every call its
// gates allow; since session 47 double at m = n = 32 runs symm_mma.hh first):
//   C := alpha * A * B + beta * C (Left, A 32 x 32, B and C 32 x n, n <= 32)
//   C := alpha * B * A + beta * C (Right, A 32 x 32, B and C m x 32, m <= 32)
// A symmetric (symm) or Hermitian (hemm: the mirror conjugated, the diagonal's imaginary part
// not read), its uplo triangle stored.
// Why: tiny's staged engine stages A whole and mirrors the missing triangle in shared memory
// before the product; symm at n = 32 then takes 1.16x gemm's time per item (session 42's reading
// of session 41's CSV: docs/PERFORMANCE-LOG.md) and sits at 0.51-0.66 of copy against issue 10's
// 0.75-0.80. Here a lane owns one column of C (Left) or one row (Right) and reads only A's stored
// triangle, by warp-uniform 16-byte shared loads, twice: once as columns of A (each column's
// elements scattered into the lane's 32 accumulators), once as the mirror's rows (each column's
// products gathered into one result), so only 32 elements per lane are live at a time. No
// block barrier, no mirror copy. Each warp stages its operands by cp.async into its own shared
// memory (A's stored triangle packed, two copies: this item and the next; B, transposed by
// lanes; this item's C, in flight while the first pass runs, the results accumulated in its
// slots and written out coalesced). Measured on the H200 at m = n = 32 (docs/PERFORMANCE-LOG.md,
// session 46): float 1.19-1.25x the staged engine, double 1.10-1.17x, complex<float> symm
// 1.05-1.08x and hemm 1.09-1.11x. complex<double> stays on the engine: a form tried in session
// 46 (one warp per block, 4 per SM, 254-255 registers with spills; not kept) ran 0.77-0.82x the
// engine on an H100.
#pragma once

#include <cstdint>
#include <string>

#include "batchlas/queue.hh"
#include "ops/symm/args.hh"

namespace batchlas::kernels::tiny {

/// "" when run_symm_warp takes the validated call, else why not (order32_why_not,
/// kernels/tiny/warp_item.hh: A of order 32 on 16-byte aligned columns, the other extent 1..32,
/// float, double or complex<float>).
template <class T> std::string symm_warp_why_not(const ops::SymmArgs<T>& c);

/// Enqueue the call on q's stream (symm, or hemm when c.hermitian); symm_warp_why_not(c) must be
/// "". Where beta is 0, C is not read (NaN there does not propagate: the reference BLAS).
template <class T> void run_symm_warp(const Queue& q, const ops::SymmArgs<T>& c);

/// "" when q's device gives a block the kernel's shared memory (float 52,224 bytes, the 8-byte
/// types 51,200), else why not.
template <class T> std::string symm_warp_device_why_not(const Queue& q);

/// How many calls run_symm_warp has taken (every type), for the tests to check the route.
int64_t symm_warp_calls();

}  // namespace batchlas::kernels::tiny
