// trmm on a warp per item, for A of order 32: trmm's `tiny` family runs it wherever its layout
// gate allows (Settings::trmm_warp, BATCHLAS_TRMM_WARP=0 turns it off):
//   C := alpha * op(A) * B (Left, A 32 x 32, B and C 32 x n, n <= 32)
//   C := alpha * B * op(A) (Right, A 32 x 32, B and C m x 32, m <= 32)
// Why: tiny's staged engine spends on a trmm item what it spends on a gemm item of the same
// order (every type at n = 32, docs/PERFORMANCE-LOG.md session 42): issue-bound, it executes
// as many instructions (3,182 per float item against gemm's 3,070, session 43), though trmm
// needs half the multiply-adds. Here a lane owns one column of C (Left) or one row (Right), so
// the triangle's shape is the same for every lane of the warp: each lane does only the 528
// multiply-adds of the stored triangle (1,279 instructions per float item, session 43). Each
// warp keeps two copies of its operands in shared memory: while it computes one item, cp.async
// brings the next item's stored triangle (packed) and B into the other, and the products read A
// by warp-uniform 16-byte shared loads (one broadcast to all 32 lanes). Left moves C through
// shared memory too (coalesced stores); Right stores a lane's row one column at a time (each
// store 32 consecutive rows). No block barrier, no fix phase.
// Measured (session 44, H100): 1.13-1.44x the staged engine at n = 32, every type, side,
// triangle and transpose measured; the form that read A and B from global memory ran
// 0.72-1.05x (session 43): each warp waited on its own item's loads.
// In place (C aliases B) is safe: an item's B is staged whole, and waited for, before any of its
// C is written, and by the warp that writes it.
#pragma once

#include <string>

#include "batchlas/queue.hh"
#include "ops/trmm/args.hh"

namespace batchlas::kernels::tiny {

/// "" when run_trmm_warp takes the validated call, else why not (order32_why_not,
/// kernels/tiny/warp_item.hh: A of order 32 on 16-byte aligned columns, the other extent 1..32,
/// float, double or complex<float>).
template <class T> std::string trmm_warp_why_not(const ops::TrmmArgs<T>& c);

/// Enqueue the call on q's stream; trmm_warp_why_not(c) must be "".
template <class T> void run_trmm_warp(const Queue& q, const ops::TrmmArgs<T>& c);

}  // namespace batchlas::kernels::tiny
