// One benchmark problem: the operands of a Case laid out for `batch` items, several copies
// ("sets") of them so that timed calls can rotate through more memory than the L2 cache holds,
// the call of the public operation on one set, the byte and flop counts, and the cuBLAS
// strided-batched spelling of the same product for comparison.
#pragma once

#include <complex>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "batchlas/queue.hh"
#include "bench/catalog.hh"

namespace batchlas::bench {

/// A family of the operation as the selection layer lists it (src/ops/<op>/families.cc).
struct FamilyInfo {
  std::string name;
  std::string kind;  ///< native, vendor, expansion
  bool cuda = false; ///< runs on a CUDA queue (else on the host queue)
};

/// One cuBLAS strided-batched call, type-erased: gemm (C = alpha op(A) op(B) + beta C) or gemv
/// (y = alpha op(A) x + beta y, with x in B and y in C, unit increments).
struct RefCall {
  bool gemv = false;
  char transa = 'N', transb = 'N';
  int64_t m = 0, n = 0, k = 0;
  const void* A = nullptr;
  int64_t lda = 1, stride_a = 0;
  const void* B = nullptr;
  int64_t ldb = 1, stride_b = 0;
  void* C = nullptr;
  int64_t ldc = 1, stride_c = 0;
  int64_t batch = 0;
  std::complex<double> alpha{1, 0}, beta{0, 0};
};

class Problem {
 public:
  virtual ~Problem() = default;

  /// Fix the batch count; must precede add_set.
  virtual void set_batch(int64_t batch) = 0;
  int64_t batch() const { return batch_; }
  /// Bytes of one item of every operand as allocated (full storage, also for triangles).
  virtual int64_t item_bytes() const = 0;
  /// Bytes of one set at the current batch (each operand rounded up to 256 bytes).
  virtual int64_t set_bytes() const = 0;
  /// Carve one more operand set out of `base` (set_bytes() bytes, 256-byte aligned).
  virtual void add_set(std::byte* base) = 0;
  int sets() const { return sets_; }

  /// Minimum bytes per item: each input read once, the output written once and read too when
  /// beta != 0 (or updated in place); triangular and symmetric operands count their triangle.
  virtual double min_bytes() const = 0;
  /// Useful flops per item (2 per real multiply-add, 8 per complex one).
  virtual double flops() const = 0;

  /// The families of this operation at this precision, in fallback order.
  virtual std::vector<FamilyInfo> families() const = 0;
  /// Call the public operation on set `s` (enqueued on q, not waited for).
  virtual void run(Queue& q, int s) = 0;

  /// What the cuBLAS comparison computes ("" when there is none), and its calls on set s.
  virtual std::string reference_name() const = 0;
  virtual std::vector<RefCall> reference(int s) = 0;

 protected:
  int64_t batch_ = 1;
  int sets_ = 0;
};

/// The problem of a Case at its precision; throws std::invalid_argument for a complex-only
/// operation at a real precision.
std::unique_ptr<Problem> make_problem(const Case& c);

}  // namespace batchlas::bench
