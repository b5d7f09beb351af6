// Queue: where operations run. Either the host (OpenBLAS per item, OpenMP over the batch) or one
// CUDA device with its own stream, cuBLAS handle and stream-ordered workspace pool.
//
// Operations enqueue in order and may return before the work is done; wait() synchronises.
// A Queue is a handle: copies refer to the same stream. Use one queue per host thread; separate
// queues share no mutable state.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

namespace batchlas {

enum class Backend { Host, Cuda };

class Queue {
 public:
  struct Impl;

  /// The host queue (always available).
  static Queue host();
  /// A new queue on CUDA device `device` with its own stream and cuBLAS handle.
  /// Throws DeviceError when the library was built without CUDA or the device is absent.
  static Queue cuda(int device = 0);
  /// True when the library was built with CUDA and at least one device is visible.
  static bool cuda_available();
  /// cuda(0) when cuda_available(), else host().
  static Queue best();

  Backend backend() const;
  bool is_gpu() const { return backend() == Backend::Cuda; }
  /// "host", or "sm_<major><minor>" for a CUDA device (selects tuned/<op>.<arch>.txt).
  std::string arch() const;
  /// Human-readable device name ("host CPU (2 threads)", "NVIDIA H200").
  std::string device_name() const;

  /// Block until all work enqueued so far has finished; rethrows a device failure as DeviceError.
  void wait();

  /// Memory usable by operations on this queue (device memory for CUDA; 64-byte aligned host
  /// memory otherwise). Throws DeviceError (CUDA) or std::bad_alloc (host) on failure.
  void* allocate(std::size_t bytes);
  void deallocate(void* p);
  /// Copy bytes in any direction (host or device pointers), ordered on this queue.
  void memcpy(void* dst, const void* src, std::size_t bytes);

  Impl& impl() const { return *impl_; }

 private:
  explicit Queue(std::shared_ptr<Impl> impl) : impl_(std::move(impl)) {}
  std::shared_ptr<Impl> impl_;
};

}  // namespace batchlas
