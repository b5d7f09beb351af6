// A scope that makes one CUDA device current and restores the previous one (the queue's
// device for its calls, src/core/cuda/queue_cuda.cc; the bench's device limits).
#pragma once

#include <cuda_runtime.h>

#include "core/cuda/check.hh"

namespace batchlas::cuda {

/// Makes `device` current for the scope and restores the previous one. The strict form throws
/// DeviceError when the device cannot be selected; the lenient form (destructors, frees) never
/// throws, since a throw there would terminate the program.
struct DeviceGuard {
  int previous = -1;
  explicit DeviceGuard(int device, bool strict = true) {
    cudaGetDevice(&previous);
    if (previous == device) return;
    const cudaError_t e = cudaSetDevice(device);
    if (strict) check(e, "cudaSetDevice");
    else if (e != cudaSuccess) cudaGetLastError();
  }
  ~DeviceGuard() {
    int now = -1;
    cudaGetDevice(&now);
    if (previous >= 0 && now != previous) cudaSetDevice(previous);
  }
  DeviceGuard(const DeviceGuard&) = delete;
  DeviceGuard& operator=(const DeviceGuard&) = delete;
};

}  // namespace batchlas::cuda
