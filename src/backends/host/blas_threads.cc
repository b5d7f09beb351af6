// host::SingleThreadedBlas (declared in backends/host/common.hh).
#include <mutex>

#include "backends/host/common.hh"

extern "C" void openblas_set_num_threads(int);
extern "C" int openblas_get_num_threads(void);

namespace batchlas::host {

namespace {
std::mutex g_mutex;
int g_active = 0;  ///< guards alive (overlapping host calls from several user threads)
int g_saved = 1;   ///< the thread count before the first of them
}  // namespace

SingleThreadedBlas::SingleThreadedBlas() {
  const std::lock_guard<std::mutex> lock(g_mutex);
  if (g_active++ == 0) {
    g_saved = openblas_get_num_threads();
    if (g_saved != 1) openblas_set_num_threads(1);
  }
}

SingleThreadedBlas::~SingleThreadedBlas() {
  const std::lock_guard<std::mutex> lock(g_mutex);
  if (--g_active == 0 && g_saved != 1) openblas_set_num_threads(g_saved);
}

}  // namespace batchlas::host
