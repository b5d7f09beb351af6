#include "bench/device.hh"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <complex>
#include <cstring>
#include <fstream>
#include <random>
#include <stdexcept>

#include "batchlas/errors.hh"
#include "batchlas/level3.hh"
#include "bench/catalog.hh"
#include "core/queue_impl.hh"

#ifdef BATCHLAS_HAVE_CUDA
#include <cuda_runtime.h>

#include "bench/cublas_ref.hh"
#include "core/cuda/device_guard.hh"
#endif

namespace batchlas::bench {
namespace {

#ifdef BATCHLAS_HAVE_CUDA
void check(cudaError_t e, const char* what) {
  if (e != cudaSuccess)
    throw DeviceError(std::string(what) + ": " + cudaGetErrorName(e) + ": " + cudaGetErrorString(e));
}
cudaStream_t stream_of(Queue& q) { return static_cast<cudaStream_t>(q.impl().stream); }
#endif

double median(std::vector<double> v) {
  if (v.empty()) return NAN;
  std::sort(v.begin(), v.end());
  const std::size_t h = v.size() / 2;
  return v.size() % 2 ? v[h] : 0.5 * (v[h - 1] + v[h]);
}

}  // namespace

// ---------------------------------------------------------------- Timer

Timer::Timer(Queue& q) : q_(q) {}

Timer::~Timer() {
#ifdef BATCHLAS_HAVE_CUDA
  for (void* e : events_) cudaEventDestroy(static_cast<cudaEvent_t>(e));
#endif
}

void Timer::grow(std::size_t n) {
#ifdef BATCHLAS_HAVE_CUDA
  while (events_.size() < n) {
    cudaEvent_t e = nullptr;
    check(cudaEventCreate(&e), "cudaEventCreate");
    events_.push_back(e);
  }
#else
  (void)n;
#endif
}

double Timer::once(const std::function<void()>& fn) {
  return each(1, [&](int) { fn(); })[0];
}

std::vector<double> Timer::each(int count, const std::function<void(int)>& fn) {
  std::vector<double> ms(static_cast<std::size_t>(std::max(count, 0)));
#ifdef BATCHLAS_HAVE_CUDA
  if (q_.is_gpu()) {
    grow(2 * ms.size());
    cudaStream_t s = stream_of(q_);
    for (int i = 0; i < count; ++i) {
      check(cudaEventRecord(static_cast<cudaEvent_t>(events_[2 * i]), s), "cudaEventRecord");
      fn(i);
      check(cudaEventRecord(static_cast<cudaEvent_t>(events_[2 * i + 1]), s), "cudaEventRecord");
    }
    q_.wait();  // surfaces a device failure of the timed work as DeviceError
    for (int i = 0; i < count; ++i) {
      float t = 0;
      check(cudaEventElapsedTime(&t, static_cast<cudaEvent_t>(events_[2 * i]),
                                 static_cast<cudaEvent_t>(events_[2 * i + 1])),
            "cudaEventElapsedTime");
      ms[i] = t;
    }
    return ms;
  }
#endif
  for (int i = 0; i < count; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    fn(i);
    q_.wait();
    ms[i] = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  }
  return ms;
}

// ---------------------------------------------------------------- memory

std::byte* Arena::get(std::size_t bytes) {
  bytes = (bytes + 255) / 256 * 256;
  if (bytes > cap_) {
    release();
    p_ = static_cast<std::byte*>(q_.allocate(bytes));
    cap_ = bytes;
  }
  return p_;
}

void Arena::release() {
  if (p_) q_.deallocate(p_);
  p_ = nullptr, cap_ = 0;
}

void fill_random(Queue& q, void* p, std::size_t bytes, char dtype, uint64_t seed) {
  if (bytes == 0) return;
  const bool dbl = dtype == 'd' || dtype == 'z';
  // One block of random values, then doubling copies inside the buffer: cheap for gigabytes.
  const std::size_t block = std::min<std::size_t>(bytes, std::size_t(4) << 20);
  std::vector<std::byte> host(block);
  std::mt19937_64 gen(seed);
  std::uniform_real_distribution<double> mag(1.0 / 16, 1.0);
  auto value = [&] { return (gen() & 1 ? -1.0 : 1.0) * mag(gen); };
  if (dbl) {
    for (std::size_t i = 0; i + 8 <= block; i += 8) {
      double v = value();
      std::memcpy(host.data() + i, &v, 8);
    }
  } else {
    for (std::size_t i = 0; i + 4 <= block; i += 4) {
      float v = static_cast<float>(value());
      std::memcpy(host.data() + i, &v, 4);
    }
  }
  auto* d = static_cast<std::byte*>(p);
  q.memcpy(d, host.data(), block);
  q.wait();  // the host block is pageable and goes out of scope
  for (std::size_t done = block; done < bytes;) {
    const std::size_t n = std::min(done, bytes - done);
    q.memcpy(d + done, d, n);
    done += n;
  }
  q.wait();
}

int64_t free_memory([[maybe_unused]] Queue& q) {
#ifdef BATCHLAS_HAVE_CUDA
  if (q.is_gpu()) {
    std::size_t free = 0, total = 0;
    check(cudaMemGetInfo(&free, &total), "cudaMemGetInfo");
    return static_cast<int64_t>(free);
  }
#endif
  // MemAvailable counts reclaimable cache too (free pages alone undercount a busy machine).
  std::ifstream meminfo("/proc/meminfo");
  std::string key;
  int64_t kib = 0;
  while (meminfo >> key >> kib) {
    if (key == "MemAvailable:") return kib * 1024;
    meminfo.ignore(64, '\n');
  }
  const long pages = sysconf(_SC_AVPHYS_PAGES), size = sysconf(_SC_PAGESIZE);
  return pages > 0 && size > 0 ? int64_t(pages) * size : int64_t(1) << 30;
}

int64_t l2_fetch_granularity([[maybe_unused]] Queue& q, [[maybe_unused]] int64_t bytes) {
#ifdef BATCHLAS_HAVE_CUDA
  if (q.is_gpu()) {
    const cuda::DeviceGuard on(q.impl().device);  // the limit is per device; restored on a throw too
    if (bytes >= 0)
      check(cudaDeviceSetLimit(cudaLimitMaxL2FetchGranularity, static_cast<std::size_t>(bytes)),
            "cudaDeviceSetLimit(cudaLimitMaxL2FetchGranularity)");
    std::size_t now = 0;
    const bool known = cudaDeviceGetLimit(&now, cudaLimitMaxL2FetchGranularity) == cudaSuccess;
    if (!known) cudaGetLastError();  // a driver without the limit: reported as unknown
    return known ? static_cast<int64_t>(now) : -1;
  }
#endif
  if (bytes >= 0) throw std::invalid_argument("--l2-fetch-granularity: the host queue has no L2 limit to set");
  return -1;
}

std::string describe_device(Queue& q) {
  const auto& info = q.impl().info;
  if (!q.is_gpu()) return q.device_name();
  const int64_t l2 = l2_fetch_granularity(q);
  return info.name + " (" + info.arch + ", " + std::to_string(info.sm_count) + " SMs, " +
         std::to_string(info.total_memory >> 20) + " MiB, L2 fetch granularity " +
         (l2 >= 0 ? std::to_string(l2) + " B" : std::string("unknown")) + ")";
}

// ---------------------------------------------------------------- floors

namespace {

#ifdef BATCHLAS_HAVE_CUDA
double device_copy_gbps(Queue& q, std::string& how) {
  // A 2 GiB buffer (less when memory is short), its first half copied onto its second half.
  int64_t total = std::min<int64_t>(int64_t(2) << 30, free_memory(q) / 4) / 512 * 512;
  const int64_t half = total / 2;
  auto* buf = static_cast<std::byte*>(q.allocate(static_cast<std::size_t>(total)));
  fill_random(q, buf, static_cast<std::size_t>(half), 's', 7);
  Timer t(q);
  auto copy = [&](int) {
    check(cudaMemcpyAsync(buf + half, buf, half, cudaMemcpyDeviceToDevice, stream_of(q)),
          "cudaMemcpyAsync");
  };
  t.each(2, copy);
  const double ms = median(t.each(10, copy));
  q.deallocate(buf);
  how = "cudaMemcpyAsync D2D of " + std::to_string(half >> 20) +
        " MiB, bytes read + written, median of 10";
  return 2.0 * double(half) / (ms * 1e-3) / 1e9;
}

double device_gemm_gflops(Queue& q, char dtype, std::string& how) {
  // Square GEMMs large enough to run at the card's rate (DEVICE-NOTES anchors).
  const int64_t n = dtype == 's' ? 8192 : 4096;
  const int64_t es = element_bytes(dtype);
  const int64_t bytes = n * n * es;
  auto* buf = static_cast<std::byte*>(q.allocate(static_cast<std::size_t>(3 * bytes)));
  fill_random(q, buf, static_cast<std::size_t>(3 * bytes), dtype, 11);
  RefCall c;
  c.m = c.n = c.k = n;
  c.A = buf, c.B = buf + bytes, c.C = buf + 2 * bytes;
  c.lda = c.ldb = c.ldc = n;
  c.batch = 1;
  c.alpha = 1, c.beta = 0;
  CublasRef ref(q);
  Timer t(q);
  auto run = [&](int) { ref.run(dtype, c); };
  t.each(2, run);
  const double ms = median(t.each(5, run));
  q.deallocate(buf);
  how += std::string(how.empty() ? "" : "; ") + dtype + "gemm " + std::to_string(n) + "^3";
  const double mac = is_complex_dtype(dtype) ? 8 : 2;
  return mac * double(n) * n * n / (ms * 1e-3) / 1e9;
}
#endif

double host_copy_gbps(Queue& q, std::string& how) {
  const std::size_t half = std::size_t(256) << 20;
  auto* buf = static_cast<std::byte*>(q.allocate(2 * half));
  fill_random(q, buf, 2 * half, 's', 7);
  Timer t(q);
  // One slice per host thread, by an OpenMP loop as the host families' for_each_item: a single
  // memcpy measured about a third of what ger moves on two threads (frac_floor 2.3-3.6 there).
  const int threads = std::max(1, q.impl().info.host_threads);
  const std::size_t slice = (half / threads + 63) / 64 * 64;
  auto copy = [&](int) {
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int w = 0; w < threads; ++w) {
      const std::size_t at = std::min(half, w * slice);
      std::memcpy(buf + half + at, buf + at, std::min(half - at, slice));
    }
  };
  t.each(1, copy);
  const double ms = median(t.each(5, copy));
  q.deallocate(buf);
  how = "memcpy of 256 MiB in " + std::to_string(threads) + " slices on as many threads, bytes read + written, median of 5";
  return 2.0 * double(half) / (ms * 1e-3) / 1e9;
}

template <class T> double host_gemm_gflops(Queue& q) {
  // One item per thread, each large enough for the host BLAS to run near its peak.
  const int64_t n = 384, batch = std::max(1, q.impl().info.host_threads);
  const int64_t elems = n * n * batch;
  auto* buf = static_cast<T*>(q.allocate(static_cast<std::size_t>(3 * elems) * sizeof(T)));
  fill_random(q, buf, static_cast<std::size_t>(3 * elems) * sizeof(T), to_char(dtype_of<T>()), 11);
  MatrixView<const T> A(buf, n, n, n, n * n, batch), B(buf + elems, n, n, n, n * n, batch);
  MatrixView<T> C(buf + 2 * elems, n, n, n, n * n, batch);
  Timer t(q);
  auto run = [&](int) { gemm<T>(q, Op::NoTrans, Op::NoTrans, T(1), A, B, T(0), C); };
  t.each(1, run);
  const double ms = median(t.each(3, run));
  q.deallocate(buf);
  const double mac = is_complex_v<T> ? 8 : 2;
  return mac * double(n) * n * n * batch / (ms * 1e-3) / 1e9;
}

}  // namespace

Floors measure_floors(Queue& q, const std::string& dtypes) {
  Floors f;
#ifdef BATCHLAS_HAVE_CUDA
  if (q.is_gpu()) {
    f.copy_gbps = device_copy_gbps(q, f.copy_how);
    for (char d : dtypes) f.gemm_gflops[d] = device_gemm_gflops(q, d, f.gemm_how);
    f.gemm_how = "cublas<t>gemm (default math mode), median of 5: " + f.gemm_how;
    return f;
  }
#endif
  f.copy_gbps = host_copy_gbps(q, f.copy_how);
  // The host GEMM family of batchlas (OpenBLAS per item, one item per thread).
  for (char d : dtypes) {
    try {
      switch (d) {
        case 's': f.gemm_gflops[d] = host_gemm_gflops<float>(q); break;
        case 'd': f.gemm_gflops[d] = host_gemm_gflops<double>(q); break;
        case 'c': f.gemm_gflops[d] = host_gemm_gflops<std::complex<float>>(q); break;
        case 'z': f.gemm_gflops[d] = host_gemm_gflops<std::complex<double>>(q); break;
      }
    } catch (const std::exception&) {
      // No host gemm yet: that dtype's compute floor stays unknown.
    }
  }
  f.gemm_how = "batchlas::gemm on the host queue, 384^3 per thread, median of 3";
  return f;
}

}  // namespace batchlas::bench

namespace batchlas::bench {

Queue open_queue(const std::string& device) {
  if (device == "host") return Queue::host();
  if (device == "auto") return Queue::cuda_available() ? Queue::cuda(0) : Queue::host();
  if (device == "cuda") return Queue::cuda(0);
  if (device.rfind("cuda:", 0) == 0) return Queue::cuda(std::stoi(device.substr(5)));
  throw std::invalid_argument("--device must be auto, host, cuda or cuda:N (got '" + device + "')");
}

std::string built_commit() {
#ifdef BATCHLAS_BENCH_COMMIT
  return BATCHLAS_BENCH_COMMIT;
#else
  return "unknown";
#endif
}

std::string tool_version(const std::string& name) {
#ifdef BATCHLAS_BENCH_VERSION
  return "batchlas-" + name + " " + BATCHLAS_BENCH_VERSION;
#else
  return "batchlas-" + name;
#endif
}

}  // namespace batchlas::bench
