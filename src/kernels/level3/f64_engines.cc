// The launch counters of f64_engines.hh.
#include "kernels/level3/f64_engines.hh"

#include <atomic>

namespace batchlas::kernels::level3 {
namespace {
std::atomic<int64_t> g_gram_calls{0}, g_rankk_calls{0}, g_side_calls{0}, g_wide_calls{0};
}  // namespace
int64_t gram_f64_calls() { return g_gram_calls.load(); }
void note_gram_f64_call() { ++g_gram_calls; }
int64_t rankk_f64_calls() { return g_rankk_calls.load(); }
void note_rankk_f64_call() { ++g_rankk_calls; }
int64_t side_f64_calls() { return g_side_calls.load(); }
void note_side_f64_call() { ++g_side_calls; }
int64_t side_wide_calls() { return g_wide_calls.load(); }
void note_side_wide_call() { ++g_wide_calls; }
}  // namespace batchlas::kernels::level3
