#include <omp.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>

#include "batchlas/errors.hh"
#include "batchlas/settings.hh"
#include "core/queue_impl.hh"

namespace batchlas {

Queue::Impl::~Impl() {
#ifdef BATCHLAS_HAVE_CUDA
  if (backend == Backend::Cuda) cuda::destroy(*this);
#endif
}

Queue Queue::host() {
  auto impl = std::make_shared<Impl>();
  impl->backend = Backend::Host;
  impl->info.arch = "host";
  impl->info.host_threads = omp_get_max_threads();
  impl->info.name = "host CPU (" + std::to_string(impl->info.host_threads) + " threads)";
  return Queue(std::move(impl));
}

bool Queue::cuda_available() {
#ifdef BATCHLAS_HAVE_CUDA
  return cuda::available();
#else
  return false;
#endif
}

Queue Queue::cuda(int device) {
#ifdef BATCHLAS_HAVE_CUDA
  auto impl = std::make_shared<Impl>();
  impl->backend = Backend::Cuda;
  cuda::init(*impl, device);
  return Queue(std::move(impl));
#else
  (void)device;
  throw DeviceError("batchlas was built without CUDA (BATCHLAS_CUDA=OFF or no nvcc found)");
#endif
}

Queue Queue::best() { return cuda_available() ? cuda(0) : host(); }

Backend Queue::backend() const { return impl_->backend; }

std::string memory_why_not(const Queue& q, const void* p) {
#ifdef BATCHLAS_HAVE_CUDA
  if (q.backend() == Backend::Cuda) return cuda::memory_why_not(q.impl(), p);
#endif
  (void)q, (void)p;
  return "";
}
std::string Queue::arch() const { return impl_->info.arch; }
std::string Queue::device_name() const { return impl_->info.name; }

void Queue::wait() {
#ifdef BATCHLAS_HAVE_CUDA
  if (impl_->backend == Backend::Cuda) cuda::wait(*impl_);
#endif
}

void* Queue::allocate(std::size_t bytes) {
#ifdef BATCHLAS_HAVE_CUDA
  if (impl_->backend == Backend::Cuda) return cuda::allocate(*impl_, bytes);
#endif
  // Rounded up to the alignment; a size within 63 of SIZE_MAX would wrap to a tiny block.
  if (bytes > SIZE_MAX - 63) throw std::bad_alloc();
  void* p = std::aligned_alloc(64, (bytes + 63) / 64 * 64);
  if (!p) throw std::bad_alloc();
  return p;
}

void Queue::deallocate(void* p) {
#ifdef BATCHLAS_HAVE_CUDA
  if (impl_->backend == Backend::Cuda) return cuda::deallocate(*impl_, p);
#endif
  std::free(p);
}

void Queue::memcpy(void* dst, const void* src, std::size_t bytes) {
  if (bytes == 0) return;
#ifdef BATCHLAS_HAVE_CUDA
  if (impl_->backend == Backend::Cuda) return cuda::memcpy(*impl_, dst, src, bytes);
#endif
  std::memcpy(dst, src, bytes);
}

int64_t workspace_budget(const Queue& q) {
  if (settings().expand_max_bytes) return *settings().expand_max_bytes;
  const auto& info = q.impl().info;
  return info.total_memory > 0 ? info.total_memory / 4 : int64_t(1) << 32;
}

Workspace::Workspace(Queue& q, std::size_t bytes) : q_(q) {
  if (bytes == 0) return;
#ifdef BATCHLAS_HAVE_CUDA
  if (q.backend() == Backend::Cuda) {
    p_ = cuda::workspace_allocate(q.impl(), bytes);
    return;
  }
#endif
  p_ = q.allocate(bytes);
}

Workspace::~Workspace() {
  if (!p_) return;
#ifdef BATCHLAS_HAVE_CUDA
  if (q_.backend() == Backend::Cuda) {
    try {
      cuda::workspace_free(q_.impl(), p_);
    } catch (...) {
    }
    return;
  }
#endif
  q_.deallocate(p_);
}

}  // namespace batchlas
