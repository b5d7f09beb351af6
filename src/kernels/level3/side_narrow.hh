// The Left side of trmm / symm / hemm for m <= 32 (side_narrow.cu): the whole m x m operand M
// staged once per unit of columns, B streamed. Called from side_tiles_run, which owns the
// family interface (side_tiles.hh).
#pragma once

#include <cstdint>

#include "batchlas/queue.hh"
#include "kernels/level3/side_tiles.hh"

namespace batchlas::kernels::level3 {

/// Shared memory of the narrow kernel's largest instance for T, in bytes (side_tiles_why_not).
template <class T> int64_t side_narrow_smem_bytes();

/// Enqueue `call` on q and return true when it is Left with m <= 32 (m <= 16 for double and
/// complex<double>); else return false, nothing enqueued. Same contract as side_tiles_run.
template <class T> bool side_narrow_run(const Queue& q, const SideCall<T>& call);

}  // namespace batchlas::kernels::level3
