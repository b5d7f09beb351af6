// The CUDA side of Queue: one stream and one cuBLAS handle per queue, device memory, and a
// stream-ordered workspace from the device's default memory pool (cudaMallocAsync).
#include <cstdint>
#include <mutex>

#include "core/cuda/check.hh"
#include "core/cuda/device_guard.hh"
#include "core/queue_impl.hh"

namespace batchlas::cuda {

bool available() {
  int n = 0;
  return cudaGetDeviceCount(&n) == cudaSuccess && n > 0;
}

void init(Queue::Impl& impl, int device) {
  int count = 0;
  check(cudaGetDeviceCount(&count), "cudaGetDeviceCount");
  if (device < 0 || device >= count)
    throw DeviceError("CUDA device " + std::to_string(device) + " does not exist (" +
                      std::to_string(count) + " visible)");
  DeviceGuard guard(device);
  cudaDeviceProp p{};
  check(cudaGetDeviceProperties(&p, device), "cudaGetDeviceProperties");
  impl.device = device;
  impl.info.name = p.name;
  impl.info.cc_major = p.major;
  impl.info.cc_minor = p.minor;
  impl.info.arch = "sm_" + std::to_string(p.major) + std::to_string(p.minor);
  impl.info.sm_count = p.multiProcessorCount;
  impl.info.total_memory = static_cast<int64_t>(p.totalGlobalMem);
  impl.info.max_shared_per_block = static_cast<int64_t>(p.sharedMemPerBlockOptin);
  int pageable = 0;
  if (cudaDeviceGetAttribute(&pageable, cudaDevAttrPageableMemoryAccess, device) != cudaSuccess) cudaGetLastError();
  impl.info.pageable_access = pageable != 0;
  cudaStream_t s = nullptr;
  check(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking), "cudaStreamCreate");
  impl.stream = s;
  // Keep freed workspace in the pool instead of returning it to the OS at every sync.
  cudaMemPool_t pool;
  if (cudaDeviceGetDefaultMemPool(&pool, device) == cudaSuccess) {
    uint64_t threshold = UINT64_MAX;
    cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold);
  }
}

void destroy(Queue::Impl& impl) {
  // Runs from ~Impl, also after a failed init (device still -1): never throw from here.
  if (impl.device < 0) return;
  DeviceGuard guard(impl.device, /*strict=*/false);
  if (impl.stream) cudaStreamSynchronize(static_cast<cudaStream_t>(impl.stream));
  if (impl.cublas) cublasDestroy(static_cast<cublasHandle_t>(impl.cublas));
  if (impl.stream) cudaStreamDestroy(static_cast<cudaStream_t>(impl.stream));
  impl.cublas = impl.stream = nullptr;
  cudaGetLastError();  // nothing to report from a destructor; keep later checks clean
}

cublasHandle_t cublas(const Queue& q) {
  auto& impl = q.impl();
  if (!impl.cublas) {
    DeviceGuard guard(impl.device);
    cublasHandle_t h = nullptr;
    check(cublasCreate(&h), "cublasCreate");
    impl.cublas = h;  // owned from here: destroy() releases it even if a call below fails
    check(cublasSetStream(h, static_cast<cudaStream_t>(impl.stream)), "cublasSetStream");
    // Every family passes scalars from (aligned) host memory.
    check(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST), "cublasSetPointerMode");
  }
  return static_cast<cublasHandle_t>(impl.cublas);
}

void wait(Queue::Impl& impl) {
  DeviceGuard guard(impl.device);
  check(cudaStreamSynchronize(static_cast<cudaStream_t>(impl.stream)), "cudaStreamSynchronize");
}

void* allocate(Queue::Impl& impl, std::size_t bytes) {
  DeviceGuard guard(impl.device);
  void* p = nullptr;
  check(cudaMalloc(&p, bytes), "cudaMalloc");
  return p;
}

void deallocate(Queue::Impl& impl, void* p) {
  DeviceGuard guard(impl.device, /*strict=*/false);  // called from destructors: never throws
  // Work enqueued on this queue may still use p.
  cudaStreamSynchronize(static_cast<cudaStream_t>(impl.stream));
  cudaFree(p);
  cudaGetLastError();
}

void memcpy(Queue::Impl& impl, void* dst, const void* src, std::size_t bytes) {
  DeviceGuard guard(impl.device);
  check(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDefault, static_cast<cudaStream_t>(impl.stream)),
        "cudaMemcpyAsync");
}

void* workspace_allocate(Queue::Impl& impl, std::size_t bytes) {
  DeviceGuard guard(impl.device);
  void* p = nullptr;
  check(cudaMallocAsync(&p, bytes, static_cast<cudaStream_t>(impl.stream)), "cudaMallocAsync");
  return p;
}

std::string memory_why_not(const Queue::Impl& impl, const void* p) {
  if (impl.info.pageable_access) return "";  // every host address is readable (HMM / ATS)
  cudaPointerAttributes a{};
  if (cudaPointerGetAttributes(&a, p) != cudaSuccess) {
    cudaGetLastError();  // cannot tell: let the call through, as before this check
    return "";
  }
  const std::string fix = " (copy it to device memory, e.g. Queue::allocate and Queue::memcpy, or register it "
                          "with cudaHostRegister)";
  // Only memory CUDA reports as unregistered is refused: device, managed and page-locked memory
  // (mapped on every 64-bit UVA system) pass, whatever device they belong to (peer access is the
  // caller's to enable). Allocations of the virtual memory API (cuMemCreate / cuMemMap, used by
  // other libraries' allocators) are reported as device memory by the drivers we know of; one
  // reported as unregistered would be refused (not yet seen: no test covers them).
  if (a.type == cudaMemoryTypeUnregistered)
    return "host memory that " + impl.info.name + " cannot read: neither allocated nor registered with CUDA, "
           "and the device does not read pageable memory" + fix;
  return "";
}

void workspace_free(Queue::Impl& impl, void* p) {
  DeviceGuard guard(impl.device);
  check(cudaFreeAsync(p, static_cast<cudaStream_t>(impl.stream)), "cudaFreeAsync");
}

}  // namespace batchlas::cuda
