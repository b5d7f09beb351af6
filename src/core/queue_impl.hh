// Internal state behind a Queue. CUDA members are kept as opaque pointers so that files built
// without CUDA headers can include this one; src/core/cuda/ casts them back.
#pragma once

#include <cstdint>
#include <string>

#include "batchlas/queue.hh"

namespace batchlas {

/// What families ask of the device in can_run.
struct DeviceInfo {
  std::string name;
  std::string arch;                   ///< "host" or "sm_90"
  int cc_major = 0, cc_minor = 0;
  int sm_count = 0;
  int64_t total_memory = 0;           ///< bytes
  int64_t max_shared_per_block = 0;   ///< bytes, opt-in maximum
  int host_threads = 1;
  /// The device reads pageable host memory (cudaDevAttrPageableMemoryAccess: HMM or ATS).
  bool pageable_access = false;
};

struct Queue::Impl {
  Backend backend = Backend::Host;
  int device = -1;
  DeviceInfo info;
  void* stream = nullptr;  ///< cudaStream_t
  void* cublas = nullptr;  ///< cublasHandle_t, created on first use
  ~Impl();
};

/// Why q's operations cannot use the memory at p: "" when they can, or when the runtime cannot
/// tell. A CUDA queue refuses host memory neither allocated nor registered with CUDA
/// (cudaPointerGetAttributes: cudaMemoryTypeUnregistered) unless the device reads pageable
/// memory; a kernel reading it would fault and end the CUDA context. Host queues accept everything (checking there would start
/// the CUDA runtime in host-only programs).
std::string memory_why_not(const Queue& q, const void* p);

/// Workspace budget for expansion families: settings().expand_max_bytes, else a quarter of the
/// device memory (DESIGN.md §3).
int64_t workspace_budget(const Queue& q);

/// Stream-ordered scratch memory (cudaMallocAsync on the queue's stream; freed in stream order
/// when destroyed, so kernels enqueued before that still see it). Host queues get heap memory.
class Workspace {
 public:
  Workspace(Queue& q, std::size_t bytes);
  ~Workspace();
  Workspace(const Workspace&) = delete;
  Workspace& operator=(const Workspace&) = delete;
  void* get() const { return p_; }
  template <class T> T* as() const { return static_cast<T*>(p_); }

 private:
  Queue& q_;
  void* p_ = nullptr;
};

#ifdef BATCHLAS_HAVE_CUDA
namespace cuda {
// Defined in src/core/cuda/queue_cuda.cc.
bool available();
void init(Queue::Impl& impl, int device);
void destroy(Queue::Impl& impl);
void wait(Queue::Impl& impl);
void* allocate(Queue::Impl& impl, std::size_t bytes);
void deallocate(Queue::Impl& impl, void* p);
void memcpy(Queue::Impl& impl, void* dst, const void* src, std::size_t bytes);
void* workspace_allocate(Queue::Impl& impl, std::size_t bytes);
void workspace_free(Queue::Impl& impl, void* p);
std::string memory_why_not(const Queue::Impl& impl, const void* p);
}  // namespace cuda
#endif

}  // namespace batchlas
