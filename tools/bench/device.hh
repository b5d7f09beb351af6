// What the bench needs from the machine: timers (CUDA events on a GPU queue, the steady clock
// around a wait on the host), a grow-only operand arena filled with random values, the memory
// that may be used, and the two floors (copy bandwidth and GEMM rate) measured at start.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "batchlas/queue.hh"

namespace batchlas::bench {

/// Times calls enqueued on one queue.
class Timer {
 public:
  explicit Timer(Queue& q);
  ~Timer();
  Timer(const Timer&) = delete;
  Timer& operator=(const Timer&) = delete;
  /// Time one call of fn and wait for it: milliseconds.
  double once(const std::function<void()>& fn);
  /// Time `count` calls of fn(i) back to back, each bracketed on its own, waiting once at the
  /// end (a GPU queue stays busy between calls): milliseconds per call.
  std::vector<double> each(int count, const std::function<void(int)>& fn);

 private:
  Queue& q_;
  std::vector<void*> events_;  ///< cudaEvent_t pool (GPU queues)
  void grow(std::size_t n);
};

/// Operand memory reused from case to case; grows when a case needs more.
class Arena {
 public:
  explicit Arena(Queue& q) : q_(q) {}
  ~Arena() { release(); }
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;
  /// At least `bytes` bytes (256-byte aligned); earlier contents are lost when it grows.
  std::byte* get(std::size_t bytes);
  void release();

 private:
  Queue& q_;
  std::byte* p_ = nullptr;
  std::size_t cap_ = 0;
};

/// Fill `bytes` bytes at p (memory of q) with values uniform in +-[1/16, 1] of the real type of
/// the precision (float for s and c, double for d and z): never zeros, no NaN.
void fill_random(Queue& q, void* p, std::size_t bytes, char dtype, uint64_t seed);

/// Bytes the bench may allocate now: free device memory, or available host memory.
int64_t free_memory(Queue& q);

/// The L2 cache's fetch granularity on q's device, in bytes (cudaLimitMaxL2FetchGranularity, a
/// hint of 0-128 bytes the driver may round), after setting it to `bytes` when bytes >= 0; -1 on
/// the host or where the driver cannot say. Setting it on the host is std::invalid_argument.
/// For experiments: at 64 bytes a triangle's partial columns read whole 64-byte pieces from DRAM
/// (sessions 52 and 53, docs/PERFORMANCE.md "The L2 fetch granularity"). The limit holds for the
/// whole context, every kernel after it; the library never sets it.
int64_t l2_fetch_granularity(Queue& q, int64_t bytes = -1);

/// The floors of docs/PERFORMANCE.md "Measuring", measured once at start.
struct Floors {
  double copy_gbps = 0;               ///< bytes read + written per second / 1e9 (0 = unknown)
  std::map<char, double> gemm_gflops; ///< per dtype (absent = unknown)
  std::string copy_how, gemm_how;     ///< how they were measured, for the reports
};

/// Measure the copy bandwidth and the GEMM rate of every dtype in `dtypes` on q.
Floors measure_floors(Queue& q, const std::string& dtypes);

/// "NVIDIA H200 (sm_90, 132 SMs, 143771 MiB, L2 fetch granularity <bytes> B)" (the
/// granularity the driver reports, "unknown" where it cannot say) or "host CPU (2 threads)".
std::string describe_device(Queue& q);

}  // namespace batchlas::bench

namespace batchlas::bench {
/// The queue for --device auto|cuda|host|cuda:N (auto: CUDA device 0 when one is visible).
Queue open_queue(const std::string& device);
/// The git hash compiled in (configure time), or "unknown".
std::string built_commit();
/// "batchlas-<name> <project version>"
std::string tool_version(const std::string& name);
}  // namespace batchlas::bench
