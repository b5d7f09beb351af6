// One item per thread for the rank-k updates at small n (contract: src/kernels/tiny/rank_items.hh).
#include <cuda_runtime.h>

#include <complex>
#include <cstring>
#include <type_traits>

#include "batchlas/settings.hh"
#include "core/cuda/check.hh"
#include "core/cuda/occupancy.hh"
#include "core/per_precision.hh"
#include "core/queue_impl.hh"
#include "kernels/level3/arith.cuh"
#include "kernels/level3/staging.cuh"
#include "kernels/tiny/pieces.cuh"
#include "kernels/tiny/rank_items.hh"
#include "kernels/tiny/rank_params.cuh"

namespace batchlas::kernels::tiny {

namespace {

using level3::add;
using level3::dev_t;
using level3::mac;
using level3::mul;
using level3::real_only;
using level3::zero;

constexpr int kItemThreads = 128;

/// Widest load or store of a column run, in bytes: n elements of B bytes, at most 16, a power of
/// two dividing n * B (float n = 4: 16; n = 3: 4, one element).
constexpr int vec_bytes(int n, int b) {
  int v = 16;
  while (v > b && (n * b) % v != 0) v /= 2;
  return v < b ? b : v;
}


/// An item's sums: acc[p][a][b] (a >= b) holds, for the lower triangle, sum_l X_p(a, l) *
/// op(Y_p(b, l)) and for the upper one the same with a and b swapped (C's element (b, a)); op
/// conjugates when CJ. Real syr2k's two products share one accumulator (their scales are both
/// alpha: half the registers, which lets n reach 8).
template <class D, int N, int P, bool CJ, bool LOW> struct Sums {
  static constexpr bool fuse = P == 2 && !level3::is_cplx<D>;
  static constexpr int NA = fuse ? 1 : P;
  D acc[NA][N][N];

  __device__ __forceinline__ Sums() {
#pragma unroll
    for (int q = 0; q < NA; ++q)
#pragma unroll
      for (int a = 0; a < N; ++a)
#pragma unroll
        for (int b = 0; b <= a; ++b) acc[q][a][b] = zero<D>();
  }

  /// One step l: x = column l of operand 0, y = of operand 1 (P == 2).
  __device__ __forceinline__ void step(const D (&x)[N], const D (&y)[N]) {
#pragma unroll
    for (int a = 0; a < N; ++a)
#pragma unroll
      for (int b = 0; b <= a; ++b) {
        const int i = LOW ? a : b, j = LOW ? b : a;  // C's element (i, j)
        if constexpr (P == 1) {
          acc[0][a][b] = mac<CJ>(acc[0][a][b], x[i], x[j]);
        } else if constexpr (fuse) {
          acc[0][a][b] = mac<false>(mac<false>(acc[0][a][b], x[i], y[j]), y[i], x[j]);
        } else {
          acc[0][a][b] = mac<CJ>(acc[0][a][b], x[i], y[j]);
          acc[1][a][b] = mac<CJ>(acc[1][a][b], y[i], x[j]);
        }
      }
  }

  /// Column j of the result: v[i] for i in the triangle (lo..hi), beta * old[i] added unless
  /// beta == 0 (old is then never read), the diagonal real for a Hermitian output.
  template <class Old>
  __device__ __forceinline__ void column(const ItemParams<D>& p, int j, D (&v)[N], Old&& old) const {
    const int lo = LOW ? j : 0, hi = LOW ? N - 1 : j;
    D o[N];
    if (!p.beta_zero) {
      old(o, lo, hi);
      // A Hermitian C's imaginary diagonal is never read (reference zherk: beta * real(C(j, j))),
      // so a NaN there must not reach beta's product.
      if (p.herm_out) o[j] = real_only(o[j]);
    }
#pragma unroll
    for (int i = 0; i < N; ++i) {
      if (i < lo || i > hi) continue;
      const int a = LOW ? i : j, b = LOW ? j : i;
      v[i] = mul(p.scale[0], acc[0][a][b]);
      if constexpr (P == 2 && !fuse) v[i] = add(v[i], mul(p.scale[1], acc[1][a][b]));
      if (!p.beta_zero) v[i] = add(v[i], mul(p.beta, o[i]));
    }
    if (p.herm_out) v[j] = real_only(v[j]);
  }
};

/// One item, straight from memory: each step loads column l of each operand (V-byte pieces).
template <class D, int N, int P, bool CJ, int V, bool LOW>
__device__ __forceinline__ void one_item(const ItemParams<D>& p, int64_t g) {
  Sums<D, N, P, CJ, LOW> sums;
  const D* a0 = p.a[0] + g * p.stride[0];
  const D* a1 = p.a[P - 1] + g * p.stride[P - 1];
  const int64_t ld0 = p.ld[0], ld1 = p.ld[P - 1];
#pragma unroll 4
  for (int l = 0; l < p.k; ++l) {
    D x[N], y[N];
    load_column<D, N, V>(x, a0 + l * ld0);
    if constexpr (P == 2) load_column<D, N, V>(y, a1 + l * ld1);
    sums.step(x, y);
  }
  D* c = p.C + g * p.stride_c;
#pragma unroll
  for (int j = 0; j < N; ++j) {
    const int lo = LOW ? j : 0, hi = LOW ? N - 1 : j;  // column j's rows in the triangle
    D* col = c + j * p.ldc;
    D v[N];
    sums.column(p, j, v, [&](D (&o)[N], int lo_, int hi_) {
      pieces<D, N, V>(lo_, hi_, [&](int r, auto e) { load_piece<D, decltype(e)::value>(o + r, col + r); });
    });
    pieces<D, N, V>(lo, hi, [&](int r, auto e) { store_piece<D, decltype(e)::value>(col + r, v + r); });
  }
}

/// The staged layout of warp_items (N * sizeof(D) a multiple of 16: whole 16-byte units per
/// column). A chunk is L columns of each item's operands, LU units, at a pitch of LU | 1 units per
/// item (odd: a warp's 16-byte reads of 32 items' same unit meet every bank group once); C is NU
/// units per item at a pitch of NU | 1. DB (kDoubleBuffer): two chunk slots of `slot` units each;
/// the last chunk always goes to slot 0, so C, read while it is summed, starts at slot 1 and runs
/// past it only where it is larger (one warp's buffer: 32 * max(2 P PA, P PA + PC) units). Else
/// one slot, which C reuses after the last chunk (32 * max(P PA, PC) units).
template <class D, int N, int P, bool DB> struct Stage {
  static constexpr int U = N * int(sizeof(D)) / 16;  ///< units per column
  static constexpr int L = U >= 8 ? 1 : 8 / U;      ///< columns per chunk
  static constexpr int LU = L * U, PA = LU | 1;
  static constexpr int NU = N * U, PC = NU | 1;
  static constexpr int slot = 32 * P * PA;                     ///< one chunk of every operand
  static constexpr int one = slot > 32 * PC ? slot : 32 * PC;  ///< a slot, or C where larger
  static constexpr int units = DB ? slot + one : one;          ///< one warp's buffer
};

/// Whether warp_items keeps two chunks in flight (cp.async into two slots) rather than one (plain
/// copies, each chunk consumed before the next is read). Measured on the H200, two over one,
/// items forced on and staged, one binary each (docs/PERFORMANCE-LOG.md session 16, call 2): float
/// syrk n = 4 / 8 0.88 / 0.97x (kept single); float syr2k 1.02 / 1.11x; double n = 4 0.97 /
/// 0.98x, n = 6 and 8 1.25-1.44x; complex<float> n = 4 0.98-1.12x, n = 6 and 8 1.17-1.84x;
/// complex<double> n = 1..4 1.09-1.91x.
template <class D, int P> constexpr bool kDoubleBuffer = !(std::is_same_v<D, float> && P == 1);

/// 32 items g0 .. g0 + cnt - 1 by one warp, item g0 + lane by this lane. Each chunk of L columns
/// of every item (and C at the end) is copied by the whole warp, consecutive lanes on consecutive
/// 16-byte units (an item's chunk is one contiguous run: ld == n), into the warp's buffer, and
/// each lane reads its own item's columns from there; the results go back the same way.
/// Where kDoubleBuffer holds the copies are cp.async into two slots: chunk i + 1 (during the last
/// chunk: C, unless beta == 0) is in flight while chunk i is waited for and summed. Consuming
/// each chunk before loading the next left DRAM at 61% and occupancy at 18-25% (ncu, session 15). The direct
/// path's loads, each lane 64 bytes or more from the next, held L1 at 87% of its bandwidth (ncu,
/// float syrk n = 4, session 15).
template <class D, int N, int P, bool CJ, bool LOW>
__device__ __forceinline__ void warp_items(const ItemParams<D>& p, uint4* buf, int64_t g0, int cnt, int lane) {
  constexpr bool DB = kDoubleBuffer<D, P>;
  using St = Stage<D, N, P, DB>;
  constexpr int U = St::U, L = St::L, LU = St::LU, PA = St::PA, NU = St::NU, PC = St::PC;
  Sums<D, N, P, CJ, LOW> sums;
  uint4* const cbuf = DB ? buf + St::slot : buf;  // slot 1, then C (DB); else the one slot
  const int last = (p.k - 1) / L;                 // chunks 0 .. last; chunk c in slot (last - c) & 1
  auto copy = [](uint4* d, const uint4* s) {
    if constexpr (DB) level3::cp_async<16>(d, s, 16);
    else *d = *s;
  };
  auto load = [&](int c) {
    uint4* dst = DB && ((last - c) & 1) ? cbuf : buf;
    const int l0 = c * L, lu = (p.k - l0 < L ? p.k - l0 : L) * U;  // this chunk's units per item
#pragma unroll
    for (int o = 0; o < P; ++o) {
      const uint4* src = reinterpret_cast<const uint4*>(p.a[o] + g0 * p.stride[o] + int64_t(l0) * N);
      const int64_t su = p.stride[o] * int64_t(sizeof(D)) / 16;  // item stride in units
      for (int x = lane; x < cnt * LU; x += 32) {
        const int i = x / LU, u = x - i * LU;
        if (u < lu) copy(dst + o * 32 * PA + i * PA + u, src + i * su + u);
      }
    }
  };
  auto sum_chunk = [&](const uint4* cur, int c) {
    if (lane >= cnt) return;
    const int lu = (p.k - c * L < L ? p.k - c * L : L) * U;
#pragma unroll
    for (int j = 0; j < L; ++j) {
      if (j * U >= lu) break;
      D x[N], y[N];
      memcpy(x, cur + lane * PA + j * U, sizeof(x));
      if constexpr (P == 2) memcpy(y, cur + 32 * PA + lane * PA + j * U, sizeof(y));
      sums.step(x, y);
    }
  };
  uint4* cdst = reinterpret_cast<uint4*>(p.C + g0 * p.stride_c);
  const int64_t scu = p.stride_c * int64_t(sizeof(D)) / 16;
  auto load_c = [&] {
    for (int x = lane; x < cnt * NU; x += 32) {
      const int i = x / NU, u = x - i * NU;
      copy(cbuf + i * PC + u, cdst + i * scu + u);
    }
  };
  if constexpr (!DB) {
    for (int c = 0; c <= last; ++c) {
      load(c);
      __syncwarp();
      sum_chunk(buf, c);
      __syncwarp();
    }
    if (!p.beta_zero) {
      load_c();
      __syncwarp();
    }
  } else {
    // One commit group per chunk and one for C (empty where beta == 0): chunk c is group c, so
    // waiting for all but the newest group leaves chunk c landed.
    load(0);
    level3::cp_async_commit();
    for (int c = 0; c <= last; ++c) {
      __syncwarp();  // every lane has summed chunk c - 1, whose slot chunk c + 1 (or C) takes
      if (c < last) {
        load(c + 1);
      } else if (!p.beta_zero) {
        load_c();
      }
      level3::cp_async_commit();
      level3::cp_async_wait<1>();  // this lane's copies of chunk c have landed ...
      __syncwarp();                // ... and every other lane's are visible
      sum_chunk((last - c) & 1 ? cbuf : buf, c);
    }
    level3::cp_async_wait<0>();  // C (or the empty group)
    __syncwarp();
  }
  if (lane < cnt) {
    D* s = reinterpret_cast<D*>(cbuf + lane * PC);  // this item's C, column j at s + j * N
#pragma unroll
    for (int j = 0; j < N; ++j) {
      D v[N];
      sums.column(p, j, v, [&](D (&o)[N], int, int) { memcpy(o, s + j * N, sizeof(o)); });
      const int lo = LOW ? j : 0, hi = LOW ? N - 1 : j;
#pragma unroll
      for (int i = 0; i < N; ++i)
        if (i >= lo && i <= hi) s[j * N + i] = v[i];
    }
  }
  __syncwarp();
  // The triangle back to memory by units: whole where inside it, element by element where the
  // diagonal crosses the unit, not at all outside.
  constexpr int E = 16 / int(sizeof(D));
  for (int x = lane; x < cnt * NU; x += 32) {
    const int i = x / NU, u = x - i * NU, j = u / U, r0 = (u - j * U) * E;
    const int lo = LOW ? j : 0, hi = LOW ? N - 1 : j;
    if (r0 > hi || r0 + E - 1 < lo) continue;
    if (r0 >= lo && r0 + E - 1 <= hi) {
      cdst[i * scu + u] = cbuf[i * PC + u];
    } else {
      const D* from = reinterpret_cast<const D*>(cbuf + i * PC + u);
      D* to = reinterpret_cast<D*>(cdst + i * scu + u);
#pragma unroll
      for (int e = 0; e < E; ++e)
        if (r0 + e >= lo && r0 + e <= hi) to[e] = from[e];
    }
  }
  __syncwarp();  // the next 32 items' first chunk may go to slot 1
}

/// Resident blocks the register budget aims at: 4 (128 registers) unless a kernel's sums need more
/// (ptxas at the first commits of rank_items.cu: complex<double> her2k n = 4 172, double n = 8
/// syr2k 132; complex<float> her2k n = 8 spilled 1.4 KB at 168). Without a minimum ptxas held
/// small kernels at 40 registers and spilled.
template <class D, int N, int P> constexpr int items_min_blocks() {
  const int sum_bytes = N * (N + 1) / 2 * int(sizeof(D)) * (level3::is_cplx<D> ? P : 1);
  return sum_bytes > 256 ? 2 : sum_bytes > 128 ? 3 : 4;
}

template <class D, int N, int P, bool CJ, int V>
__global__ void __launch_bounds__(kItemThreads, items_min_blocks<D, N, P>()) rank_items_kernel(const ItemParams<D> p) {
  const int64_t first = int64_t(blockIdx.x) * kItemThreads + threadIdx.x, step = int64_t(gridDim.x) * kItemThreads;
  if (p.lower) {
    for (int64_t g = first; g < p.batch; g += step) one_item<D, N, P, CJ, V, true>(p, g);
  } else {
    for (int64_t g = first; g < p.batch; g += step) one_item<D, N, P, CJ, V, false>(p, g);
  }
}

/// Each warp takes 32 items at a time (warp_items), a warp-stride loop over the batch.
template <class D, int N, int P, bool CJ>
__global__ void __launch_bounds__(kItemThreads, items_min_blocks<D, N, P>()) rank_items_staged(const ItemParams<D> p) {
  extern __shared__ uint4 smem[];
  constexpr int kWarps = kItemThreads / 32;
  const int warp = int(threadIdx.x) / 32, lane = int(threadIdx.x) % 32;
  uint4* buf = smem + warp * Stage<D, N, P, kDoubleBuffer<D, P>>::units;
  const int64_t step = int64_t(gridDim.x) * kWarps * 32;
  for (int64_t g0 = (int64_t(blockIdx.x) * kWarps + warp) * 32; g0 < p.batch; g0 += step) {
    const int cnt = p.batch - g0 < 32 ? int(p.batch - g0) : 32;
    if (p.lower) warp_items<D, N, P, CJ, true>(p, buf, g0, cnt, lane);
    else warp_items<D, N, P, CJ, false>(p, buf, g0, cnt, lane);
  }
}

/// Shared memory: kItemThreads / 32 warps' buffers (Stage::units), opted in past 48 KB (a warp's
/// buffer over 12 KB). What each instantiation gets (bytes per warp; blocks of 4 warps per SM by
/// shared memory, 228 KB per SM and 1 KB reserved per block; ptxas registers at this commit,
/// CUDA 13.0, sm_90, the larger of CJ's two, none spilling; resident blocks, the lesser of the
/// two limits). Single-buffered, the buffers admitted 3-12 blocks and registers alone set 2-4.
///   type n | syrk, herk: bytes smem regs blocks | syr2k, her2k: bytes smem regs blocks
///   s    4 |  9216  6  86 5 | 18432  3 108 3
///   s    8 | 13312  4 126 4 | 18432  3 130 3
///   d    2 |  9216  6 114 4 | 18432  3 128 3
///   d    4 |  9216  6 104 4 | 18432  3 110 3
///   d    6 | 13312  4 124 4 | 16896  3 163 3
///   d    8 | 21504  2 196 2 | 26112  2 176 2
///   c    2 |  9216  6  96 5 | 18432  3  96 3
///   c    4 |  9216  6  96 5 | 18432  3 128 3
///   c    6 | 13312  4 127 4 | 16896  3 203 2
///   c    8 | 21504  2 168 2 | 26112  2 253 2
///   z    1 |  9216  6 124 4 | 18432  3 124 3
///   z    2 |  9216  6 114 4 | 18432  3 114 3
///   z    3 |  8192  6 120 4 | 14336  4 154 3
///   z    4 | 13312  4 126 4 | 18432  3 174 2
/// items_min_blocks stays the register bound: asking the blocks the buffers admit spilled
/// (float n = 4 syrk at 6: 80 registers, 4 bytes; complex<double> n = 3 syrk at 6, 84-136
/// bytes; double n = 6 syrk at 4, 8 bytes), and lowering it to 3 where they admit 3 only let
/// registers grow (double n = 2 syr2k 136, complex<double> n = 1 syr2k 150). float syrk / herk
/// (one factor) stay single-buffered (kDoubleBuffer): buffers of 32 * max(PA, PC) units as before.
template <class D, int N, int P, bool CJ> void launch_staged(const Queue& q, const ItemParams<D>& p) {
  auto kernel = rank_items_staged<D, N, P, CJ>;
  const std::size_t smem = std::size_t(kItemThreads / 32) * Stage<D, N, P, kDoubleBuffer<D, P>>::units * 16;
  batchlas::cuda::opt_in_shared(kernel, int64_t(smem), "cudaFuncSetAttribute(rank_items_staged)");
  const int64_t blocks = (p.batch + kItemThreads - 1) / kItemThreads;
  const unsigned grid = batchlas::cuda::grid_for(q, kernel, kItemThreads, smem, blocks);
  kernel<<<grid, kItemThreads, smem, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch("rank_items_staged");
}

template <class D, int N, int P, bool CJ, int V> void launch_items(const Queue& q, const ItemParams<D>& p) {
  auto kernel = rank_items_kernel<D, N, P, CJ, V>;
  const int64_t blocks = (p.batch + kItemThreads - 1) / kItemThreads;
  const unsigned grid = batchlas::cuda::grid_for(q, kernel, kItemThreads, 0, blocks);
  kernel<<<grid, kItemThreads, 0, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch("rank_items_kernel");
}

/// Largest n: 8 (36 sums of the lower triangle; one accumulator for real syr2k), 4 for
/// complex<double> (its her2k's two sets of sums took 238 registers at n = 4).
template <class T> constexpr int kMaxItemN = std::is_same_v<T, std::complex<double>> ? 4 : 8;

}  // namespace

template <class T> bool rank_form_ok(const Call<T>& c) {
  if (c.region == Region::Full || c.m != c.n || c.n < 1 || c.k < 1) return false;
  if (c.nops != c.nprod) return false;
  // A Hermitian output (herk, her2k) conjugates its second factors, and nothing else does.
  if (c.herm_out != (is_complex_v<T> && c.prod[0].opy == Op::ConjTrans)) return false;
  // Every element is read and written as one word of the device type (float2 and double2 need
  // 8- and 16-byte alignment; std::complex guarantees only its scalar's).
  constexpr int B = int(sizeof(dev_t<T>));
  if (reinterpret_cast<uintptr_t>(c.C) % B != 0) return false;
  for (int i = 0; i < c.nprod; ++i) {
    const Product<T>& pr = c.prod[i];
    if (pr.opx != Op::NoTrans || pr.opy == Op::NoTrans || pr.opy != c.prod[0].opy) return false;
    if (pr.x != i || pr.y != (c.nprod == 2 ? 1 - i : 0)) return false;
    // Real syr2k shares one accumulator (Sums::fuse; rank_warp's FUSE): both scales must be alpha.
    if (!is_complex_v<T> && !(pr.scale == c.prod[0].scale)) return false;
    const Operand& o = c.op[i];
    if (o.fill != Fill::General || o.rows != c.n || o.cols != c.k) return false;
    if (reinterpret_cast<uintptr_t>(o.data) % B != 0) return false;
  }
  return true;
}

template <class T> bool rank_items_ok(const Call<T>& c) { return c.n <= kMaxItemN<T> && rank_form_ok(c); }

template <class T> bool rank_items_staged(const Call<T>& c) {
  constexpr int B = int(sizeof(dev_t<T>));
  const int64_t N = c.n;
  // From n = 3 on: at n <= 2 a warp's direct loads are already nearly contiguous, and the direct
  // path ran 1.3-3x faster than the staged one there (session 15, call 4: double and complex
  // n = 2, complex<double> n = 1, 2); at n = 3 only complex<double> stages, 1.02-1.14x over
  // direct; at n = 4 staged ran 1.13-1.42x (float, double, complex<float>).
  bool staged = (N * B) % 16 == 0 && settings().tiny_items_staged.value_or(N >= 3) && c.ldc == N &&
                columns_aligned(c.C, c.ldc, c.stride_c, B, 16);
  for (int o = 0; o < c.nops; ++o)
    staged = staged && c.op[o].ld == N && columns_aligned(c.op[o].data, c.op[o].ld, c.op[o].stride, B, 16);
  return staged;
}

template <class T> void run_rank_items(const Queue& q, const Call<T>& c) {
  using D = dev_t<T>;
  constexpr int B = int(sizeof(D));
  const ItemParams<D> p = item_params(c);
  const bool cj = c.herm_out;  // the second factors conjugated (rank_items_ok)
  auto go = [&](auto n_) {
    constexpr int N = decltype(n_)::value, V = vec_bytes(N, B);
    // Vector loads and stores where every column of every item starts on a V-byte boundary.
    bool vec = columns_aligned(c.C, c.ldc, c.stride_c, B, V);
    for (int o = 0; o < c.nops; ++o) vec = vec && columns_aligned(c.op[o].data, c.op[o].ld, c.op[o].stride, B, V);
    const bool staged = rank_items_staged(c);
    auto with = [&](auto p_, auto cj_) {
      constexpr int P = decltype(p_)::value;
      constexpr bool CJ = decltype(cj_)::value;
      if constexpr ((N * B) % 16 == 0) {
        if (staged) return launch_staged<D, N, P, CJ>(q, p);
      }
      if (vec) launch_items<D, N, P, CJ, V>(q, p);
      else launch_items<D, N, P, CJ, B>(q, p);
    };
    using one = std::integral_constant<int, 1>;
    using two = std::integral_constant<int, 2>;
    if constexpr (level3::is_cplx<D>) {
      if (cj) c.nprod == 2 ? with(two{}, std::true_type{}) : with(one{}, std::true_type{});
      else c.nprod == 2 ? with(two{}, std::false_type{}) : with(one{}, std::false_type{});
    } else {
      c.nprod == 2 ? with(two{}, std::false_type{}) : with(one{}, std::false_type{});
    }
  };
  switch (c.n) {
    case 1: go(std::integral_constant<int, 1>{}); break;
    case 2: go(std::integral_constant<int, 2>{}); break;
    case 3: go(std::integral_constant<int, 3>{}); break;
    case 4: go(std::integral_constant<int, 4>{}); break;
    default:
      if constexpr (kMaxItemN<T> == 8) {
        switch (c.n) {
          case 5: go(std::integral_constant<int, 5>{}); break;
          case 6: go(std::integral_constant<int, 6>{}); break;
          case 7: go(std::integral_constant<int, 7>{}); break;
          default: go(std::integral_constant<int, 8>{}); break;
        }
      }
  }
}

#define BATCHLAS_RANK_ITEMS_INSTANTIATE(T)                 \
  template bool rank_form_ok<T>(const Call<T>&);           \
  template bool rank_items_ok<T>(const Call<T>&);          \
  template bool rank_items_staged<T>(const Call<T>&);      \
  template void run_rank_items<T>(const Queue&, const Call<T>&);
#if BATCHLAS_PRECISION_IS(0)
BATCHLAS_RANK_ITEMS_INSTANTIATE(float)
#endif
#if BATCHLAS_PRECISION_IS(1)
BATCHLAS_RANK_ITEMS_INSTANTIATE(double)
#endif
#if BATCHLAS_PRECISION_IS(2)
BATCHLAS_RANK_ITEMS_INSTANTIATE(std::complex<float>)
#endif
#if BATCHLAS_PRECISION_IS(3)
BATCHLAS_RANK_ITEMS_INSTANTIATE(std::complex<double>)
#endif
#undef BATCHLAS_RANK_ITEMS_INSTANTIATE

}  // namespace batchlas::kernels::tiny
