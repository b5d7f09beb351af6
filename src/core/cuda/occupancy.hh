// Persistent grids: how many blocks of a kernel fit on the device at once. Every grid-stride
// launcher (tiny, gram, Level 2) sizes its grid this way, and each asks on every call, so the
// occupancy query (microseconds of host time, as long as a small launch) is cached.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <tuple>

#include "batchlas/queue.hh"
#include "batchlas/settings.hh"
#include "core/cuda/check.hh"
#include "core/queue_impl.hh"

namespace batchlas::cuda {

/// Blocks of `kernel` resident on one SM of q's device with `block` threads and `smem` bytes of
/// dynamic shared memory (the CUDA occupancy calculator), at least 1. A kernel that needs more
/// than 48 KB must have been opted in (opt_in_shared) first.
inline int blocks_per_sm(const Queue& q, const void* kernel, int block, std::size_t smem) {
  using Key = std::tuple<int, const void*, int, std::size_t>;
  static std::mutex mutex;
  static std::map<Key, int> cache;
  const Key key{q.impl().device, kernel, block, smem};
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = cache.find(key); it != cache.end()) return it->second;
  }
  int per_sm = 0;
  check(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, block, smem),
        "cudaOccupancyMaxActiveBlocksPerMultiprocessor");
  per_sm = std::max(per_sm, 1);
  std::lock_guard<std::mutex> lock(mutex);
  cache.emplace(key, per_sm);
  return per_sm;
}

/// Blocks for a grid-stride kernel: enough for `needed` blocks of work but no more than fit on
/// the device at once (a persistent grid: the loops inside cover any batch count, so no grid
/// dimension limits the batch), nor than Settings::max_grid where set (testing).
template <class Kernel>
unsigned grid_for(const Queue& q, Kernel* kernel, int block, std::size_t smem, int64_t needed) {
  int64_t resident = int64_t(blocks_per_sm(q, (const void*)kernel, block, smem)) *
                     std::max(q.impl().info.sm_count, 1);
  if (const auto cap = settings().max_grid) resident = std::min(resident, *cap);
  return static_cast<unsigned>(std::clamp<int64_t>(needed, 1, resident));
}

}  // namespace batchlas::cuda
