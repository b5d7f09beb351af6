// What every GEMM-based expansion family (gemm_fold, expand) shares: the refusal rules and the
// cutting of a batch into chunks whose scratch fits the workspace budget.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>

#include "batchlas/settings.hh"
#include "core/queue_impl.hh"

namespace batchlas::cublas {

/// Scratch an expansion needs: `fixed` bytes once (an expanded broadcast operand) plus
/// `per_item` bytes for every item of a chunk.
struct ScratchPlan {
  int64_t fixed = 0;
  int64_t per_item = 0;

  /// "" when the expansion may run: BATCHLAS_EXPAND_ROUTE is not "loop" and at least one item
  /// fits the workspace budget (workspace_budget(q): BATCHLAS_EXPAND_MAX_BYTES, else a quarter of
  /// the device memory). A larger batch is cut into chunks, never refused.
  std::string why_not(const Queue& q) const {
    if (settings().expand_route == "loop") return "BATCHLAS_EXPAND_ROUTE=loop";
    const int64_t budget = workspace_budget(q);
    if (fixed + per_item > budget)
      return "scratch for one item (" + std::to_string(fixed + per_item) +
             " bytes) exceeds the workspace budget (" + std::to_string(budget) + " bytes)";
    return {};
  }

  /// Items per chunk for a batch of `batch` (>= 1 once why_not(q) is "").
  int64_t chunk(const Queue& q, int64_t batch) const {
    if (per_item == 0) return batch;
    return std::max<int64_t>(1, std::min(batch, (workspace_budget(q) - fixed) / per_item));
  }
};

/// Bytes of an n1 x n2 matrix of T, as int64_t.
template <class T> int64_t bytes_of(int64_t n1, int64_t n2) {
  return n1 * n2 * static_cast<int64_t>(sizeof(T));
}

}  // namespace batchlas::cublas
