#pragma once
// GPU version of the probe harness (session 52): operands live in CUDA managed memory so the
// host code (sentinels, NaN poisoning, long-double reference) and the device both read them.
// Q is Queue::best(), set in probe_start(); a host queue means "no GPU: skipped" (exit 0).
#include <cuda_runtime.h>

#include <chrono>
#include <cstdlib>
#include <map>
#include <new>
#include <unistd.h>  // environ

#include "common.hh"
#include "select/select.hh"  // batchlas::select::last_family() (exported; from -I src)

static Queue Q = Queue::host();  // replaced by Queue::best() in probe_start()

// ---------------------------------------------------------------- managed memory
// A caching allocator over cudaMallocManaged: blocks are kept in per-size-class free lists (powers
// of two) so that the tens of thousands of short-lived buffers cost no cudaMallocManaged/cudaFree
// each. Reused blocks are fully overwritten by Mat/Vec::init (vector::assign) before use.
struct ManagedPool {
  bool host_only = false;  // PROBE_ALLOW_HOST=1 on a machine without a GPU: plain host memory
  std::map<std::size_t, std::vector<void*>> free;
  static std::size_t cls(std::size_t n) {
    std::size_t c = 256;
    while (c < n) c <<= 1;
    return c;
  }
  void* get(std::size_t n) {
    const std::size_t c = cls(n);
    auto& l = free[c];
    if (!l.empty()) { void* p = l.back(); l.pop_back(); return p; }
    void* p = nullptr;
    if (host_only) {
      if (!(p = std::aligned_alloc(256, c))) throw std::bad_alloc();
      return p;
    }
    if (cudaMallocManaged(&p, c) != cudaSuccess) { cudaGetLastError(); throw std::bad_alloc(); }
    return p;
  }
  void put(void* p, std::size_t n) { free[cls(n)].push_back(p); }
};
inline ManagedPool& pool() { static ManagedPool* p = new ManagedPool; return *p; }  // never freed
template <class T> struct ManagedAlloc {
  using value_type = T;
  ManagedAlloc() = default;
  template <class U> ManagedAlloc(const ManagedAlloc<U>&) {}
  T* allocate(std::size_t n) { return static_cast<T*>(pool().get(n * sizeof(T))); }
  void deallocate(T* p, std::size_t n) { pool().put(p, n * sizeof(T)); }
  template <class U> bool operator==(const ManagedAlloc<U>&) const { return true; }
  template <class U> bool operator!=(const ManagedAlloc<U>&) const { return false; }
};
template <class T> using Buf = std::vector<T, ManagedAlloc<T>>;
// Host snapshot of a buffer (the "before" images the checks compare against).
template <class T> std::vector<T> snap(const Buf<T>& b) { return std::vector<T>(b.begin(), b.end()); }

// ---------------------------------------------------------------- route pin, op filter, sections
// PROBE_ROUTE_ENV=NAME=VALUE (e.g. BATCHLAS_SYRK_ROUTE=tiny): noted in the output; if NAME is not
// already in the environment it is set (before the first library call; the library reads its
// knobs once, at first use). When NAME is BATCHLAS_<OP>_ROUTE and PROBE_OPS is unset, only <op>
// runs. A pinned family that cannot run a call makes the library throw std::invalid_argument
// "<op>: BATCHLAS_<OP>_ROUTE=<word>: cannot run ..." (or "no native family can run ...") from calls
// that select a family (not alpha = 0 or empty ones); the probe counts those as "pin-refused",
// not as failures, whenever some BATCHLAS_*_ROUTE variable is set.
// PROBE_OPS=op1,op2: run only these operations. PROBE_BUDGET_S (default 100): no new section
// starts after this many seconds (exit 3, "incomplete"), so a timeout still leaves a summary.
static std::string g_ops_filter;
static bool g_pinned = false;
static long g_pin_refused = 0;
static std::map<std::string, long> g_fam;  // "op dtype family" -> calls
static double g_budget = 100;
static bool g_out_of_budget = false;
static auto g_t0 = std::chrono::steady_clock::now();
inline double elapsed() { return std::chrono::duration<double>(std::chrono::steady_clock::now() - g_t0).count(); }

inline bool op_enabled(const std::string& op) {
  if (g_ops_filter.empty()) return true;
  std::string f = "," + g_ops_filter + ",";
  return f.find("," + op + ",") != std::string::npos;
}

// Run section `op` for dtype T: skipped when filtered out or past the budget; prints a line.
template <class T, class F> void section(const std::string& op, F f) {
  if (op != "big" && !op_enabled(op)) return;  // "big" filters per op inside
  if (elapsed() > g_budget) {
    if (!g_out_of_budget) std::printf("BUDGET: %.0f s spent; stopping before %s %s\n", elapsed(), tname<T>().c_str(), op.c_str());
    g_out_of_budget = true;
    return;
  }
  const double t = elapsed();
  const int c0 = g_checks, f0 = g_fail;
  f();
  if (g_checks == c0 && g_fail == f0) return;  // nothing for this type (hemm on a real type)
  std::printf("section %s %-6s checks=%d failures=%d %.1f s\n", tname<T>().c_str(), op.c_str(), g_checks - c0,
              g_fail - f0, elapsed() - t);
  std::fflush(stdout);
}

// Run section `op` for every dtype letter in `only` (s, d, c, z): fn(T{}) for each.
template <class F> void each_type(const std::string& only, const char* op, F fn) {
  if (only.find('s') != std::string::npos) section<float>(op, [&] { fn(float{}); });
  if (only.find('d') != std::string::npos) section<double>(op, [&] { fn(double{}); });
  if (only.find('c') != std::string::npos) section<std::complex<float>>(op, [&] { fn(std::complex<float>{}); });
  if (only.find('z') != std::string::npos) section<std::complex<double>>(op, [&] { fn(std::complex<double>{}); });
}

inline bool pin_refusal(const std::exception& e) {
  if (!g_pinned || !dynamic_cast<const std::invalid_argument*>(&e)) return false;
  const std::string m = e.what();
  return m.find("_ROUTE=") != std::string::npos &&
         (m.find("cannot run") != std::string::npos || m.find("family can run") != std::string::npos);
}

// One library call: clear the thread's last family, run f, wait, record which family ran.
// Returns false when it threw (recorded as a failure unless it is a pinned family's refusal).
// A DeviceError followed by a failing cudaDeviceSynchronize means the context is gone: abort.
template <class F> bool call(const std::string& op, const std::string& lbl, F f) {
  const_cast<std::string&>(select::last_family()).clear();
  try {
    f();
    Q.wait();
  } catch (const std::exception& e) {
    if (pin_refusal(e)) {
      if (g_pin_refused++ < 5) std::printf("PIN-REFUSED %s: %s\n", lbl.c_str(), e.what());
      return false;
    }
    FAIL("THROW %s: %s", lbl.c_str(), e.what());
    if (dynamic_cast<const DeviceError*>(&e)) {
      cudaError_t st = cudaDeviceSynchronize();
      if (st != cudaSuccess) {
        std::printf("FATAL: CUDA context lost (%s) after %s\nchecks=%d failures=%d\n", cudaGetErrorString(st),
                    lbl.c_str(), g_checks, g_fail);
        std::fflush(stdout);
        std::_Exit(2);
      }
    }
    return false;
  }
  const std::string& fam = select::last_family();
  ++g_fam[lbl.substr(0, lbl.find(' ')) + " " + op + " " + (fam.empty() ? "(none)" : fam)];
  return true;
}

// Parse the environment, pick the queue; returns false (after printing "no GPU: skipped") on host.
inline bool probe_start(const char* probe, const std::vector<std::string>& my_ops) {
  if (const char* o = std::getenv("PROBE_OPS")) g_ops_filter = o;
  if (const char* b = std::getenv("PROBE_BUDGET_S")) g_budget = std::atof(b);
  if (const char* r = std::getenv("PROBE_ROUTE_ENV"); r && *r) {
    std::string s = r;
    auto eq = s.find('=');
    if (eq == std::string::npos) {
      std::printf("PROBE_ROUTE_ENV='%s' is not NAME=VALUE: ignored\n", r);
    } else {
      std::string name = s.substr(0, eq), val = s.substr(eq + 1);
      const char* cur = std::getenv(name.c_str());
      if (!cur) setenv(name.c_str(), val.c_str(), 1);
      std::printf("route pin: PROBE_ROUTE_ENV=%s (%s)\n", r,
                  !cur ? "set by the probe" : (val == cur ? "already in the environment" : "environment differs: its value wins"));
      const std::string pre = "BATCHLAS_", suf = "_ROUTE";
      if (g_ops_filter.empty() && name.rfind(pre, 0) == 0 && name.size() > pre.size() + suf.size() &&
          name.compare(name.size() - suf.size(), suf.size(), suf) == 0 && name != "BATCHLAS_EXPAND_ROUTE") {
        std::string op = name.substr(pre.size(), name.size() - pre.size() - suf.size());
        for (auto& c : op) c = char(std::tolower(static_cast<unsigned char>(c)));
        g_ops_filter = op;
      }
    }
  }
  for (char** e = environ; *e; ++e) {
    std::string v = *e;
    if (v.rfind("BATCHLAS_", 0) == 0) {
      std::printf("env: %s\n", v.c_str());
      if (v.find("_ROUTE=") != std::string::npos && v.rfind("BATCHLAS_EXPAND_ROUTE=", 0) != 0) g_pinned = true;
    }
  }
  if (!g_ops_filter.empty()) {
    bool any = false;
    for (auto& op : my_ops) any = any || op_enabled(op);
    std::printf("ops: %s%s\n", g_ops_filter.c_str(), any ? "" : " (none in this probe: skipped)");
    if (!any) { std::printf("checks=0 failures=0\n"); return false; }
  }
  Q = Queue::best();
  std::printf("%s: queue %s, %s (%s)\n", probe, Q.is_gpu() ? "GPU" : "host", Q.device_name().c_str(), Q.arch().c_str());
  if (!Q.is_gpu()) {
    // PROBE_ALLOW_HOST=1: run anyway on the host queue with host memory (to check the probe itself).
    if (const char* h = std::getenv("PROBE_ALLOW_HOST"); h && std::string(h) == "1") {
      pool().host_only = true;
      std::printf("PROBE_ALLOW_HOST=1: running on the host queue\n");
      return true;
    }
    std::printf("no GPU: skipped\n");
    return false;
  }
  std::fflush(stdout);
  return true;
}

// Final lines: which families ran, then the totals. Exit status: 0 pass, 1 failures, 3 incomplete.
inline int probe_finish() {
  std::printf("families exercised (dtype op family: calls):\n");
  for (auto& [k, v] : g_fam) std::printf("  %s: %ld\n", k.c_str(), v);
  if (g_pinned) std::printf("pin-refused calls: %ld\n", g_pin_refused);
  std::printf("checks=%d failures=%d%s %.1f s\n", g_checks, g_fail, g_out_of_budget ? " INCOMPLETE(budget)" : "", elapsed());
  return g_fail ? 1 : g_out_of_budget ? 3 : 0;
}

// A batch of matrices in one buffer with guards; `role` decides what non-element memory holds.
template <class T> struct Mat {
  int64_t rows = 0, cols = 0, ld = 1, stride = 0, batch = 1;
  static constexpr int64_t G = 8;
  Buf<T> buf;
  T* data() { return buf.data() + G; }
  T& at(int64_t i, int64_t j, int64_t b) { return data()[b * stride + i + j * ld]; }
  int64_t span() const {
    if (rows == 0 || cols == 0 || batch == 0) return 0;
    return stride * (batch - 1) + ld * (cols - 1) + rows;
  }
  // fill: background `bg` everywhere, then f(i,j,b) for every element
  template <class F> void init(int64_t r, int64_t c, int64_t pad, int64_t nb, bool bcast, T bg, F f) {
    rows = r; cols = c; ld = std::max<int64_t>(1, r) + pad; batch = nb;
    int64_t item = ld * std::max<int64_t>(c - 1, 0) + r;
    stride = bcast ? 0 : item + (pad ? 5 : 0);
    buf.assign(span() + 2 * G + 1, bg);
    for (int64_t b = 0; b < (bcast ? 1 : nb); ++b)
      for (int64_t j = 0; j < c; ++j)
        for (int64_t i = 0; i < r; ++i) at(i, j, b) = f(i, j, b);
  }
  MatrixView<T> view() { return {data(), rows, cols, ld, stride, batch}; }
  MatrixView<const T> cview() { return {data(), rows, cols, ld, stride, batch}; }
};

// A dense long double matrix
struct LM {
  int64_t r, c;
  std::vector<LC> v;
  LM(int64_t r_, int64_t c_) : r(r_), c(c_), v(r_ * c_) {}
  LC& operator()(int64_t i, int64_t j) { return v[i + j * r]; }
};
template <class T> LM dense(Mat<T>& M, int64_t b) {
  LM out(M.rows, M.cols);
  for (int64_t j = 0; j < M.cols; ++j)
    for (int64_t i = 0; i < M.rows; ++i) out(i, j) = toL(M.at(i, j, M.stride ? b : 0));
  return out;
}
inline LM opm(const LM& A, Op t, bool complex) {
  if (t == Op::NoTrans) return A;
  LM o(A.c, A.r);
  for (int64_t j = 0; j < A.c; ++j)
    for (int64_t i = 0; i < A.r; ++i) {
      LC v = const_cast<LM&>(A)(i, j);
      o(j, i) = (t == Op::ConjTrans && complex) ? std::conj(v) : v;
    }
  return o;
}
inline LM mul(LM A, LM B) {
  LM C(A.r, B.c);
  for (int64_t j = 0; j < B.c; ++j)
    for (int64_t l = 0; l < A.c; ++l) {
      LC b = B(l, j);
      for (int64_t i = 0; i < A.r; ++i) C(i, j) += A(i, l) * b;
    }
  return C;
}

// Check output: `in_region(i,j)` elements compared against ref (item b), others bit-identical.
template <class T, class R, class Ref>
void check_out(const std::string& label, Mat<T>& C, const std::vector<T>& before, R in_region, Ref ref,
               double tol, bool herm_diag_real) {
  ++g_checks;
  int bad = 0;
  // build a set of in-region element offsets
  std::vector<char> reg(C.buf.size(), 0);
  for (int64_t b = 0; b < C.batch; ++b)
    for (int64_t j = 0; j < C.cols; ++j)
      for (int64_t i = 0; i < C.rows; ++i)
        if (in_region(i, j)) reg[C.G + b * C.stride + i + j * C.ld] = 1;
  for (size_t p = 0; p < C.buf.size(); ++p)
    if (!reg[p] && !same_bits(C.buf[p], before[p])) {
      if (bad++ < 3) FAIL("OUTSIDE-WRITE %s: offset %ld changed", label.c_str(), long(p) - long(C.G));
    }
  for (int64_t b = 0; b < C.batch; ++b) {
    LM E = ref(b);
    for (int64_t j = 0; j < C.cols; ++j)
      for (int64_t i = 0; i < C.rows; ++i) {
        if (!in_region(i, j)) continue;
        T g = C.at(i, j, b);
        LC e = E(i, j);
        LC gl = toL(g);
        bool ok;
        if (std::isnan((double)e.real()) || std::isnan((double)e.imag())) ok = true;  // ref NaN: skip
        else if (isnanT(g)) ok = false;
        else ok = std::abs(gl - e) <= tol * (1 + std::abs(e));
        if (ok && herm_diag_real && i == j && cplx<T> && toL(g).imag() != 0) ok = false;
        if (!ok && bad++ < 3)
          FAIL("WRONG %s: item %ld (%ld,%ld) got %s expected %s", label.c_str(), long(b), long(i), long(j),
               fmtL(gl).c_str(), fmtL(e).c_str());
      }
  }
}

template <class T> void check_unchanged(const std::string& label, const char* nm, Mat<T>& M, const std::vector<T>& before) {
  for (size_t p = 0; p < M.buf.size(); ++p)
    if (!same_bits(M.buf[p], before[p])) {
      FAIL("INPUT-WRITTEN %s: %s offset %ld", label.c_str(), nm, long(p) - long(M.G));
      return;
    }
}

template <class T> T A_(double re, double im) {
  if constexpr (cplx<T>) return T(re, im);
  else return T(re);
}

// Main extent (the order n, or m): the host probe's sizes plus 8, 16, 32, 64, 65, where the GPU
// families change (tiny kernels n <= 32, warp kernels, tensor-core mma at 16 and 32, tiles past 32).
// The second extent keeps the host probe's list; loops that take one extent from each list run
// both orientations where the family depends on which one is the order.
static std::vector<int64_t> SZ = {0, 1, 2, 3, 5, 7, 8, 13, 16, 32, 33, 64, 65};
static std::vector<int64_t> SZS = {0, 1, 3, 7, 33};

template <class T> std::vector<T> alphas() { return {A_<T>(0, 0), A_<T>(1.25, -0.5)}; }
template <class T> std::vector<T> betas() { return {A_<T>(0, 0), A_<T>(1, 0), A_<T>(0.75, 0.25)}; }

// Unchanged from the host probe: no GPU family was given a looser bound (the mma paths use FP64
// tensor cores, mma.m16n8k4.f64 with floats widened to double; tile kernels only reorder sums, which 64*eps*(k+4) covers at k <= 65).
// A family that computes in reduced precision (TF32, say) is meant to fail here.
template <class T> double tolfor(int64_t k) { return 64 * eps<T>() * (k + 4); }

// A copy of C holding its values before the call (C0), for the reference.
template <class T> Mat<T> before_call(const Mat<T>& C, const std::vector<T>& C0) {
  Mat<T> Cold = C;
  Cold.buf.assign(C0.begin(), C0.end());
  return Cold;
}
