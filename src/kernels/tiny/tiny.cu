// The tiny engine's kernel and launch (design and contract: src/kernels/tiny/tiny.hh).
#include <cuda_runtime.h>

#include <algorithm>
#include <climits>
#include <cstring>
#include <stdexcept>
#include <complex>
#include <type_traits>

#include "batchlas/settings.hh"
#include "core/cuda/check.hh"
#include "core/cuda/occupancy.hh"
#include "core/per_precision.hh"
#include "core/queue_impl.hh"
#include "kernels/level3/arith.cuh"
#include "kernels/level3/f64_engines.hh"
#include "kernels/level3/staging.cuh"
#include "kernels/tiny/rank_items.hh"
#include "kernels/tiny/rank16_mma.hh"
#include "kernels/tiny/rank_mma.hh"
#include "kernels/tiny/rank_warp.hh"
#include "kernels/tiny/tiny.hh"

namespace batchlas::kernels::tiny {

namespace {

using level3::add;
using level3::conj;
using level3::dev_t;
using level3::is_cplx;
using level3::mul;
using level3::one;
using level3::real_only;
using level3::to_dev;
using level3::zero;

constexpr int kThreads = 256;
constexpr int64_t kGroupBytes = 16 * 1024;  ///< shared memory of one group buffer (two per block)
/// One group buffer's budget at S = 16 and 32: two such buffers and their slack stay under half
/// of the H200's 228 KB of shared memory per SM, so two blocks are resident.
constexpr int64_t kWideGroupBytes = 56 * 1024;
/// Shared-memory leading dimension of a staged rows-high matrix: odd, so a transposed walk
/// (stride sld) meets every bank once.
inline int smem_ld(int64_t rows) { return static_cast<int>(rows | 1); }

/// A flat walk over (item, p, q) of a rows x cols matrix for one thread: starts at the thread's
/// index and advances by the block size without dividing (step precomputed on the host).
struct WalkStep {
  int rows, cols;
  int dg, dq, dp;  ///< kThreads = dg*rows*cols + dq*rows + dp
};

inline WalkStep walk_step(int64_t rows, int64_t cols) {
  WalkStep w;
  w.rows = int(rows), w.cols = int(cols);
  const int rc = w.rows * w.cols;
  w.dg = kThreads / rc;
  const int rem = kThreads % rc;
  w.dq = rem / w.rows;
  w.dp = rem % w.rows;
  return w;
}

struct Walk {
  int g, p, q;
  /// s must describe a non-empty matrix (rows, cols >= 1).
  __device__ explicit Walk(const WalkStep& s) {
    const int f = threadIdx.x, rc = s.rows * s.cols;
    g = f / rc;
    const int e = f - g * rc;
    q = e / s.rows;
    p = e - q * s.rows;
  }
  __device__ void step(const WalkStep& s) {
    p += s.dp, q += s.dq, g += s.dg;
    if (p >= s.rows) p -= s.rows, ++q;
    if (q >= s.cols) q -= s.cols, ++g;
  }
};

/// The wide path's walk over a packed group's 16-byte units (packed16 and whole units per
/// column): the group's cnt * cols columns are one contiguous run in memory, and in shared memory
/// column c of the group starts at c * sld (an item's words are sld * cols). So unit v, column
/// c = v / upc, unit u = v % upc, comes from the flat offset v * E and lands at c * sld + u * E;
/// a thread's v advances by kThreads, its (c, u) by (dc, du) with one carry, which moves the
/// shared offset by `step` and, on a carry, by `wrap` more.
struct UnitStep {
  int upc, du;     ///< units per column; kThreads = dc * upc + du
  int step, wrap;  ///< dc * sld + du * E elements; sld - upc * E
};

inline UnitStep unit_step(int upc, int sld, int e) {
  const int dc = kThreads / upc, du = kThreads % upc;
  return {upc, du, dc * sld + du * e, sld - upc * e};
}

/// A thread's place in a UnitStep walk: unit u of its column, shared offset `off` (elements).
struct UnitPos {
  int u, off;
  /// The thread's first unit; s.upc must be > 0 (else a placeholder).
  __device__ UnitPos(const UnitStep& s, int sld, int e) {
    const int c = s.upc > 0 ? int(threadIdx.x) / s.upc : 0;
    u = int(threadIdx.x) - c * s.upc;
    off = c * sld + u * e;
  }
  __device__ void step(const UnitStep& s) {
    u += s.du, off += s.step;
    if (u >= s.upc) u -= s.upc, off += s.wrap;
  }
};

/// A thread's 16-byte units of a packed C whose units per item (m / E per column, n columns)
/// divide kThreads, or are U = units / kThreads times it (S = 32 but float): the thread meets the
/// same units (column j, rows r0 .. r0 + E - 1, and for U > 1 the columns j + q * kThreads /
/// (m / E), q < U) in every item it visits, items g, g + dg, ..., so which of their elements lie
/// in the updated triangle is decided once (mask, bit q * E + x; 0: none, the thread stores
/// nothing); tri16c's (item, column, unit) walk decides it per unit.
/// Packed into two registers (kept for the whole kernel; five spilled double's S = 4 kernel at
/// its 64-register budget).
struct TriUnit {
  unsigned a;  ///< first item g (bits 0-8), item step dg (9-17), mask (18-31)
  unsigned b;  ///< unit 0's offset in an item's C slot in shared memory, j * sldc + r0 (bits
               ///< 0-15), and in the item in memory (C packed), j * m + r0 (16-31)
  __device__ int g() const { return int(a & 511u); }
  __device__ int dg() const { return int((a >> 9) & 511u); }
  __device__ unsigned mask() const { return a >> 18; }
  __device__ int soff() const { return int(b & 0xffffu); }
  __device__ int goff() const { return int(b >> 16); }
};

/// TriUnit's units per thread and item (U) at size class S: 1 at S <= 16, where the units per
/// item divide kThreads; at S = 32 only m = n = 32 takes TriUnit, whose 32 * 32 / E units are
/// 4 / E times kThreads (E = 16 / sizeof(D)).
template <class D, int S> constexpr int kTriUnits = S == 32 ? 4 * int(sizeof(D)) / 16 : 1;

/// The rank-k kernels' tile list holds at most this many tiles: S <= 16, an 8 x 8 grid of 2 x 2
/// tiles at most; S = 32 (wide path, 8-byte and smaller types), 72 of the 8 x 16 grid of 4 x 2
/// tiles.
constexpr int kMaxTiles = 72;

template <class D> struct DevOperand {
  const D* data;
  int64_t ld, stride;
  WalkStep walk;
  int fill, sld;
  int off, words;  ///< the operand's region in a group buffer: item g at off + g*words
  int vec16;       ///< > 0: packed items, staged as one flat run of vec16 16-byte copies per item
  int upc;         ///< > 0: packed items, staged as 16-byte units into padded columns (wide path):
                   ///< upc units per column, walked by ustep
  UnitStep ustep;
  bool wide;       ///< element copies of a 16-byte type may be one 16-byte copy (base aligned)
  bool lower, unit;
};

template <class D> struct DevProduct {
  int x, y;
  int xi, xl;  ///< shared-memory strides of op(X)(i, l): (1, sld) NoTrans, (sld, 1) otherwise
  int yl, yj;  ///< of op(Y)(l, j): (1, sld) NoTrans, (sld, 1) otherwise
  bool cx, cy;  ///< conjugate the factor (ConjTrans on complex)
  bool xn, yn;  ///< the factor is NoTrans (the wide path picks its specialised loop by these)
  D scale;
};

template <class D> struct Params {
  DevOperand<D> op[2];
  int nops;
  DevProduct<D> prod[2];
  int nprod;
  D* C;
  int64_t ldc, stride_c, batch;
  WalkStep cwalk;
  int m, n, k, sldc, offc, wordsc, group;
  int buf_words;  ///< one group buffer
  int vec16c;     ///< > 0: C packed, read as 16-byte units
  int upcc;       ///< > 0: C packed, read as 16-byte units into padded columns (wide path)
  UnitStep ustepc;  ///< upcc's copies and stores
  WalkStep uwalkc;  ///< (item, column, unit) walk of C's units: tri16c's stores
  bool store16c;  ///< and stored as 16-byte units (the update covers all of C)
  bool tri16c;    ///< C packed, whole units per column, one triangle updated: stored by units
  D beta;
  bool beta_zero, herm_out;
  int region;
  bool any_fix;  ///< some staged operand needs fix_group
  bool tri_unit;  ///< tri16c's layout with units per item dividing kThreads or a multiple of it:
                  ///< TriUnit's stores, any type (taken before tri16c)
  bool xrun;      ///< the tile list's X rows are read as aligned runs (load_run; xrun_ok)
  int ntiles;     ///< the rank-k kernels (R): an item's tiles that meet the triangle, listed in
                  ///< tiles (tile_list); 0: the whole square's strided tiles
  uint32_t tiles[kMaxTiles];  ///< tiles: bi | bj << 4 | keep << 8 | diag << 16, or for 4 x 4
                              ///< tiles bi | bj << 4 | keep << 8 (16 bits; rank_tiles)
};

/// Valid when p.tri_unit holds; U = kTriUnits<D, S> (run() admits only such layouts).
template <int U, class P> __device__ __forceinline__ TriUnit tri_unit_of(const P& p, int E) {
  const int upcol = p.m / E, upi = upcol * p.n;
  const int g = int(threadIdx.x) / upi;
  const int e = int(threadIdx.x) - g * upi, j = e / upcol, r0 = (e - j * upcol) * E;
  unsigned mask = 0;
#pragma unroll
  for (int q = 0; q < U; ++q) {
    const int jq = j + q * (kThreads / upcol);
    const int lo = p.region == 1 ? jq : 0, hi = p.region == 1 ? p.m - 1 : min(jq, p.m - 1);
    for (int x = 0; x < E; ++x)
      if (r0 + x >= lo && r0 + x <= hi) mask |= 1u << (q * E + x);
  }
  return TriUnit{unsigned(g) | unsigned(U > 1 ? 1 : kThreads / upi) << 9 | mask << 18,
                 unsigned(j * p.sldc + r0) | unsigned(e * E) << 16};
}

/// Element (i, j) is updated: region 0 (full), 1 (lower, i >= j) or 2 (upper, i <= j). Host too
/// (rank_tiles builds the tile list's masks with it).
__host__ __device__ __forceinline__ bool in_region(int region, int i, int j) {
  return region == 0 || (region == 1 ? i >= j : i <= j);
}

// Negates the imaginary part in place rather than selecting between v and conj(v): the select
// form (73d6e8d) emits about 35 more PTX instructions per complex kernel, and the complex<double>
// n = 4 cells, which are issue-bound, ran 8-13% slower with it (fc934a5); this form brought them
// back (b15457c, H200, docs/PERFORMANCE-LOG.md session 5).
template <class D> __device__ __forceinline__ D conj_if(D v, bool c) {
  if constexpr (is_cplx<D>) {
    if (c) v.y = -v.y;
  }
  return v;
}

/// Calls f(std::true_type) when a complex product conjugates a factor, else f(std::false_type),
/// so the common unconjugated loops carry no per-load conjugation (a run-time conj_if costs a
/// negate and a select per complex load: 80 of the 313 PTX instructions of a 4-step complex<float>
/// S = 32 loop body at 0a7739d).
template <class D, class F> __device__ __forceinline__ void with_conj(bool conj, F&& f) {
  if constexpr (is_cplx<D>) {
    if (conj) {
      f(std::true_type{});
      return;
    }
  }
  f(std::false_type{});
}

/// n 16-byte copies from a contiguous, 16-byte aligned global run to shared memory.
template <class D> __device__ __forceinline__ void copy16(D* dst, const D* src, int n) {
  const char* s = reinterpret_cast<const char*>(src);
  char* d = reinterpret_cast<char*>(dst);
  for (int v = threadIdx.x; v < n; v += kThreads) level3::cp_async<16>(d + 16 * v, s + 16 * int64_t(v), 16);
}

/// A packed group's 16-byte units into columns `sld` elements apart (the wide path; UnitStep):
/// the padding keeps a warp's strided reads of the staged matrix off shared banks it already uses
/// (run() picks sld). `units` = items x columns x upc; pos is the thread's first unit. The source
/// is one flat run, so each copy costs a pointer increment and a carry, about 10 PTX
/// instructions; an (item, column, unit) walk with 64-bit ld and stride products took about 40
/// (float S = 32).
template <class D>
__device__ __forceinline__ void copy_units(D* dst0, const D* src0, int units, UnitPos pos, const UnitStep s) {
  // s by value: the copies' "memory" clobber would otherwise reload its fields after each copy.
  constexpr int E = 16 / int(sizeof(D));
  const D* src = src0 + int64_t(threadIdx.x) * E;
#pragma unroll 4
  for (int v = threadIdx.x; v < units; v += kThreads, src += kThreads * E, pos.step(s))
    level3::cp_async<16>(dst0 + pos.off, src, 16);
}

/// Issue the copies of one group (items g0 .. g0+cnt-1) into `buf` with cp.async, so no
/// register holds a load and all of a thread's copies of the group are in flight at once. A
/// packed operand is one flat run of 16-byte copies; otherwise one copy per element.
/// Elements not read from memory: a triangular operand's zeros and unit diagonal are stored
/// directly; a symmetric / Hermitian operand's unstored triangle is filled by fix_group.
template <class D>
__device__ __forceinline__ void issue_group(const Params<D>& p, D* buf, int64_t g0, int cnt,
                                            const Walk& start0, const Walk& start1, const Walk& startc,
                                            const UnitPos& unit0, const UnitPos& unit1, const UnitPos& unitc) {
  for (int o = 0; o < p.nops; ++o) {
    const DevOperand<D>& a = p.op[o];
    D* dst0 = buf + a.off;
    const D* src0 = a.data + g0 * a.stride;
    if (a.vec16 > 0) {  // the group's items are one contiguous, 16-byte aligned run
      copy16(dst0, src0, cnt * a.vec16);
      continue;
    }
    if (a.upc > 0) {
      copy_units(dst0, src0, cnt * a.walk.cols * a.upc, o == 0 ? unit0 : unit1, a.ustep);
      continue;
    }
#pragma unroll 4
    for (Walk w = o == 0 ? start0 : start1; w.g < cnt; w.step(a.walk)) {
      D* dst = dst0 + w.g * a.words + w.p + w.q * a.sld;
      const D* src = src0 + w.g * a.stride + w.p + int64_t(w.q) * a.ld;
      if (a.fill == 0) {
        level3::cp_element(dst, src, true, a.wide);
      } else {
        const bool stored = a.lower ? w.p >= w.q : w.p <= w.q;
        if (a.fill == 3 && a.unit && w.p == w.q) *dst = one<D>();
        else if (stored) level3::cp_element(dst, src, true, a.wide);
        else if (a.fill == 3) *dst = zero<D>();
      }
    }
  }
  if (!p.beta_zero) {
    D* dst0 = buf + p.offc;
    const D* src0 = p.C + g0 * p.stride_c;
    if (p.vec16c > 0) {
      copy16(dst0, src0, cnt * p.vec16c);
    } else if (p.upcc > 0) {
      copy_units(dst0, src0, cnt * p.n * p.upcc, unitc, p.ustepc);
    } else {
#pragma unroll 4
    for (Walk w = startc; w.g < cnt; w.step(p.cwalk))
      if (in_region(p.region, w.p, w.q))
        level3::cp_element(dst0 + w.g * p.wordsc + w.p + w.q * p.sldc,
                           src0 + w.g * p.stride_c + w.p + int64_t(w.q) * p.ldc, true);
    }
  }
  level3::cp_async_commit();
}

/// Whether fix_group changes element (p, q) of a staged structured operand: the unstored
/// triangle, a Unit diagonal, a Hermitian diagonal.
template <class D> __device__ __forceinline__ bool needs_fix(const DevOperand<D>& a, int p, int q) {
  const bool stored = a.lower ? p >= q : p <= q;
  return !stored || (p == q && (a.fill == 3 ? a.unit : a.fill == 2));
}

/// The fixed value of an element where needs_fix holds, given its current or mirror value v
/// (fix_group's fast paths): a Hermitian mirror conjugated, a Hermitian diagonal real; a
/// symmetric mirror as is. (Triangular operands: one or zero, no v.)
template <class D> __device__ __forceinline__ D fixed_value(D v, bool herm, bool mirror) {
  return !herm ? v : mirror ? conj(v) : real_only(v);
}

/// After the group landed: mirror the symmetric / Hermitian operands' unstored triangle, take
/// real parts of Hermitian diagonals (operands, and C when beta != 0 reads it), and for a
/// triangular operand copied whole (flat) overwrite the unstored triangle with zeros and a Unit
/// diagonal with ones.
/// S, R: the kernel's (tiny_kernel). The rank-k kernels (R) stage no structured operand
/// (run() checks), so they carry only C's diagonal.
template <class D, int S, bool R>
__device__ __forceinline__ void fix_group(const Params<D>& p, D* buf, int cnt, const Walk& start0,
                                          const Walk& start1) {
  // One operand at a time with a compile-time index (two calls, not a loop over o): indexed by a
  // run-time o, every field of the operand was a constant-bank load inside the general walk
  // (SASS of float symm S = 32, session 13: three per element, plus their latency).
  auto fix_operand = [&](const DevOperand<D>& a, const Walk& start) {
    if (a.fill == 0 || (a.fill == 3 && a.vec16 == 0 && a.upc == 0)) return;  // element copies placed zeros
    const int rc = a.walk.rows * a.walk.cols;
    // Where the thread meets the same elements in every item, the tests run once and only the
    // threads on changed elements loop; the general walk at the end spends about a dozen
    // instructions per element of every item.
    if (kThreads % rc == 0) {  // n = 1, 2, 4, 8, 16, any class, one element per thread: 1.00-1.17x (H200)
      if (!needs_fix(a, start.p, start.q)) return;
      // The element, its source and what is done to it are the same in every item the thread
      // visits: decided once, so an item costs a load, a store and a pointer step, the loads of
      // four items issued before their stores (no two items share an element). fix_element's
      // loop, which re-derived all of it per item, cost about 230 of complex<float> symm
      // n = 16's 1,613 instructions per item (ncu, session 35 call 1; gemm's: 1,379). Against
      // that loop (H200, one run; docs/PERFORMANCE-LOG.md session 35, calls 4-5): symm / hemm
      // complex<float> n = 16 1.07 / 1.08x, float symm / trmm n = 8 1.06-1.07x, trmm n = 16
      // float / complex<float> / double 1.06 / 1.04 / 1.03x, every other cell 0.99-1.02x.
      const int dst = start.p + start.q * a.sld, dg = a.walk.dg, step = dg * a.words;
      D* s = buf + a.off + start.g * a.words;
      int g = start.g;
      if (a.fill == 3) {  // a triangular operand copied whole: zeros, and ones on a Unit diagonal
        const D v = start.p == start.q ? one<D>() : zero<D>();
        for (; g < cnt; g += dg, s += step) s[dst] = v;
        return;
      }
      const bool mirror = a.lower ? start.p < start.q : start.p > start.q;  // else a Hermitian diagonal
      const int src = mirror ? start.q + start.p * a.sld : dst;
      const bool herm = a.fill == 2;
      for (; g + 3 * dg < cnt; g += 4 * dg, s += 4 * step) {
        D v[4];
#pragma unroll
        for (int u = 0; u < 4; ++u) v[u] = s[src + u * step];
#pragma unroll
        for (int u = 0; u < 4; ++u) s[dst + u * step] = fixed_value(v[u], herm, mirror);
      }
      for (; g < cnt; g += dg, s += step) s[dst] = fixed_value(s[src], herm, mirror);
      return;
    }
    // 32 x 32 items (rows divides kThreads): the thread meets the same four elements (p, q0 + u *
    // 8) in every item, so they are decided once, as above. Against the general walk (H200, one
    // run; session 35, call 4): symm / trmm float n = 32 1.23 / 1.28x, double 1.07 / 1.08x,
    // complex<float> 1.08 / 1.14x, hemm complex<float> 1.06x; complex<double> 0.97-1.02x.
    // (Session 12's once-per-group test of the four elements, c9d02b1, ran 0.94-0.98x on symm;
    // that code is gone and was not profiled against this.)
    if (S == 32 && a.walk.rows == 32 && a.walk.cols == 32) {
      constexpr int dq = kThreads / 32;
      const int p0 = int(threadIdx.x) % 32, q0 = int(threadIdx.x) / 32;
      unsigned mask = 0;
#pragma unroll
      for (int u = 0; u < 4; ++u)
        if (needs_fix(a, p0, q0 + u * dq)) mask |= 1u << u;
      if (mask == 0) return;
      const int dst = p0 + q0 * a.sld, src = q0 + p0 * a.sld;
      D* s = buf + a.off;
      if (a.fill == 3) {
        for (int g = 0; g < cnt; ++g, s += a.words)
#pragma unroll
          for (int u = 0; u < 4; ++u)
            if ((mask >> u) & 1u) s[dst + u * dq * a.sld] = p0 == q0 + u * dq ? one<D>() : zero<D>();
        return;
      }
      const bool herm = a.fill == 2;
      for (int g = 0; g < cnt; ++g, s += a.words) {
        D v[4];
#pragma unroll
        for (int u = 0; u < 4; ++u) {
          const bool mirror = a.lower ? p0 < q0 + u * dq : p0 > q0 + u * dq;
          if ((mask >> u) & 1u) v[u] = s[mirror ? src + u * dq : dst + u * dq * a.sld];
        }
#pragma unroll
        for (int u = 0; u < 4; ++u) {
          const bool mirror = a.lower ? p0 < q0 + u * dq : p0 > q0 + u * dq;
          if ((mask >> u) & 1u) s[dst + u * dq * a.sld] = fixed_value(v[u], herm, mirror);
        }
      }
      return;
    }
    // The general walk (every other shape: rows x cols neither dividing kThreads nor 32 x 32), as
    // at 7f65624. Written with needs_fix and fix_element (removed in session 35) it ran
    // 0.80-0.98x on S = 32 symm, trmm and hemm (H200 A/B, 09c9903 against 7f65624). One loop for
    // every periodic walk with a four-element mask per thread (86540de) won float S = 32 back but
    // ran 0.82-0.91x at S <= 16 (complex<double>; docs/PERFORMANCE-LOG.md, session 7). ncu counted
    // this walk at about 1,150-1,400 of the 4,100-4,400 instructions per float symm/trmm 32 x 32
    // item (session 12), which the 32 x 32 path above now takes.
    for (Walk w = start; w.g < cnt; w.step(a.walk)) {
      D* s = buf + a.off + w.g * a.words;
      const bool stored = a.lower ? w.p >= w.q : w.p <= w.q;
      if (a.fill == 3) {
        if (a.unit && w.p == w.q) s[w.p + w.q * a.sld] = one<D>();
        else if (!stored) s[w.p + w.q * a.sld] = zero<D>();
      } else if (!stored) s[w.p + w.q * a.sld] = conj_if(s[w.q + w.p * a.sld], a.fill == 2);
      else if (a.fill == 2 && w.p == w.q) s[w.p + w.q * a.sld] = real_only(s[w.p + w.q * a.sld]);
    }
  };
  if constexpr (!R) {
    fix_operand(p.op[0], start0);
    if (p.nops > 1) fix_operand(p.op[1], start1);
  }
  if (p.herm_out && !p.beta_zero) {
    const int d = p.m < p.n ? p.m : p.n;
    for (int u = threadIdx.x; u < cnt * d; u += kThreads) {
      D* s = buf + p.offc + (u / d) * p.wordsc;
      const int i = u % d;
      s[i + i * p.sldc] = real_only(s[i + i * p.sldc]);
    }
  }
}

/// Where the wide path (padded columns, larger tiles, accumulate) runs, for the size
/// class s = max(m, n) and element bytes b: S = 16 and 32, every type but complex<double>.
/// Measured on the H200 against the 2 x 2 generic path (tiny, saturating batch, every Level-3
/// op; docs/PERFORMANCE-LOG.md session 12), after the wide path's copies became flat runs:
/// double and complex<float> at 16 and 32 1.07-1.45x, complex<double> 0.95-1.00x (7f4f162);
/// float at 16 1.01-1.21x (b544e77, whose 16-byte runs in accumulate ran 0.97-1.02x of this
/// code). (Before the flat copies only float at 32 won: session 7.)
/// BATCHLAS_TINY_WIDE (Settings::tiny_wide) overrides it for measuring.
constexpr bool wide_path(int64_t s, int b) { return s > 8 && b <= 8; }

/// Register tile of a thread per size class S, element bytes B and path W (wide): S/TM x S/TN
/// threads cover an S x S item, kThreads / TPI items per compute round.
///  - S = 4: a thread per column (4 x 1); S = 8: 2 x 2. More outputs per thread share the shared
///    loads and the index arithmetic (the small classes are issue-bound, see packed16).
///  - S = 16, 32: 2 x 2 on the generic path. On the wide path 4 x 4 for float at 32, 2 x 2 for
///    complex<double>, else 4 x 2. The 2 x 2 tile (one item per 256 threads at S = 32) spent
///    about 950 instructions per thread per float item, 128 of them multiply-adds (ncu,
///    tiny-s32, docs/PERFORMANCE-LOG.md session 5): one shared load per multiply-add plus its
///    address. A TM x TN tile issues TM + TN loads per TM*TN multiply-adds, and a group then
///    holds whole rounds of several items (run() sizes it); two group buffers of about 56 KB
///    keep two blocks resident per SM.
constexpr int tile_tm(int S, int B, bool W) { return S == 4 ? 4 : !W ? 2 : B == 16 ? 2 : 4; }
constexpr int tile_tn(int S, int B, bool W) { return S == 4 ? 1 : !W ? 2 : (B == 4 && S == 32) ? 4 : 2; }
template <int S, int B, bool W> struct Tile {
  static_assert(!W || S >= 16);
  static constexpr int TM = tile_tm(S, B, W);
  static constexpr int TN = tile_tn(S, B, W);
  static constexpr int RS = S / TM, CS = S / TN, TPI = RS * CS;
};

/// v := the TM consecutive elements at p, by loads of min(16, TM * sizeof(D)) bytes (p aligned
/// to that). One load instead of TM, and a warp's loads over a run of tiles TM elements apart
/// then cover consecutive addresses.
template <class D, int TM> __device__ __forceinline__ void load_run(D (&v)[TM], const D* p) {
  constexpr int bytes = int(sizeof(D)) * TM < 16 ? int(sizeof(D)) * TM : 16;
  using V = std::conditional_t<bytes == 16, uint4, std::conditional_t<bytes == 8, uint2, unsigned>>;
  constexpr int loads = int(sizeof(D)) * TM / bytes;
  static_assert(loads * bytes == int(sizeof(D)) * TM);
  V t[loads];
#pragma unroll
  for (int h = 0; h < loads; ++h) t[h] = reinterpret_cast<const V*>(p)[h];
  memcpy(v, t, sizeof(v));
}

/// The generic path's acc += op(X) * op(Y) for one tile: run-time strides (xi, xl, yl, yj) and
/// every row and column index clamped into the item, so it reads nothing outside it.
/// XR (the tile list with p.xrun, RS = 1, X untransposed): X's TM rows of a step as one run
/// (load_run), unclamped: xrun_ok keeps them inside the column.
template <class D, int TM, int TN, int RS, int CS, bool MC, bool XR = false>
__device__ __forceinline__ void accumulate_generic(D (&acc)[TM][TN], const DevProduct<D>& pr, const D* X,
                                                   const D* Y, int ti, int tj, int m, int n, int k) {
  static_assert(!XR || RS == 1);
  int xb[TM], yb[TN];
#pragma unroll
  for (int r = 0; r < TM; ++r) xb[r] = min(ti + r * RS, m - 1) * pr.xi;
#pragma unroll
  for (int c = 0; c < TN; ++c) yb[c] = min(tj + c * CS, n - 1) * pr.yj;
#pragma unroll 4
  for (int l = 0; l < k; ++l) {
    D xv[TM], yv[TN];
    if constexpr (XR) load_run<D, TM>(xv, X + ti + l * pr.xl);
#pragma unroll
    for (int r = 0; r < TM; ++r) {
      if constexpr (!XR) xv[r] = X[xb[r] + l * pr.xl];
      if constexpr (MC) xv[r] = conj_if(xv[r], pr.cx);
    }
#pragma unroll
    for (int c = 0; c < TN; ++c) {
      yv[c] = Y[l * pr.yl + yb[c]];
      if constexpr (MC) yv[c] = conj_if(yv[c], pr.cy);
    }
#pragma unroll
    for (int r = 0; r < TM; ++r)
#pragma unroll
      for (int c = 0; c < TN; ++c) acc[r][c] = level3::mac<false>(acc[r][c], xv[r], yv[c]);
  }
}

/// acc += op(X)(rows i0 + r*RS) * op(Y)(cols j0 + c*CS) over l < k. The factors' orientation
/// (XN, YN) and whether a factor may be conjugated (MC; then cx / cy say which) are compile-time
/// choices, so each step is TM + TN shared loads at fixed offsets from a few running addresses
/// (accumulate_generic recomputes every address from run-time strides).
/// Row and column indices past m / n are clamped where they would move an address by whole
/// columns (X transposed, Y not); where they move it by single elements (X not transposed, Y
/// transposed) they run on unclamped, at most S elements past the item, which the kernel's
/// shared allocation leaves as slack. Those lanes' results are never stored.
/// XR: as accumulate_generic's (X untransposed, RS = 1).
template <class D, int TM, int TN, int RS, int CS, bool XN, bool YN, bool MC, bool XR = false>
__device__ __forceinline__ void accumulate(D (&acc)[TM][TN], const D* X, const D* Y, int xs, int ys, int i0,
                                           int j0, int m, int n, int k, bool cx, bool cy) {
  static_assert(!XR || (XN && RS == 1));
  int xo[TM], yo[TN];
#pragma unroll
  for (int r = 0; r < TM; ++r) xo[r] = XN ? i0 + r * RS : min(i0 + r * RS, m - 1) * xs;
#pragma unroll
  for (int c = 0; c < TN; ++c) yo[c] = YN ? min(j0 + c * CS, n - 1) * ys : j0 + c * CS;
  // Unrolled so the loads of several steps are in flight: 8 steps for float, 4 for the wider
  // types, whose tiles fill more registers (ptxas: 8 steps spilled complex<double> at 128).
  // Loading the factor read along l as 16-byte runs (5 shared loads per 16 float FMAs instead of
  // 8; session 12, b544e77) measured 0.97-1.02x: this loop is not bound by its shared loads.
  constexpr int U = sizeof(D) == 4 ? 8 : 4;
#pragma unroll U
  for (int l = 0; l < k; ++l) {
    D xv[TM], yv[TN];
    if constexpr (XR) load_run<D, TM>(xv, X + i0 + l * xs);
#pragma unroll
    for (int r = 0; r < TM; ++r) {
      if constexpr (!XR) xv[r] = XN ? X[xo[r] + l * xs] : X[xo[r] + l];
      if constexpr (MC) xv[r] = conj_if(xv[r], cx);
    }
#pragma unroll
    for (int c = 0; c < TN; ++c) {
      yv[c] = YN ? Y[yo[c] + l] : Y[yo[c] + l * ys];
      if constexpr (MC) yv[c] = conj_if(yv[c], cy);
    }
#pragma unroll
    for (int r = 0; r < TM; ++r)
#pragma unroll
      for (int c = 0; c < TN; ++c) acc[r][c] = level3::mac<false>(acc[r][c], xv[r], yv[c]);
  }
}

/// total := the sum over the call's products of scale * op(X) * op(Y), for the TM x TN tile of
/// item g whose rows are ti + r * RS and columns tj + c * CS, from the staged group.
/// XR: X read by runs (accumulate_generic); only with every product's X untransposed.
template <class D, int TM, int TN, int RS, int CS, bool W, bool XR = false>
__device__ __forceinline__ void products(const Params<D>& p, const D* buf, int g, int ti, int tj, D (&total)[TM][TN]) {
#pragma unroll
  for (int r = 0; r < TM; ++r)
#pragma unroll
    for (int c = 0; c < TN; ++c) total[r][c] = zero<D>();
  for (int pi = 0; pi < p.nprod; ++pi) {
    const DevProduct<D>& pr = p.prod[pi];
    const DevOperand<D>& ox = p.op[pr.x];
    const DevOperand<D>& oy = p.op[pr.y];
    const D* X = buf + ox.off + g * ox.words;
    const D* Y = buf + oy.off + g * oy.words;
    D acc[TM][TN];
#pragma unroll
    for (int r = 0; r < TM; ++r)
#pragma unroll
      for (int c = 0; c < TN; ++c) acc[r][c] = zero<D>();
    with_conj<D>(pr.cx || pr.cy, [&](auto may_conj) {
      constexpr bool MC = decltype(may_conj)::value;
      if constexpr (!W) {
        accumulate_generic<D, TM, TN, RS, CS, MC, XR>(acc, pr, X, Y, ti, tj, p.m, p.n, p.k);
      } else {
        auto run = [&](auto xn, auto yn) {
          accumulate<D, TM, TN, RS, CS, decltype(xn)::value, decltype(yn)::value, MC, XR>(
              acc, X, Y, ox.sld, oy.sld, ti, tj, p.m, p.n, p.k, pr.cx, pr.cy);
        };
        using yes = std::true_type;
        using no = std::false_type;
        if constexpr (XR) pr.yn ? run(yes{}, yes{}) : run(yes{}, no{});
        else if (pr.xn) pr.yn ? run(yes{}, yes{}) : run(yes{}, no{});
        else pr.yn ? run(no{}, yes{}) : run(no{}, no{});
      }
    });
#pragma unroll
    for (int r = 0; r < TM; ++r)
#pragma unroll
      for (int c = 0; c < TN; ++c) total[r][c] = add(total[r][c], mul(pr.scale, acc[r][c]));
  }
}

/// The rank-k kernels' store of a thread's tile into the group's C slot: element (r, c) at
/// T[r * rstep + c * cstep] where bit r * TN + c of keep is set (beta applied unless
/// p.beta_zero), its imaginary part zeroed where diag's bit is set and the output is Hermitian.
template <class D, int TM, int TN>
__device__ __forceinline__ void store_masked(const Params<D>& p, D* T, int rstep, int cstep, const D (&total)[TM][TN],
                                             uint32_t keep, uint32_t diag) {
  const bool hd = p.herm_out;
  if (p.beta_zero) {
#pragma unroll
    for (int r = 0; r < TM; ++r)
#pragma unroll
      for (int c = 0; c < TN; ++c) {
        const int b = r * TN + c;
        if (!((keep >> b) & 1u)) continue;
        D v = total[r][c];
        if (hd && ((diag >> b) & 1u)) v = real_only(v);
        T[r * rstep + c * cstep] = v;
      }
  } else {
#pragma unroll
    for (int r = 0; r < TM; ++r)
#pragma unroll
      for (int c = 0; c < TN; ++c) {
        const int b = r * TN + c;
        if (!((keep >> b) & 1u)) continue;
        D v = add(total[r][c], mul(p.beta, T[r * rstep + c * cstep]));
        if (hd && ((diag >> b) & 1u)) v = real_only(v);
        T[r * rstep + c * cstep] = v;
      }
  }
}

/// Each thread: a TM x TN tile of one item's C, from the staged group, written back into the
/// group's C slot in shared memory. W: the wide path's tile and its orientation-specialised loop
/// (accumulate), else the generic loop (accumulate_generic). R: the rank-k kernels (one triangle, S <= 16).
template <class D, int S, bool W, bool R>
__device__ __forceinline__ void compute_group(const Params<D>& p, D* buf, int cnt) {
  using Sh = Tile<S, int(sizeof(D)), W>;
  constexpr int TM = Sh::TM, TN = Sh::TN, RS = Sh::RS, CS = Sh::CS;
  static_assert(kThreads % Sh::TPI == 0 && TM * TN <= 32);
  if constexpr (R) {
    // One triangle of C (rank-k, S <= 16). Each element's region test cost about 20
    // instructions, and the whole square's products made a rank-k item cost a gemm item on two
    // thirds of the bytes (ncu, session 13): here a thread's tile carries masks of the elements
    // the update stores (inside C, on the triangle's side: keep) and of those on the diagonal
    // (diag), and the store writes them at fixed offsets under one bit test each.
    static_assert(TM * TN <= 16, "a tile's masks are 16 bits (rank_tiles)");
    if (p.ntiles > 0) {
      // The tile list (rank_tiles): entry t is a TM x TN block of contiguous rows and columns
      // that meets the triangle, so the blocks wholly on the other side are never computed
      // (0.56-0.63 of an item's tiles remain at n = S = 8, 16).
      auto walk = [&](auto xr) {
        for (int u = threadIdx.x; u < cnt * p.ntiles; u += kThreads) {
          const int g = u / p.ntiles, t = u - g * p.ntiles;
          const uint32_t e = p.tiles[t];
          const int ti = int(e & 15u) * TM, tj = int((e >> 4) & 15u) * TN;
          D total[TM][TN];
          products<D, TM, TN, 1, 1, W, decltype(xr)::value>(p, buf, g, ti, tj, total);
          uint32_t keep, diag;
          if constexpr (TM * TN <= 8) {
            keep = (e >> 8) & 255u, diag = (e >> 16) & 255u;
          } else {  // float's 4 x 4 tiles at S = 32: only a tile on the diagonal meets it, at r == c
            static_assert(TM == 4 && TN == 4);
            keep = (e >> 8) & 0xffffu, diag = ti == tj ? 0x8421u : 0u;
          }
          store_masked<D, TM, TN>(p, buf + p.offc + g * p.wordsc + ti + tj * p.sldc, 1, p.sldc, total, keep, diag);
        }
      };
      // X by runs (xrun_ok): 8-byte and smaller types only (a complex<double> run of 2 is two
      // 16-byte loads anyway).
      if constexpr (sizeof(D) <= 8 && TM > 1) {
        if (p.xrun) walk(std::true_type{});
        else walk(std::false_type{});
      } else {
        walk(std::false_type{});
      }
      return;
    }
    // S = 32 runs the tile list only (run()).
    if constexpr (S <= 16) {
      // The whole square's strided tiles, as the full-update kernels: the tile position
      // t = u % TPI is the same in every round (TPI divides kThreads), so the masks are computed
      // once per thread.
      const int t0 = int(threadIdx.x) % Sh::TPI, ti0 = t0 % RS, tj0 = t0 / RS;
      uint32_t keep = 0, diag = 0;
#pragma unroll
      for (int r = 0; r < TM; ++r)
#pragma unroll
        for (int c = 0; c < TN; ++c) {
          const int i = ti0 + r * RS, j = tj0 + c * CS, b = r * TN + c;
          // in_region without its region == 0 test (R never updates a full C); in_region itself
          // adds PTX to these measured kernels, so it waits for a device run.
          if (i < p.m && j < p.n && (p.region == 1 ? i >= j : i <= j)) keep |= 1u << b;
          if (i == j) diag |= 1u << b;
        }
      if (ti0 >= p.m || tj0 >= p.n) return;
      for (int u = threadIdx.x; u < cnt * Sh::TPI; u += kThreads) {
        const int g = u / Sh::TPI;
        D total[TM][TN];
        products<D, TM, TN, RS, CS, W>(p, buf, g, ti0, tj0, total);
        store_masked<D, TM, TN>(p, buf + p.offc + g * p.wordsc + ti0 + tj0 * p.sldc, RS, CS * p.sldc, total,
                                keep, diag);
      }
    }
  } else {
    for (int u = threadIdx.x; u < cnt * Sh::TPI; u += kThreads) {
      const int g = u / Sh::TPI, t = u % Sh::TPI;
      const int ti = t % RS, tj = t / RS;
      if (ti >= p.m || tj >= p.n) continue;
      D total[TM][TN];
      products<D, TM, TN, RS, CS, W>(p, buf, g, ti, tj, total);
      D* Cs = buf + p.offc + g * p.wordsc;
      // A full update (region 0, no Hermitian diagonal) with the whole tile inside C: no test per
      // element, so about 3 PTX instructions per element (load, multiply-add, store at fixed
      // offsets) instead of about 20 (float S = 32: 16 elements per thread).
      if (p.region == 0 && !p.herm_out && ti + (TM - 1) * RS < p.m && tj + (TN - 1) * CS < p.n) {
        D* T = Cs + ti + tj * p.sldc;
        const int cs = CS * p.sldc;
        if (p.beta_zero) {
#pragma unroll
          for (int r = 0; r < TM; ++r)
#pragma unroll
            for (int c = 0; c < TN; ++c) T[r * RS + c * cs] = total[r][c];
        } else {
#pragma unroll
          for (int r = 0; r < TM; ++r)
#pragma unroll
            for (int c = 0; c < TN; ++c) T[r * RS + c * cs] = add(total[r][c], mul(p.beta, T[r * RS + c * cs]));
        }
        continue;
      }
      // Region 1 (lower) keeps i >= j, region 2 (upper) i <= j: one signed compare.
      const int sgn = p.region == 2 ? -1 : 1;
#pragma unroll
      for (int r = 0; r < TM; ++r)
#pragma unroll
        for (int c = 0; c < TN; ++c) {
          const int i = ti + r * RS, j = tj + c * CS;
          if (i >= p.m || j >= p.n || (p.region != 0 && sgn * (i - j) < 0)) continue;
          D v = total[r][c];
          if (!p.beta_zero) v = add(v, mul(p.beta, Cs[i + j * p.sldc]));
          if (p.herm_out && i == j) v = real_only(v);
          Cs[i + j * p.sldc] = v;
        }
    }
  }
}

/// Resident blocks the register budget aims at (ptxas -v: no spill at these).
///  - 2 on the wide path and for complex<double>, which spills at 80 registers.
///  - 4 (64 registers) for S <= 8 except complex<float> at S = 4 and in the rank-k kernel at
///    S = 8 (4 bytes spilled at 64). Exception: double's rank-k kernel at S = 8 spills 8 bytes
///    at 64 (ptxas, CUDA 13.0; none before the tile list joined it), yet its strided path ran
///    syrk d n = 8 at 1.18x main (session 14 call 2; d538b06 without the spill: 1.15x, call 1).
///    ncu of float gemm n = 4 at 09c9903 (3 blocks) found 5.5 warps per scheduler, 1.2
///    eligible, an instruction issued every 1.8 cycles, and neither DRAM (47%) nor L1 (76%)
///    saturated: latency, so more warps. Square n = 4 and 8 items make groups of 24 KB or
///    less, so shared memory holds 4 blocks (larger k can make it the limit instead).
///  - 3 (80 registers) otherwise, the residency of the measured session-5 float kernels.
template <class D, int S, bool W, bool R> constexpr int min_blocks() {
  if (W || sizeof(D) == 16) return 2;
  if (S <= 8 && !(is_cplx<D> && (S == 4 || R))) return 4;
  return 3;
}

/// Two group buffers: while a block computes and stores group i from one, the copies of group
/// i+1 are in flight into the other. The grid is at most the resident blocks, so every block
/// walks several groups and the overlap holds from the second group on. W: the wide path.
/// Registers: min_blocks.
template <class D, int S, bool W, bool R>
__global__ void __launch_bounds__(kThreads, min_blocks<D, S, W, R>()) tiny_kernel(const Params<D> p) {
  extern __shared__ __align__(16) unsigned char raw[];
  // Buffer i at raw + i*buf_words, computed rather than taken from a two-pointer array: indexing
  // such an array by the iteration hid from the compiler that the pointer is shared, and every
  // staged load became a generic ld with 64-bit address arithmetic (PTX at 140ac26: 498 ld.f32,
  // no ld.shared, in the float S = 32 kernel).
  D* const buf0 = reinterpret_cast<D*>(raw);
  auto buffer = [&](int i) { return buf0 + (i & 1) * p.buf_words; };
  // Each walk's start depends only on the thread: computed once, copied per group.
  const Walk start0(p.op[0].walk), start1(p.op[p.nops > 1 ? 1 : 0].walk), startc(p.cwalk);
  constexpr int E16 = 16 / int(sizeof(D));
  const DevOperand<D>& op1 = p.op[p.nops > 1 ? 1 : 0];
  const UnitPos unit0(p.op[0].ustep, p.op[0].sld, E16), unit1(op1.ustep, op1.sld, E16), unitc(p.ustepc, p.sldc, E16);
  // Computed once per thread (per group, its divisions cost double's S = 4 rank-k kernel 6%;
  // session 13); an empty placeholder in the full-update kernels.
  TriUnit tu{1u << 9, 0u};
  if constexpr (R)
    if (p.tri_unit) tu = tri_unit_of<kTriUnits<D, S>>(p, E16);
  const int64_t step = int64_t(gridDim.x) * p.group;
  auto count = [&](int64_t g0) { return p.batch - g0 < p.group ? int(p.batch - g0) : p.group; };

  int64_t g0 = int64_t(blockIdx.x) * p.group;
  if (g0 < p.batch) issue_group(p, buffer(0), g0, count(g0), start0, start1, startc, unit0, unit1, unitc);
  for (int it = 0; g0 < p.batch; g0 += step, ++it) {
    D* buf = buffer(it);
    const int cnt = count(g0);
    // The other buffer was released by the previous iteration's final barrier.
    if (g0 + step < p.batch) {
      issue_group(p, buffer(it + 1), g0 + step, count(g0 + step), start0, start1, startc, unit0, unit1, unitc);
      level3::cp_async_wait<1>();
    } else {
      level3::cp_async_wait<0>();
    }
    __syncthreads();
    if (p.any_fix || (p.herm_out && !p.beta_zero)) {
      fix_group<D, S, R>(p, buf, cnt, start0, start1);
      __syncthreads();
    }
    compute_group<D, S, W, R>(p, buf, cnt);
    __syncthreads();
    // Store the group's results, one flat cooperative pass.
    if (p.store16c && p.upcc > 0) {
      constexpr int E = 16 / int(sizeof(D));
      // The flat run of the group's units in C, from padded columns (UnitStep).
      D* dst = p.C + g0 * p.stride_c + int64_t(threadIdx.x) * E;
      UnitPos pos = unitc;
      const UnitStep us = p.ustepc;
      const D* src = buf + p.offc;
      for (int v = threadIdx.x; v < cnt * p.n * p.upcc; v += kThreads, dst += kThreads * E, pos.step(us))
        *reinterpret_cast<int4*>(dst) = *reinterpret_cast<const int4*>(src + pos.off);
    } else if (p.store16c) {
      const int4* src = reinterpret_cast<const int4*>(buf + p.offc);
      int4* dst = reinterpret_cast<int4*>(p.C + g0 * p.stride_c);
      for (int v = threadIdx.x; v < cnt * p.vec16c; v += kThreads) dst[v] = src[v];
    } else if (R && p.tri_unit) {
      const unsigned mask = tu.mask();
      if (mask != 0) {
        const int g1 = tu.g(), dg = tu.dg();
        // U units per item (TriUnit): column blocks kThreads / (m / E) columns apart in C.
        constexpr int U = kTriUnits<D, S>;
#pragma unroll
        for (int q = 0; q < U; ++q) {
          const unsigned mq = U == 1 ? mask : (mask >> (q * E16)) & ((1u << E16) - 1);
          if (U > 1 && mq == 0) continue;
          D* dst = p.C + (g0 + g1) * p.stride_c + tu.goff() + q * kThreads * E16;
          const D* src = buf + p.offc + g1 * p.wordsc + tu.soff() + q * (kThreads / (p.m / E16)) * p.sldc;
          const int64_t dd = int64_t(dg) * p.stride_c;
          const int ds = dg * p.wordsc;
          if (mq == (1u << E16) - 1) {
            for (int g = g1; g < cnt; g += dg, dst += dd, src += ds)
              *reinterpret_cast<int4*>(dst) = *reinterpret_cast<const int4*>(src);
          } else {
            for (int g = g1; g < cnt; g += dg, dst += dd, src += ds)
#pragma unroll
              for (int e = 0; e < E16; ++e)
                if ((mq >> e) & 1u) dst[e] = src[e];
          }
        }
      }
    } else if (p.tri16c) {
      // One triangle of a packed C, by 16-byte units of its columns: units inside the triangle
      // whole, units the diagonal crosses element by element, the rest untouched (the element
      // walk below cost about 15 instructions per element of the whole square).
      constexpr int E = 16 / int(sizeof(D));
      const bool lower = p.region == 1;
      // C is packed (ld = m, stride = m * n): the walk's units are one flat run in memory.
      D* dst = p.C + g0 * p.stride_c + int64_t(threadIdx.x) * E;
      for (Walk w(p.uwalkc); w.g < cnt; w.step(p.uwalkc), dst += kThreads * E) {
        const int r0 = w.p * E, j = w.q;
        const int lo = lower ? j : 0, hi = lower ? p.m - 1 : min(j, p.m - 1);  // column j's rows in C's triangle
        if (r0 > hi || r0 + E - 1 < lo) continue;
        const D* src = buf + p.offc + w.g * p.wordsc + j * p.sldc + r0;
        if (r0 >= lo && r0 + E - 1 <= hi) {
          *reinterpret_cast<int4*>(dst) = *reinterpret_cast<const int4*>(src);
        } else {
#pragma unroll
          for (int e = 0; e < E; ++e)
            if (r0 + e >= lo && r0 + e <= hi) dst[e] = src[e];
        }
      }
    } else {
      for (Walk w = startc; w.g < cnt; w.step(p.cwalk)) {
        if (!in_region(p.region, w.p, w.q)) continue;
        p.C[(g0 + w.g) * p.stride_c + w.p + int64_t(w.q) * p.ldc] =
            buf[p.offc + w.g * p.wordsc + w.p + w.q * p.sldc];
      }
    }
    __syncthreads();  // this buffer takes group it+2's copies next
  }
}

template <class D, int S, bool W, bool R>
void launch(const Queue& q, const Params<D>& p, int64_t smem, int64_t groups) {
  auto kernel = tiny_kernel<D, S, W, R>;
  batchlas::cuda::opt_in_shared(kernel, smem, "cudaFuncSetAttribute(tiny_kernel)");
  // At most the resident blocks: each block then walks several groups and overlaps one group's
  // copies with the previous group's products (tiny_kernel).
  const unsigned grid = batchlas::cuda::grid_for(q, kernel, kThreads, std::size_t(smem), groups);
  kernel<<<grid, kThreads, smem, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch("tiny_kernel");
}


/// True when the items of a rows x cols operand lie back to back (ld == rows, stride == its
/// size) from a 16-byte aligned base and each item is a whole number of 16-byte units: a group
/// is then one contiguous run, copied and stored with 16-byte transfers (the element walk costs
/// about 20 instructions per element, which capped float at n <= 16 near 0.25 of the copy
/// bandwidth: the SM's issue rate, not memory, was the limit).
inline bool packed16(const void* data, int64_t rows, int64_t cols, int64_t ld, int64_t stride, size_t elem) {
  const int64_t size = rows * cols;
  return (ld == rows || cols == 1) && stride == size && reinterpret_cast<uintptr_t>(data) % 16 == 0 &&
         (size * int64_t(elem)) % 16 == 0;
}

/// Not on the wide path (which stages packed operands into padded columns, padded_units): true
/// where the flat layout (shared leading dimension = rows: even at these sizes, so a warp's
/// strided reads fall into few banks) lost to element staging (odd leading dimension, conflict
/// free) on the H200. Source: tuned/gemm.sm_90.csv at 1dd577e (all flat) against the same cells
/// at bcf5e1b (element staging; tiny gemm, k = 32; docs/PERFORMANCE-LOG.md, "Issue targets,
/// 2026-11-30"). Flat ran at this fraction of the element-staged speed:
///  - a transposed first factor with rows >= 16 in the S = 16, 32 classes: 0.32-0.82 (the 8-16
///    rows a warp reads fall into one or two banks);
///  - an untransposed second factor with rows >= 16 in the S = 4 class: 0.60-0.89 (8 items x 4
///    columns in one bank);
///  - complex<double> in the S <= 8 classes with an extent >= 16: 0.54-0.68.
/// Everywhere else flat ran 1.0-2.4x faster. s is the size class, max(m, n). (Chosen from that
/// one comparison; the mixed cases it creates, one operand flat and one not, are unmeasured.)
template <class T> bool flat_conflicts(const Call<T>& c, int o, int64_t s) {
  const Operand& a = c.op[o];
  if (sizeof(T) >= 16 && s <= 8 && std::max(a.rows, a.cols) >= 16) return true;
  for (int i = 0; i < c.nprod; ++i) {
    const Product<T>& pr = c.prod[i];
    if (pr.x == o && pr.opx != Op::NoTrans && s >= 16 && a.rows >= 16) return true;
    if (pr.y == o && pr.opy == Op::NoTrans && s <= 4 && a.rows >= 16) return true;
  }
  return false;
}

}  // namespace

template <class T> std::string why_not(const Queue& q, int64_t m, int64_t n, int64_t k) {
  if (m > kMaxExtent || n > kMaxExtent || k > kMaxExtent)
    return "an extent exceeds 32 (m=" + std::to_string(m) + " n=" + std::to_string(n) +
           " k=" + std::to_string(k) + "): tiny stages whole items";
  const auto& info = q.impl().info;
  // Worst case, one item per group: three 32-column staged matrices, each column padded to an odd
  // number of 16-byte units (wide path: 36 floats, 34 doubles, 33 complex<double>; else 33
  // elements), plus the wide path's slack after each of the two operands, in each of the two
  // group buffers.
  const int64_t e = 16 / int64_t(sizeof(T)), col = ((kMaxExtent / e) | 1) * e;
  const int64_t need =
      2 * (3 * kMaxExtent * std::max(col, kMaxExtent + 1) + 2 * kMaxExtent) * int64_t(sizeof(T));
  if (need > info.max_shared_per_block)
    return "one item needs " + std::to_string(need) + " bytes of shared memory, the device allows " +
           std::to_string(info.max_shared_per_block);
  return {};
}

/// The wide path's staged layout of a packed operand: 16-byte units into columns of an odd
/// number of units, so the column starts a warp reads in one load (a transposed walk: 4-8
/// columns at S = 16, 32) fall into distinct groups of four banks. 0 when the operand is not a
/// whole number of units per column (it is staged element by element, leading dimension rows | 1).
template <class D>
int padded_units(const void* data, int64_t rows, int64_t cols, int64_t ld, int64_t stride) {
  if (!packed16(data, rows, cols, ld, stride, sizeof(D)) || (rows * int64_t(sizeof(D))) % 16 != 0) return 0;
  return int(rows * int64_t(sizeof(D)) / 16);
}

/// The size class S (4, 8, 16, 32) of items whose largest extent is s: the kernel instance and tile
/// shape that run them.
constexpr int size_class(int64_t s) { return s <= 4 ? 4 : s <= 8 ? 8 : s <= 16 ? 16 : 32; }

/// The rank-k kernels' tile list (Params::tiles): the TM x TN blocks of contiguous rows and
/// columns of the size class's S x S grid that hold an element of C's triangle, column of blocks
/// by column (consecutive threads then read distinct rows of X and share columns of Y), with
/// each block's keep and diag masks (compute_group).
template <class D>
void rank_tiles(Params<D>& p, int region, int64_t s_class, int B, bool wide) {
  const int S = size_class(s_class);
  const int tm = tile_tm(S, B, wide), tn = tile_tn(S, B, wide);
  p.ntiles = 0;
  for (int bj = 0; bj < S / tn; ++bj)
    for (int bi = 0; bi < S / tm; ++bi) {
      uint32_t keep = 0, diag = 0;
      for (int r = 0; r < tm; ++r)
        for (int c = 0; c < tn; ++c) {
          const int i = bi * tm + r, j = bj * tn + c, b = r * tn + c;
          if (i < p.m && j < p.n && in_region(region, i, j)) keep |= 1u << b;
          if (i == j) diag |= 1u << b;
        }
      if (keep == 0) continue;
      const bool wide16 = tm * tn == 16;  // 4 x 4: diag implied (compute_group)
      if (p.ntiles == kMaxTiles || (tm * tn > 8 && !(tm == 4 && tn == 4)) || S / tm > 16 || S / tn > 16 ||
          (wide16 && diag != (bi * tm == bj * tn ? 0x8421u : 0u)))
        throw std::logic_error("tiny: the rank-k tile list does not fit Params::tiles");
      p.tiles[p.ntiles++] = uint32_t(bi) | uint32_t(bj) << 4 | keep << 8 | (wide16 ? 0u : diag << 16);
    }
}

/// Whether the rank-k kernels take the tile list (rank_tiles) rather than the whole square's
/// strided tiles: every product's X untransposed, and by size class S and type: S = 4 all but
/// complex<double>, S = 8 float and complex<float>, S = 16 every type. Measured on the H200 with
/// X read by runs (xrun_ok), list over strided tiles in one binary (docs/PERFORMANCE-LOG.md session 15,
/// call 1; syrk, syr2k [, herk, her2k]):
///  - S = 4: float 1.26 / 1.50, double 1.22 / 1.33, complex<float> 1.20-1.31; complex<double>
///    0.96-0.98. (Without the runs the list was 0.95-1.07: the runs are the gain here.)
///  - S = 8: float 1.04 / 0.97, complex<float> 1.10-1.36; double 0.89 / 1.03, complex<double>
///    0.86-0.94.
///  - S = 16: float 1.05 / 1.22, double 1.04 (syrk), complex<float> 1.00-1.29, complex<double>
///    0.93-1.31 (syr2k lowest) once its groups held a round (below).
///  - A transposed X: 0.56-0.97x at n = 8, 16 (s, d, c), with 3.2x the shared bank conflicts
///    in the one ncu count (syrk d n = 8 trans = T: 147.7 M against 45.8 M); runs need X
///    untransposed.
/// BATCHLAS_TINY_TILES (Settings::tiny_tiles) overrides it for measuring and testing.
template <class T> bool tile_list(const Call<T>& c, int64_t s_class) {
  if (settings().tiny_tiles) return *settings().tiny_tiles;
  for (int i = 0; i < c.nprod; ++i)
    if (c.prod[i].opx != Op::NoTrans) return false;
  constexpr int B = int(sizeof(dev_t<T>));
  if (s_class <= 4) return B < 16;
  if (s_class <= 8) return B == 4 || (B == 8 && level3::is_cplx<dev_t<T>>);
  return true;
}

/// Whether a call runs the rank-k kernels (R: masks of the stored elements, TriUnit stores): one
/// triangle of C updated, and
///  - size class S <= 16: on the H200 (docs/PERFORMANCE-LOG.md, session 14, call 1) they ran syrk,
///    syr2k, herk and her2k at n = 4..16 at 0.98-1.20x (all but one cell >= 1.00) of the
///    full-update kernels, every type;
///  - S = 32 with the tile list (tile_list), on the wide path and 8-byte or smaller types
///    (complex<double>'s 2 x 2 tiles would list 136): the list computes 36 of float's 64 tiles
///    and 72 of the 4 x 2 tiles' 128, and ran 1.06-1.35x the full-update kernels, double syr2k
///    0.99x (H200, docs/PERFORMANCE-LOG.md session 16, call 1; the strided tiles with masks had run
///    0.94-0.98x there, session 13). BATCHLAS_TINY_RANK32 (Settings::tiny_rank32) overrides.
template <class T> bool rank_kernels(const Call<T>& c, int64_t s_class, bool wide) {
  if (c.region == Region::Full) return false;
  if (s_class <= 16) return true;
  return wide && sizeof(dev_t<T>) <= 8 && settings().tiny_rank32.value_or(true) && tile_list(c, s_class);
}

/// Whether the tile list's X rows can be read as runs (Params::xrun, load_run): every product's X
/// untransposed, and each X operand's shared leading dimension a multiple of a run's loads
/// (min(16 bytes, TM elements); regions are 16-byte aligned and items sld * cols apart, so every
/// load is aligned). A block's TM rows start at a multiple of TM below m <= sld. On the generic
/// path sld must be a multiple of TM, so they stay inside their column; on the wide path rows
/// past sld read at most TM - 1 elements into the next column or the slack after the operand's
/// region, and those lanes are never stored (as accumulate's unclamped rows).
/// Measured on the H200 (session 15, call 1; list with runs over list without, one binary):
/// S = 4 1.21-1.51x, where the list alone gained nothing; float S = 8 / 16 1.16-1.23x.
template <class D> bool xrun_ok(const Params<D>& p, int tm, bool wide) {
  if constexpr (sizeof(D) > 8) {
    return false;
  } else {
    const int a = std::min(int(16 / sizeof(D)), tm);
    if (tm < 2 || p.ntiles == 0) return false;
    for (int i = 0; i < p.nprod; ++i)
      if (!p.prod[i].xn || p.op[p.prod[i].x].sld % (wide ? a : tm) != 0) return false;
    return true;
  }
}

/// Where the rank-k updates (trans = N) run one item per thread (rank_items.hh) rather than
/// staged by blocks: float n <= 5 and 8; double n <= 7; complex<float> n <= 5 and 7;
/// complex<double> n <= 3; and where the items are staged through warps' buffers
/// (rank_items_staged), double and complex<float> n = 8 and complex<double> n = 4. Measured on
/// the H200 (docs/PERFORMANCE-LOG.md session 15, calls 2-4; syrk, syr2k [, herk, her2k], k = n, one
/// binary, items over the staged engine; at n >= 3 the items read through the warp's buffer where
/// columns are whole 16-byte units, rank_items.cu):
///  - n = 1..3: 1.06-4.9x (complex<double> n = 3 1.01-1.29x);
///  - n = 4: float 1.10 / 1.06x, double 1.26 / 1.36x, complex<float> 1.28-1.49x; complex<double>
///    0.59-0.97x single-buffered, 0.97-1.19x with two chunks in flight (session 16, call 2);
///  - n = 5, 7: 1.02-1.67x but float n = 7 0.94 / 1.25x; n = 6: double 1.10 / 1.11x (staged; direct 1.05 / 1.22x), float
///    0.69 / 0.86x, complex<float> 0.57-0.90x;
///  - n = 8: float 1.17 / 1.35x; double 0.77-0.87x and complex<float> 0.74-0.98x single-buffered,
///    1.10-1.19x staged with two chunks in flight (session 16, call 2; the direct path stays at
///    0.79-0.87x there, session 15, so those cells take items only where staged).
/// BATCHLAS_TINY_ITEMS (Settings::tiny_items) overrides it.
template <class T> bool items_rule(const Call<T>& c) {
  const int64_t n = c.n;
  if constexpr (std::is_same_v<T, float>) return n <= 5 || n == 8;
  else if constexpr (std::is_same_v<T, double>) return n <= 7 || (n == 8 && rank_items_staged(c));
  else if constexpr (std::is_same_v<T, std::complex<float>>) return n <= 5 || n == 7 || (n == 8 && rank_items_staged(c));
  else return n <= 3 || (n == 4 && rank_items_staged(c));
}

/// Where the rank-k warp kernels (rank_warp.hh) run by default, measured against this engine's
/// default on the H200 (docs/PERFORMANCE-LOG.md sessions 36 and 37):
///  - n = 16: every op and type, 1.06-1.75x at k = 16, 1.29-1.80x at k = 32;
///  - n = 12: 1.11-1.83x at k = 12 and 1.19-1.92x at k = 32 except float syrk (0.80x at k = 12);
///  - n = 8: complex<double> only (1.00-1.19x at k = 8, 3.1 / 5.6x syrk / syr2k at k = 32); the
///    others ran 0.76-0.93x at k = 8;
///  - n = 32 (nine warps on 8 items), k = 32: 1.17-1.55x for float, double and complex<float>;
///    complex<double> (one block of nine warps per SM): with two slots, one run (session 39,
///    call 1) 1.10x syr2k, 1.17x herk, 1.32x her2k, 0.93x syrk at k = 32 (syrk 1.08x at k = 8);
///    with the ring of 3 slots (rank_warp.cu WarpTuning, 1.16x on syrk, call 3) syrk too:
///    0.41 of copy against the block-staged 0.35 at k = 32, 0.54 against 0.42 at k = 8.
///    Since session 47 double and complex<double> at n = 32, k <= 32 run rank_mma first (run, below),
///    and since session 50 syrk / herk at n = 16, k <= 16 rank16_mma (all but complex<float>).
/// BATCHLAS_TINY_RANK_WARP (Settings::tiny_rank_warp) overrides it.
template <class T> bool warp_rule(const Call<T>& c) {
  if (c.n == 16 || c.n == 32) return true;
  if (c.n == 12) return !(std::is_same_v<T, float> && c.nprod == 1);
  return c.n == 8 && std::is_same_v<T, std::complex<double>>;
}

/// Where `gram` runs the warp kernels by default, measured against gram's own tile kernels on
/// the H200 (trans = N, k = 256, batch 2048, same binary, two rounds; docs/PERFORMANCE-LOG.md
/// sessions 40 and 41):
///  - float: n = 8 / 12 / 16 / 32 1.42 / 1.62 / 1.65 / 1.15x;
///  - complex<float>: 1.94 / 2.19 / 2.15 / 1.03x (herk 2.07x at n = 16, 1.03x at 32);
///  - complex<double>: 1.33 / 1.42 / 1.38x at n = 8 / 12 / 16 (herk 1.37x at 16), 0.60x at 32;
///  - double: 1.09x at n = 16 only (0.87 / 0.97x at n = 8 / 12, 0.62x at 32: gram's FP64
///    tensor-core tiles stay).
/// herk at n = 8 / 12 runs syrk's kernels with the conjugation; it was not timed separately.
/// Since float's and complex<float>'s tiles run on the FP64 tensor cores (sessions 61-62), re-timed
/// against those on an H100 (trans = N, saturating batch, two rounds;
/// docs/bench/2026-12-07-s62/s62c/gw.txt): at n = 8 / 12 / 16 the warp kernels still win
/// 2.3-9.2x (k = 64 and 256), at n = 32 they win at k = 64 (float 1.67x, complex<float> syrk 1.57x,
/// herk 1.53x) and lose at k = 256 (0.90x, 0.96x, 0.92x), so n = 32 keeps them below k = 256 (the
/// crossover between 64 and 256 was not located) unless the tiles are on the SIMT engine
/// (BATCHLAS_GRAM_F64=0), where the warp kernels won at k = 256 above.
template <class T> bool gram_warp_rule(const Call<T>& c) {
  if constexpr (std::is_same_v<T, double>) return c.n == 16;
  else if constexpr (std::is_same_v<T, std::complex<double>>) return c.n <= 16;
  else return c.n < 32 || c.k < 256 || !level3::gram_f64();  // float, complex<float> (n = 8, 12, 16, 32)
}

template <class T> bool gram_warp(const Call<T>& c) {
  return settings().gram_warp.value_or(gram_warp_rule(c)) && rank_warp_ok(c);
}

// The FP64 tensor-core kernel (rank_mma.hh) runs by default wherever rank_mma_ok takes a call
// (n = 32, k <= 32) of a type kRankMmaByDefault names (all but float), ahead of rank_warp; at
// n = 16, k <= 16 syrk / herk take rank16_mma the same way (kRank16MmaByDefault). Measured against rank_warp
// at n = k = 32, two rounds (H100, docs/bench/2026-12-05-s47/call2/ab.txt): complex<double> syrk
// 1.58-1.62x, herk 1.74x, syr2k 1.68-1.71x, her2k 1.82x (0.90-0.94 of the copy bandwidth against
// 0.51-0.58); double syrk 1.05-1.09x, syr2k 1.12x; on the H200 (call5/ab.txt) 1.27-2.42x.
// float and complex<float> (widened to double as each fragment is read) since session 49, at
// n = k = 32 (H100, docs/bench/2026-12-05-s49/c2/ab.txt): float syrk 1.07x, syr2k 1.10x;
// complex<float> syrk 1.15x, herk 1.14x, syr2k 1.04x, her2k 1.05x. Widening once per item into
// a double work area instead lost 0.58-0.91x (c4/ab.txt). On the H200 (session 50,
// docs/bench/2026-12-06-s50/c4/ab.txt) float syrk ran 0.94-0.95x (float off by default since),
// complex<float> syrk 1.20-1.23x, syr2k 1.00x for both. BATCHLAS_TINY_RANK_MMA
// (Settings::tiny_rank_mma) = 0 sends every type to rank_warp.

template <class T> void run(const Queue& q, const Call<T>& c) {
  if (settings().tiny_rank_mma.value_or(kRankMmaByDefault<T>) && rank_mma_ok(c) && rank_mma_device_why_not(q, c).empty()) {
    run_rank_mma(q, c);
    return;
  }
  // syrk / herk at n = 16 (rank16_mma.hh): the same switch, a warp per item (kRank16MmaByDefault).
  if (settings().tiny_rank_mma.value_or(kRank16MmaByDefault<T>) && rank16_mma_ok(c) &&
      rank16_mma_device_why_not<T>(q).empty()) {
    run_rank16_mma(q, c);
    return;
  }
  if (settings().tiny_rank_warp.value_or(warp_rule(c)) && rank_warp_ok(c)) {
    run_rank_warp(q, c);
    return;
  }
  if (settings().tiny_items.value_or(items_rule(c)) && rank_items_ok(c)) {
    run_rank_items(q, c);
    return;
  }
  using D = dev_t<T>;
  constexpr int E = int(16 / sizeof(D));  // elements per 16-byte unit
  Params<D> p{};
  p.nops = c.nops, p.nprod = c.nprod;
  int words = 0;  // one item, all operands and C
  bool fix = false;
  const int64_t s_class = std::max(c.m, c.n);
  constexpr int B = int(sizeof(D));
  const bool wide_class = s_class > 8 && settings().tiny_wide.value_or(wide_path(s_class, B));
  for (int o = 0; o < c.nops; ++o) {
    const Operand& a = c.op[o];
    DevOperand<D>& d = p.op[o];
    d.data = static_cast<const D*>(a.data);
    d.ld = a.ld, d.stride = a.stride;
    d.walk = walk_step(a.rows, a.cols);
    d.fill = int(a.fill), d.lower = a.lower, d.unit = a.unit;
    // Structured operands are copied whole too when packed: the unstored triangle costs bytes
    // but far fewer instructions than an element walk, and fix_group overwrites it.
    const int upc = wide_class ? padded_units<D>(a.data, a.rows, a.cols, a.ld, a.stride) : 0;
    const bool flat = wide_class ? upc > 0
                           : packed16(a.data, a.rows, a.cols, a.ld, a.stride, sizeof(D)) &&
                                 !flat_conflicts(c, o, s_class);
    d.sld = upc > 0 ? (upc | 1) * E : flat ? int(a.rows) : smem_ld(a.rows);
    d.words = d.sld * int(a.cols);
    d.vec16 = flat && !wide_class ? int(d.words * int64_t(sizeof(D)) / 16) : 0;
    d.upc = upc;
    if (upc > 0) d.ustep = unit_step(upc, d.sld, E);
    // complex<double> from a 16-byte aligned base: one 16-byte copy per element instead of two
    // 8-byte halves (ld and stride are whole elements, so every element is aligned). Measured on
    // the H200 (2026-11-30, gemm k = 32, every trans): 1.07-1.14x at n = 4, level from n = 8.
    d.wide = sizeof(D) == 16 && reinterpret_cast<uintptr_t>(a.data) % 16 == 0;
    words += d.words;
    fix = fix || a.fill == Fill::Symmetric || a.fill == Fill::Hermitian ||
          (flat && a.fill == Fill::Triangular);
  }
  for (int i = 0; i < c.nprod; ++i) {
    const Product<T>& s = c.prod[i];
    DevProduct<D>& d = p.prod[i];
    const int sx = p.op[s.x].sld, sy = p.op[s.y].sld;
    d.x = s.x, d.y = s.y;
    const bool nx = s.opx == Op::NoTrans, ny = s.opy == Op::NoTrans;
    d.xi = nx ? 1 : sx, d.xl = nx ? sx : 1;
    d.yl = ny ? 1 : sy, d.yj = ny ? sy : 1;
    d.cx = s.opx == Op::ConjTrans, d.cy = s.opy == Op::ConjTrans;
    d.xn = nx, d.yn = ny;
    d.scale = to_dev(s.scale);
  }
  p.C = reinterpret_cast<D*>(c.C);
  p.ldc = c.ldc, p.stride_c = c.stride_c, p.batch = c.batch;
  p.m = int(c.m), p.n = int(c.n), p.k = int(c.k);
  p.cwalk = walk_step(c.m, c.n);
  // A packed C is read whole when beta != 0 (a triangle-only update reads the other triangle
  // too, fewer instructions) but stored whole only when the update covers it (region Full).
  const int upcc = wide_class ? padded_units<D>(c.C, c.m, c.n, c.ldc, c.stride_c) : 0;
  const bool flat_c = wide_class ? upcc > 0 : packed16(c.C, c.m, c.n, c.ldc, c.stride_c, sizeof(D));
  p.sldc = upcc > 0 ? (upcc | 1) * E : flat_c ? int(c.m) : smem_ld(c.m);
  p.wordsc = p.sldc * int(c.n);
  p.vec16c = flat_c && !wide_class ? int(p.wordsc * int64_t(sizeof(D)) / 16) : 0;
  p.upcc = upcc;
  p.store16c = flat_c && c.region == Region::Full;
  // Float only: for 8- and 16-byte types the unit store ran at 0.91-1.03x of the element walk
  // (H200, A/B at 09c9903, syrk / syr2k / herk / her2k n = 4..32), for float 1.01-1.15x.
  const bool rank = rank_kernels(c, s_class, wide_class);
  if (rank && fix) throw std::logic_error("tiny: the rank-k kernels stage no structured operand");
  if (rank && tile_list(c, s_class)) rank_tiles(p, int(c.region), s_class, B, wide_class);
  const bool tri_c = flat_c && c.region != Region::Full && (c.m * B) % 16 == 0;
  // TriUnit: a thread's units recur in every item it visits where the units per item divide the
  // block, or are the kernel's U (kTriUnits) times it (S = 32: m = n = 32 only).
  const int64_t tri_u = s_class > 16 ? kTriUnits<D, 32> : 1, upi = tri_c ? c.m / E * c.n : 0;
  p.tri_unit = rank && tri_c && (tri_u == 1 ? kThreads % upi == 0 : upi == tri_u * kThreads);
  p.tri16c = B == 4 && tri_c && !p.tri_unit;
  if (upcc > 0) p.ustepc = unit_step(upcc, p.sldc, E);
  if (p.tri16c) p.uwalkc = walk_step(c.m / E, c.n);  // tri16c's (item, column, unit) walk
  words += p.wordsc;
  p.beta = to_dev(c.beta);
  p.beta_zero = c.beta_zero, p.herm_out = c.herm_out;
  p.region = int(c.region);
  p.any_fix = fix;

  // Items per group: about kGroupBytes staged, in whole compute rounds (compute_group gives each
  // thread one TM x TN tile per round, kThreads / TPI items per round: 64 and 16 items at
  // S = 4 and 8), so no round runs with most of the block idle (85 items at S = 4 took two
  // rounds, the second with 84 of 256 threads). Rounded up, so at least as many bytes stay in
  // flight, up to three times kGroupBytes (two 48 KB buffers still leave room for two blocks per
  // SM). The wide path (2-8 items per round, 52-55 KB when k = n): as many whole rounds as fit
  // kWideGroupBytes, else as many items. Then at least two groups per SM when the batch is small so
  // the whole device works.
  const int64_t item_bytes = int64_t(words) * int64_t(sizeof(D));
  const int64_t sms = std::max(1, q.impl().info.sm_count);
  const int64_t tpi = s_class <= 4    ? Tile<4, B, false>::TPI
                      : s_class <= 8  ? Tile<8, B, false>::TPI
                      : s_class <= 16 ? (wide_class ? Tile<16, B, true>::TPI : Tile<16, B, false>::TPI)
                      : wide_class    ? Tile<32, B, true>::TPI
                                      : Tile<32, B, false>::TPI;
  // The rank-k kernels' rounds cover the listed tiles only.
  const int64_t per_round = kThreads / (p.ntiles > 0 ? p.ntiles : tpi);
  int64_t group = std::max<int64_t>(1, kGroupBytes / item_bytes);
  if (wide_class && per_round * item_bytes <= kWideGroupBytes) {
    group = per_round * (kWideGroupBytes / (per_round * item_bytes));
  } else if (wide_class) {
    // A round past the budget (8-byte types at S = 16 with k >= 20: 8 items of 11 KB) would
    // leave one block per SM; a partial round keeps two (helper review, session 6; unmeasured).
    group = std::max<int64_t>(1, kWideGroupBytes / item_bytes);
  } else if (const int64_t up = (group + per_round - 1) / per_round * per_round;
             up * item_bytes <= 3 * kGroupBytes) {
    group = up;
  } else if (group >= per_round) {
    group = group / per_round * per_round;
  } else if (p.ntiles > 0) {
    // The tile list's round is kThreads / ntiles items, up to 25 (complex<double> n = 8: 10
    // tiles each), and a round past 3 * kGroupBytes left the group a part of it: 8 of 25 items
    // at n = 8 and 2 of 7 at n = 16 for complex<double>, 28-31% of the block's threads with a
    // tile. So it holds one round where shared memory allows (the loop below shrinks it
    // otherwise): complex<double> S = 16 with the list went from 0.4-0.8x to 0.93-1.31x of the
    // strided tiles (session 15, call 1). Not on the wide path (the branches above): its round
    // passes kWideGroupBytes (double syr2k n = 16: 12 items of 6.9 KB), one block per SM, 0.88x.
    group = per_round;
  }
  group = std::min(group, std::max<int64_t>(1, (c.batch + 2 * sms - 1) / (2 * sms)));
  // A group buffer holds one region per operand and one for C, each 16-byte aligned. On the wide
  // path each operand region ends in kMaxExtent elements of slack that nothing writes (accumulate
  // reads up to S elements past an item for rows and columns it never stores).
  const int align = int(std::max<size_t>(1, 16 / sizeof(D)));
  const int slack = wide_class ? int((kMaxExtent + align - 1) / align * align) : 0;
  auto buffer_words = [&](int64_t g) {
    auto region = [&](int w) { return int((g * w + align - 1) / align * align); };
    int total = 0;
    for (int o = 0; o < c.nops; ++o) p.op[o].off = total, total += region(p.op[o].words) + slack;
    p.offc = total, total += region(p.wordsc);
    return total;
  };
  // Two group buffers; fewer items per group if they would pass the device's per-block limit.
  const int64_t max_smem = q.impl().info.max_shared_per_block;
  while (group > 1 && 2 * int64_t(buffer_words(group)) * B > max_smem)
    group = group > per_round ? group - per_round : group - 1;
  p.group = int(group);
  p.buf_words = buffer_words(group);
  p.xrun = rank && settings().tiny_xrun.value_or(true) &&
           xrun_ok(p, tile_tm(size_class(s_class), B, wide_class), wide_class);
  const int64_t groups = (c.batch + group - 1) / group;
  const int64_t smem = 2 * int64_t(p.buf_words) * B;

  // R: the kernels of one-triangle updates (rank-k; rank_kernels), so the full-update kernels
  // carry none of their epilogue and store.
  auto go = [&](auto r) {
    constexpr bool R = decltype(r)::value;
    if (s_class <= 4) launch<D, 4, false, R>(q, p, smem, groups);
    else if (s_class <= 8) launch<D, 8, false, R>(q, p, smem, groups);
    else if (s_class <= 16 && wide_class) launch<D, 16, true, R>(q, p, smem, groups);
    else if (s_class <= 16) launch<D, 16, false, R>(q, p, smem, groups);
    else if constexpr (!R) {
      if (wide_class) launch<D, 32, true, false>(q, p, smem, groups);
      else launch<D, 32, false, false>(q, p, smem, groups);
    } else if constexpr (sizeof(D) <= 8) {
      if (!wide_class || p.ntiles == 0) throw std::logic_error("tiny: S = 32's rank-k kernel needs the wide path's tile list");
      launch<D, 32, true, true>(q, p, smem, groups);
    } else {
      throw std::logic_error("tiny: no complex<double> rank-k kernel at S = 32 (rank_kernels)");
    }
  };
  if (rank) go(std::true_type{});
  else go(std::false_type{});
}

#define BATCHLAS_TINY_INSTANTIATE(T)                                                   \
  template std::string why_not<T>(const Queue&, int64_t, int64_t, int64_t);             \
  template void run<T>(const Queue&, const Call<T>&);                                   \
  template bool gram_warp<T>(const Call<T>&);
#if BATCHLAS_PRECISION_IS(0)
BATCHLAS_TINY_INSTANTIATE(float)
#endif
#if BATCHLAS_PRECISION_IS(1)
BATCHLAS_TINY_INSTANTIATE(double)
#endif
#if BATCHLAS_PRECISION_IS(2)
BATCHLAS_TINY_INSTANTIATE(std::complex<float>)
#endif
#if BATCHLAS_PRECISION_IS(3)
BATCHLAS_TINY_INSTANTIATE(std::complex<double>)
#endif
#undef BATCHLAS_TINY_INSTANTIATE

}  // namespace batchlas::kernels::tiny
