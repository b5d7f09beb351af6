// CUDA and cuBLAS status checks: every failure becomes DeviceError with the library's own text.
#pragma once

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <climits>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <utility>

#include "batchlas/errors.hh"
#include "batchlas/queue.hh"
#include "core/queue_impl.hh"

namespace batchlas::cuda {

inline void check(cudaError_t e, const char* what) {
  if (e != cudaSuccess) {
    // Reported here: clear the thread's last-error slot so that a later check_launch does not
    // blame an unrelated kernel for it (a sticky error stays and will be reported again).
    cudaGetLastError();
    throw DeviceError(std::string(what) + ": " + cudaGetErrorName(e) + ": " +
                      cudaGetErrorString(e));
  }
}

inline void check(cublasStatus_t s, const char* what) {
  if (s != CUBLAS_STATUS_SUCCESS)
    throw DeviceError(std::string(what) + ": " + cublasGetStatusName(s) + ": " +
                      cublasGetStatusString(s));
}

/// The queue's stream.
inline cudaStream_t stream(const Queue& q) { return static_cast<cudaStream_t>(q.impl().stream); }

/// The queue's own cuBLAS handle (created on first use, bound to the queue's stream).
cublasHandle_t cublas(const Queue& q);

/// Checked narrowing to cuBLAS's int; callers state the limit in can_run first.
inline int to_int(int64_t v) {
  if (v > INT_MAX || v < INT_MIN) throw DeviceError("extent exceeds cuBLAS's 32-bit int");
  return static_cast<int>(v);
}

/// Opt `kernel` into at least `bytes` of dynamic shared memory per block: beyond the default
/// 48 KB a kernel must ask (CUDA C++ Programming Guide, "Shared Memory"); nothing to do below
/// it. The attribute belongs to the kernel on the current device, shared by every queue and
/// thread, so it only ever rises here: setting each call's own size let one thread lower it
/// between another thread's setting and launch, whose larger launch then failed (helper-26).
template <class Kernel> void opt_in_shared(Kernel* kernel, int64_t bytes, const char* what) {
  if (bytes <= 48 * 1024) return;
  int device = 0;
  check(cudaGetDevice(&device), "cudaGetDevice");
  static std::mutex mutex;
  static std::map<std::pair<int, const void*>, int64_t> granted;
  std::lock_guard<std::mutex> lock(mutex);
  int64_t& have = granted[{device, reinterpret_cast<const void*>(kernel)}];
  if (bytes <= have) return;
  check(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(bytes)), what);
  have = bytes;
}

/// Check the launch that was just enqueued.
inline void check_launch(const char* kernel) { check(cudaGetLastError(), kernel); }

}  // namespace batchlas::cuda
