// The cuBLAS comparison calls of the bench (CUDA builds only): a handle of the tool's own, bound
// to the queue's stream so that its calls order with the library's, running RefCalls.
#pragma once

#ifdef BATCHLAS_HAVE_CUDA
#include "batchlas/queue.hh"
#include "bench/problem.hh"

namespace batchlas::bench {

class CublasRef {
 public:
  /// A new cuBLAS handle on q's stream (default math mode: no TF32 for single precision).
  explicit CublasRef(Queue& q);
  ~CublasRef();
  CublasRef(const CublasRef&) = delete;
  CublasRef& operator=(const CublasRef&) = delete;

  /// Enqueue one strided-batched gemm or gemv at precision dtype (s, d, c, z); throws
  /// DeviceError with cuBLAS's status text on failure.
  void run(char dtype, const RefCall& call);

 private:
  void* handle_ = nullptr;
};

}  // namespace batchlas::bench
#endif
