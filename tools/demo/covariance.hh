// Per-label covariance matrices of a CSV file with one batched syrk.
#pragma once

#include <string>

#include "batchlas/queue.hh"

namespace demo {

/// Reads `path` (header row; numeric columns; the column named `label` holds class labels),
/// centres each class and computes every class's covariance matrix with one batched syrk
/// (classes padded with zero rows to the largest class, which adds nothing to X^T X).
/// Prints a short summary; returns 0, or 1 when the check against a direct sum fails.
int covariance_report(batchlas::Queue& q, const std::string& path, const std::string& label);

}  // namespace demo
