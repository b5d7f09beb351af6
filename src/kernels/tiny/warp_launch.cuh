// Launching a warp-per-item kernel of order 32 (trmm_warp.cu, symm_warp.cu): one item per warp
// in flight, each warp walking the batch by the grid's warp count.
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/cuda/check.hh"
#include "core/cuda/occupancy.hh"
#include "core/queue_impl.hh"

namespace batchlas::kernels::tiny::warp_item {

/// Enqueue kernel<<<grid, 32 * warps, bytes>>>(p) on q's stream (`name` in any CUDA error): `bytes` of dynamic shared memory
/// per block (opted in past 48 KB first: the occupancy query behind grid_for needs it), the grid
/// as many blocks as the batch needs, capped where the SMs are full (grid_for).
template <class Kernel, class P>
void launch_warps(const Queue& q, Kernel kernel, int warps, int64_t bytes, int64_t batch, const P& p, const char* name) {
  batchlas::cuda::opt_in_shared(kernel, bytes, name);
  const unsigned grid = batchlas::cuda::grid_for(q, kernel, 32 * warps, std::size_t(bytes), (batch + warps - 1) / warps);
  kernel<<<grid, 32 * warps, std::size_t(bytes), batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch(name);
}

}  // namespace batchlas::kernels::tiny::warp_item
