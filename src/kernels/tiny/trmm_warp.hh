// trmm on a warp per item, for A of order 32 (an experiment of sessions 42-44; the form that read A
// from global memory ran 0.72-1.05x the staged engine on an H100, session 43; the staged forms
// below are session 44's; Settings::trmm_warp, BATCHLAS_TRMM_WARP=1 routes trmm's `tiny` family
// to it, and BATCHLAS_TRMM_WARP_B = 0, 1, 2 picks the form, trmm_warp.cu's MODE):
//   C := alpha * op(A) * B (Left, A 32 x 32, B and C 32 x n, n <= 32)
//   C := alpha * B * op(A) (Right, A 32 x 32, B and C m x 32, m <= 32)
// Why: tiny's staged engine spends on a trmm item exactly what it spends on a gemm item of the
// same order (n = 32, every type: docs/PERFORMANCE-LOG.md, session 42), though trmm moves 37%
// fewer bytes and needs half the multiply-adds. Here a lane owns one column of C (Left) or one
// row (Right), so the triangle's shape is the same for every lane of the warp: each lane does
// only the 528 multiply-adds of the stored triangle. Each warp keeps two copies of A in shared
// memory: while it computes one item, cp.async brings the stored triangle of its next item into
// the other (a whole item's loads in flight, no register holding them), and the products read A
// by warp-uniform 16-byte shared loads (one broadcast to all 32 lanes). MODE 1 and 2 stage B the
// same way (two 32 x 33 copies); MODE 2 packs A's stored pieces. Left moves B and C through
// shared memory (coalesced global accesses, a transpose per item); Right reads (MODE 0) and
// writes a lane's row one column at a time (each access 32 consecutive rows). No block barrier,
// no fix phase.
// In place (C aliases B) is safe: an item's B is read whole (MODE 1, 2: staged, and waited for)
// before any of its C is written, and by the warp that writes it.
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
