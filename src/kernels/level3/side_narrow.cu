// The Left side of trmm (`triangular`), symm and hemm (`direct`) for m <= 32: C := M*B (+ beta*C)
// with M = alpha * op(A) built from A's stored triangle (side_tiles.cu's file comment says what
// M is for each operation). At m <= 32 the tile kernel's whole reduction is one 32-deep chunk
// that crosses the diagonal: each 32 x 64 tile restaged and masked M element by element, and
// ncu counted 42 M instructions for 16.8 M FFMA at float m = 32, n = 256 (docs/PERFORMANCE-LOG.md,
// session 25). Here M is built once per unit of NC columns and B streams through:
//   unit u = (item, column chunk of NC); a persistent grid walks the units and stages unit
//   u + grid (A's stored triangle and the B chunk, cp.async) while it computes unit u;
//   M(i, l) = alpha * op(A)(i, l) goes to shared memory l-major, zero outside [0, m)^2 and, for
//   trmm, outside the triangle (only stored elements are read: a Unit diagonal never is);
//   8 warps; a warp's lanes are 8 row groups x 4 column groups, a thread holds RT = kM/8 rows
//   (in 16-byte pieces, the row groups' pieces side by side: NarrowShape::P) x TC columns
//   (column cg + 4t of its warp's slice): per 16 bytes of a B column (V reduction
//   indices, one shared load) V*NP loads of P entries of M feed RT*TC*V multiply-adds. B's four
//   column groups read consecutive columns (row stride LDB*sizeof(D) = 16 mod 128 bytes: no bank
//   conflict); M's loads are one contiguous run per warp. trmm of complex types and float at
//   kM = 32 lays the warps out in row blocks instead, each stopping its reduction at the
//   diagonal (kRB, below); symm/hemm with beta != 0 also stage the unit's C chunk (kSC, below).
// In place (C aliasing B) is race-free: a unit reads B only from its own columns and writes C
// only after the barrier that follows its staging; the next unit's copies are other columns or
// another item.
#include "kernels/level3/side_narrow.hh"

#include <cuda_runtime.h>

#include <algorithm>
#include <complex>
#include <type_traits>

#include "core/cuda/check.hh"
#include "core/cuda/occupancy.hh"
#include "kernels/level3/rankk_tiles.cuh"

namespace batchlas::kernels::level3 {

namespace {

template <class D> struct NarrowParams {
  const D* a;
  int64_t lda, stride_a;
  const D* b;
  int64_t ldb, stride_b;
  D* c;
  int64_t ldc, stride_c;
  int m;
  int64_t n, chunks, units;  // column chunks per item; units = batch * chunks
  D alpha, beta;
  bool vec_b, vec_c;  // 16-byte copies of B's columns; P-element pieces of C's columns
  bool trmm, lower, tr, unit, conj_in, herm;
  bool m_lower;  // trmm: op(tri(A)) is lower triangular (lower != tr)
};

/// Shape of the kernel for element type D and padded order kM (16 or 32).
template <class D, int kM> struct NarrowShape {
  static constexpr int kThreads = 256, kWarps = 8;
  static constexpr int RT = kM / 8;                                          // rows per thread
  static constexpr int TC = sizeof(D) == 4 ? 8 : (sizeof(D) == 8 ? 4 : 2);   // columns per thread
  static constexpr int WC = 4 * TC, NC = kWarps * WC;                        // per warp, per unit
  static constexpr int V = 16 / int(sizeof(D));                              // elements per 16 bytes
  // A thread's RT rows in NP pieces of P consecutive rows (16 bytes, or all RT rows where they
  // are fewer), the row groups' pieces side by side: each 16-byte load or store of M or C then
  // covers one contiguous run per warp (RT*sizeof(D) = 32 bytes as one run left every 16-byte
  // access half a sector: ncu, hemm complex<float> m = 32, session 30).
  static constexpr int P = RT < V ? RT : V, NP = RT / P;
  static constexpr int LDB = kM + V;  // B chunk column stride: 16 mod 128 bytes (file comment)
  static constexpr int LDA = kM + 1;
  static constexpr int64_t smem_elems() { return 2LL * NC * LDB + kM * LDA + kM * kM; }
  static constexpr int64_t smem_bytes() { return smem_elems() * int64_t(sizeof(D)); }
  // kSC: one unit's C chunk (kM x NC, column j at j*kM) after M, where two blocks still fit an
  // SM (228 KB, 1 KB reserved per block; not complex<float> kM = 32, 119 KB per block) and it
  // was measured faster (not complex<double>: 0.96x; docs/PERFORMANCE-LOG.md, session 29, call 2).
  static constexpr int64_t c_bytes() { return int64_t(kM) * NC * int64_t(sizeof(D)); }
  static constexpr bool kStageC =
      2 * (smem_bytes() + c_bytes() + 1024) <= 228 * 1024 && !std::is_same_v<D, double2>;
  static constexpr int64_t launch_bytes(bool read_c) {
    return smem_bytes() + (read_c && kStageC ? c_bytes() : 0);
  }
  static_assert(kM % 8 == 0 && kM % V == 0 && (LDB * sizeof(D)) % 16 == 0);
};

/// The largest m the kernel takes for D. FP64 types stop at 16: at m = 32 the tile kernel's FP64
/// tensor-core engine ran 1.7x (double) and 2.8x (complex<double>) faster than these FP64 FMAs,
/// at m = 16 this kernel 1.11-1.16x and 1.04-1.26x faster (docs/PERFORMANCE-LOG.md, session 28).
template <class D>
inline constexpr int kNarrowMax = std::is_same_v<D, double> || std::is_same_v<D, double2> ? 16 : 32;

/// N consecutive elements from / to an address aligned to min(16, N*sizeof(D)) bytes.
template <class D, int N> struct alignas(N * sizeof(D) >= 16 ? 16 : N * sizeof(D)) Run {
  D v[N];
};

/// r to p (aligned as Run<D, N>) as one vector store. A plain assignment of the Run let the
/// compiler merge the epilogue's vector branch with its element-wise fallback into element
/// stores (PTX of every real-type column-slice kernel, of complex<float> kM = 16's symm/hemm and
/// half the pieces of kM = 32's: e.g. four st.global.f32 per float piece; ncu source view,
/// symm float m = 32: each such store touched 16 sectors for 4 ideal). __stwb is an opaque
/// st.global.wb, which the compiler neither splits nor merges. symm float Left m = 32 1.05-1.08x -> 1.19-1.20x cuBLAS
/// (docs/PERFORMANCE-LOG.md, session 31, call 2).
template <class D, int N> __device__ __forceinline__ void store_run(D* p, const Run<D, N>& r) {
  constexpr int kBytes = N * int(sizeof(D));
  static_assert(kBytes == 16 || kBytes == 8);  // pieces are P = min(RT, V) >= 2 elements
  using W = std::conditional_t<kBytes == 16, float4, float2>;
  W w;
  memcpy(&w, &r, kBytes);
  __stwb(reinterpret_cast<W*>(p), w);
}

/// The stored triangle of A (rows and columns [0, m)) into As (x + y*LDA); every other slot of
/// [0, kM)^2 zero-filled without a read, so is a trmm Unit diagonal.
template <class D, int kM>
__device__ __forceinline__ void stage_triangle(D* As, const D* a, const NarrowParams<D>& p) {
  using S = NarrowShape<D, kM>;
  constexpr int DY = S::kThreads / kM, ITERS = kM / DY;
  const int x = threadIdx.x % kM;
  int y = threadIdx.x / kM;
  const D* src = a + x + y * p.lda;
#pragma unroll
  for (int it = 0; it < ITERS; ++it, y += DY, src += DY * p.lda) {
    const bool in = p.lower ? x >= y : x <= y;
    const bool ok = x < p.m && y < p.m && in && !(p.unit && x == y);
    cp_element(As + x + y * S::LDA, ok ? src : a, ok);
  }
}

/// M(i, l) = alpha * op(A)(i, l) into Ms (l*kM + i), from the staged triangle.
template <class D, int kM>
__device__ __forceinline__ void build_m(D* Ms, const D* As, const NarrowParams<D>& p) {
  using S = NarrowShape<D, kM>;
  for (int e = threadIdx.x; e < kM * kM; e += S::kThreads) {
    const int i = e % kM, l = e / kM;
    D v = zero<D>();
    if (i < p.m && l < p.m) {
      if (p.trmm) {
        const int x = p.tr ? l : i, y = p.tr ? i : l;
        const bool in = p.lower ? x >= y : x <= y;
        if (x == y && p.unit) v = one<D>();
        else if (in) v = p.conj_in ? conj(As[x + y * S::LDA]) : As[x + y * S::LDA];
      } else {
        const bool in = p.lower ? i >= l : i <= l;
        v = in ? As[i + l * S::LDA] : As[l + i * S::LDA];
        if (p.herm) {
          if (!in) v = conj(v);
          if (i == l) v = real_only(v);
        }
      }
      v = mul(p.alpha, v);
    }
    Ms[e] = v;
  }
}

/// kRB (trmm; complex types, and float at kM = 32): warps own row blocks instead of
/// column slices. Warp w takes rows [(w % 4) * kM/4, +kM/4) and half (w / 4) of the chunk's
/// columns; its lanes are 2 row groups x 16 column groups (columns col0 + 16t). A row block of
/// op(tri(A)) is nonzero only for l <= its last row (lower) or l >= its first (upper), a
/// warp-uniform bound: 0.625 of the products at kM = 32, and warps whose rows are all >= m
/// compute nothing. B's 16 column groups read 16 consecutive columns (2 wavefronts per 16-byte
/// load, the minimum for 256 bytes). Measured against column slices (docs/PERFORMANCE-LOG.md,
/// session 29, call 1): trmm float m = 24 / 32 1.39x / 1.16x, complex<float> m = 16 / 24 / 32
/// 1.10x / 1.36x / 1.24x, complex<double> m = 16 1.42x; float m = 16 0.78x and double m = 16
/// 0.98x, which keep column slices.
/// kSC: symm/hemm stage unit u's C chunk into shared memory by cp.async at the unit's start, so
/// that the epilogue reads C from shared memory instead of waiting on L2 (ncu, symm float
/// m = 32: 32% of the stall cycles waited on global loads, here the epilogue's loads of C).
/// Measured against the L2 prefetch alone (session 29, call 2): symm float m = 32 / 16 1.09x /
/// 1.38x, double m = 16 1.20x, complex<float> m = 16 1.04x, complex<double> m = 16 0.96x (off).
template <class D, int kM, bool kReadC, bool kRB = false, bool kSC = false>
__global__ void __launch_bounds__(256, 2) side_narrow(const NarrowParams<D> p) {
  using S = NarrowShape<D, kM>;
  constexpr int RT = S::RT, TC = S::TC, V = S::V, LDB = S::LDB, NC = S::NC, P = S::P, NP = S::NP;
  constexpr int CS = kRB ? 16 : 4;        // column step of a thread's columns
  constexpr int QS = (kRB ? 2 : 8) * P;   // row step between a thread's pieces (row groups x P)
  extern __shared__ __align__(16) unsigned char smem_raw[];
  D* Bs = reinterpret_cast<D*>(smem_raw);  // two chunks of NC columns
  D* As = Bs + 2 * NC * LDB;
  D* Ms = As + kM * S::LDA;
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  // this thread's rows i0 + QS*q .. + P - 1 (pieces q < NP) and columns col0 + CS*t of the chunk
  const int i0 = kRB ? (warp % 4) * (kM / 4) + (lane % 2) * P : (lane % 8) * P;
  const int col0 = kRB ? (warp / 4) * (NC / 2) + lane / 2 : warp * S::WC + lane / 8;
  const int64_t G = gridDim.x;
  static_assert(!kRB || (kM / 4 == 2 * RT && NC == 2 * 16 * TC));
  static_assert(!kSC || (kReadC && !kRB && S::kStageC));
  D* Cs = Ms + kM * kM;  // kSC

  auto stage = [&](int64_t u, int buf) {
    const int64_t item = u / p.chunks, c0 = (u % p.chunks) * NC;
    stage_triangle<D, kM>(As, p.a + item * p.stride_a, p);
    const D* b = p.b + item * p.stride_b + c0 * p.ldb;
    D* dst = Bs + buf * NC * LDB;
    if (p.vec_b) stage_along_x<D, kM, NC, 1, LDB, 256, true>(dst, b, p.ldb, 0, p.m, 0, p.n - c0);
    else stage_along_x<D, kM, NC, 1, LDB, 256, false>(dst, b, p.ldb, 0, p.m, 0, p.n - c0);
    cp_async_commit();
    // C's chunk too when it is read, into L2 only (no registers, no shared memory): symm/hemm
    // float types 1.01-1.23x, complex<double> 0.99-1.09x (docs/PERFORMANCE-LOG.md, session 28, call 3).
    if (kReadC && int(threadIdx.x) < NC && c0 + threadIdx.x < p.n) {
      const char* col = reinterpret_cast<const char*>(p.c + item * p.stride_c + (c0 + threadIdx.x) * p.ldc);
      const int bytes = p.m * int(sizeof(D));
      for (int off = 0; off < bytes; off += 128) asm volatile("prefetch.global.L2 [%0];" ::"l"(col + off));
      asm volatile("prefetch.global.L2 [%0];" ::"l"(col + bytes - 1));
    }
  };

  int64_t u = blockIdx.x;
  if (u >= p.units) return;
  stage(u, 0);
  for (int buf = 0; u < p.units; u += G, buf ^= 1) {
    cp_async_wait<0>();
    __syncthreads();  // unit u's triangle and B chunk landed; every thread is done with unit u - G
    if constexpr (kSC) {  // Cs is free: unit u - G's epilogue is behind the barrier
      const int64_t it = u / p.chunks, cc = (u % p.chunks) * NC;
      const D* c = p.c + it * p.stride_c + cc * p.ldc;
      if (p.vec_c) stage_along_x<D, kM, NC, 1, kM, 256, true>(Cs, c, p.ldc, 0, p.m, 0, p.n - cc);
      else stage_along_x<D, kM, NC, 1, kM, 256, false>(Cs, c, p.ldc, 0, p.m, 0, p.n - cc);
      cp_async_commit();
    }
    build_m<D, kM>(Ms, As, p);
    __syncthreads();  // M built; As and the other B buffer are free
    if (u + G < p.units) stage(u + G, buf ^ 1);
    const int64_t item = u / p.chunks, c0 = (u % p.chunks) * NC;
    // the warp's whole slice is past n, or (kRB) its rows past m: nothing to do (warp-uniform)
    const bool idle = kRB ? c0 + (warp / 4) * (NC / 2) >= p.n || (warp % 4) * (kM / 4) >= p.m
                          : c0 + warp * S::WC >= p.n;
    // kSC: unit u's C landed (its copy group precedes unit u + G's), for every thread
    auto c_landed = [&] {
      if (u + G < p.units) cp_async_wait<1>();
      else cp_async_wait<0>();
      __syncthreads();
    };
    if (idle) {  // kSC: every thread reaches the barrier before the epilogue
      if constexpr (kSC) c_landed();
      continue;
    }
    // kPre: where C comes from global memory (symm/hemm of complex<float> at kM = 32 and of
    // complex<double>, which do not stage it), all of the thread's C pieces are read into
    // registers before the products, so the reads are in flight meanwhile. Read in the epilogue
    // instead, each read waits out its own L2 round trip, as the compiler cannot move it above
    // an earlier store that may alias it:
    // the pieces with reads between the stores ran hemm complex<float> m = 32 at 0.81x cuBLAS,
    // all reads before the first store 0.96x, before the products 0.98-1.00x; complex<double>
    // m = 16 0.77 -> 1.08-1.16x (docs/PERFORMANCE-LOG.md, session 30, calls 2-3).
    constexpr bool kPre = kReadC && !kSC;
    [[maybe_unused]] Run<D, P> cin[kPre ? TC : 1][kPre ? NP : 1];
    auto load_c = [&] {
      const D* cbase = p.c + item * p.stride_c + i0;
#pragma unroll
      for (int t = 0; t < TC; ++t) {
        const int64_t j = c0 + col0 + CS * t;
#pragma unroll
        for (int q = 0; q < NP; ++q) {
          const int iq = i0 + q * QS;
          const D* cr = cbase + q * QS + j * p.ldc;
          if (j >= p.n) {
            cin[t][q] = Run<D, P>{};
          } else if (p.vec_c && iq + P <= p.m) {
            cin[t][q] = *reinterpret_cast<const Run<D, P>*>(cr);
          } else {
#pragma unroll
            for (int e = 0; e < P; ++e) cin[t][q].v[e] = iq + e < p.m ? cr[e] : zero<D>();
          }
        }
      }
    };
    if constexpr (kPre) load_c();
    D acc[RT][TC];
#pragma unroll
    for (int r = 0; r < RT; ++r)
#pragma unroll
      for (int t = 0; t < TC; ++t) acc[r][t] = zero<D>();
    const D* bs = Bs + buf * NC * LDB + col0 * LDB;
    auto step = [&](int l0) {
      Run<D, V> bv[TC];
#pragma unroll
      for (int t = 0; t < TC; ++t) bv[t] = *reinterpret_cast<const Run<D, V>*>(bs + CS * t * LDB + l0);
#pragma unroll
      for (int v = 0; v < V; ++v) {
#pragma unroll
        for (int q = 0; q < NP; ++q) {
          const Run<D, P> av = *reinterpret_cast<const Run<D, P>*>(Ms + (l0 + v) * kM + i0 + q * QS);
#pragma unroll
          for (int e = 0; e < P; ++e)
#pragma unroll
            for (int t = 0; t < TC; ++t) acc[q * P + e][t] = mac<false>(acc[q * P + e][t], av.v[e], bv[t].v[v]);
        }
      }
    };
    if constexpr (kRB) {
      // M's nonzero reduction range for this warp's rows [r0, r0 + kM/4), cut at m (rounded up
      // to V: M is zero past m); bounds are multiples of V (kM/4 and V both divide kM).
      const int r0 = (warp % 4) * (kM / 4);
      const int m_up = (p.m + V - 1) / V * V;
      const int lo = p.m_lower ? 0 : r0;
      const int hi = min(p.m_lower ? r0 + kM / 4 : kM, m_up);
#pragma unroll 1
      for (int l0 = lo; l0 < hi; l0 += V) step(l0);
    } else {
#pragma unroll
      for (int l0 = 0; l0 < kM; l0 += V) step(l0);
    }
    if constexpr (kSC) c_landed();
    D* cbase = p.c + item * p.stride_c + i0;
#pragma unroll
    for (int t = 0; t < TC; ++t) {
      const int64_t j = c0 + col0 + CS * t;
      if (j >= p.n) break;  // columns rise with t
#pragma unroll
      for (int q = 0; q < NP; ++q) {
        const int iq = i0 + q * QS;  // the piece's first row
        D* cp = cbase + q * QS + j * p.ldc;
        [[maybe_unused]] const D* cs = Cs + (j - c0) * kM + iq;
        const D* cr = kSC ? cs : cp;  // C read from
        if (p.vec_c && iq + P <= p.m) {
          Run<D, P> out;
          if constexpr (kPre) out = cin[t][q];
          else if constexpr (kReadC) out = *reinterpret_cast<const Run<D, P>*>(cr);
#pragma unroll
          for (int e = 0; e < P; ++e)
            out.v[e] = kReadC ? add(acc[q * P + e][t], mul(p.beta, out.v[e])) : acc[q * P + e][t];
          // kRB's plain stores stayed single vector stores (PTX) and measured 0.97-1.00x with
          // store_run (session 31, call 2): they keep them
          if constexpr (kRB) *reinterpret_cast<Run<D, P>*>(cp) = out;
          else store_run(cp, out);
        } else {
#pragma unroll
          for (int e = 0; e < P; ++e)
            if (iq + e < p.m) {
              const D old = kPre ? cin[t][q].v[e] : (kReadC ? cr[e] : zero<D>());  // C's value
              cp[e] = kReadC ? add(acc[q * P + e][t], mul(p.beta, old)) : acc[q * P + e][t];
            }
        }
      }
    }
  }
  cp_async_wait<0>();
}

template <class D, int kM> void launch(const Queue& q, NarrowParams<D> p, bool read_c) {
  using S = NarrowShape<D, kM>;
  constexpr bool kRowBlocks = is_cplx<D> || kM == 32;  // measured: see side_narrow's comment
  auto kernel = read_c ? side_narrow<D, kM, true, false, S::kStageC> : side_narrow<D, kM, false>;
  if constexpr (kRowBlocks)
    if (p.trmm) kernel = side_narrow<D, kM, false, true>;
  const int64_t smem = S::launch_bytes(read_c);
  p.chunks = (p.n + S::NC - 1) / S::NC;
  p.units *= p.chunks;  // p.units holds the batch on entry
  batchlas::cuda::opt_in_shared(kernel, smem, "cudaFuncSetAttribute(side_narrow)");
  const unsigned grid = batchlas::cuda::grid_for(q, kernel, S::kThreads, smem, p.units);
  kernel<<<grid, S::kThreads, smem, batchlas::cuda::stream(q)>>>(p);
  batchlas::cuda::check_launch("side_narrow");
}

}  // namespace

template <class T> int64_t side_narrow_smem_bytes() {
  using D = dev_t<T>;
  return std::max(NarrowShape<D, kNarrowMax<D>>::launch_bytes(true),
                  NarrowShape<D, 16>::launch_bytes(true));  // with C staged where it is
}

template <class T> bool side_narrow_run(const Queue& q, const SideCall<T>& a) {
  using D = dev_t<T>;
  if (a.side != Side::Left || a.C.rows > kNarrowMax<D>) return false;
  NarrowParams<D> p{};
  p.a = reinterpret_cast<const D*>(a.A.data), p.lda = a.A.ld, p.stride_a = a.A.stride;
  p.b = reinterpret_cast<const D*>(a.B.data), p.ldb = a.B.ld, p.stride_b = a.B.stride;
  p.c = reinterpret_cast<D*>(a.C.data), p.ldc = a.C.ld, p.stride_c = a.C.stride;
  p.m = static_cast<int>(a.C.rows), p.n = a.C.cols;
  p.units = a.C.batch;
  p.alpha = to_dev(a.alpha), p.beta = to_dev(a.beta);
  p.vec_b = vector_aligned(a.B);
  // C's columns in P-element pieces: a 16-byte aligned item base, ld and stride multiples of 16
  // bytes (every piece then starts on a multiple of P*sizeof(D) <= 16 bytes).
  p.vec_c = vector_aligned(MatrixView<const T>(a.C));
  p.lower = a.uplo == Uplo::Lower;
  p.trmm = a.op == SideOp::Trmm;
  if (p.trmm) {
    p.tr = a.transa != Op::NoTrans;  // Left: M = op(tri(A))
    p.unit = a.diag == Diag::Unit;
    p.conj_in = is_cplx<D> && a.transa == Op::ConjTrans;
    p.m_lower = p.lower != p.tr;
  } else {
    p.herm = is_cplx<D> && a.op == SideOp::Hemm;
  }
  const bool read_c = !p.trmm && !(a.beta == T(0));  // trmm never reads C; beta = 0 never does
  if constexpr (kNarrowMax<D> == 32)
    if (p.m > 16) {
      launch<D, 32>(q, p, read_c);
      return true;
    }
  launch<D, 16>(q, p, read_c);
  return true;
}

#define BATCHLAS_SIDE_NARROW(T)                    \
  template int64_t side_narrow_smem_bytes<T>();    \
  template bool side_narrow_run<T>(const Queue&, const SideCall<T>&);
BATCHLAS_SIDE_NARROW(float)
BATCHLAS_SIDE_NARROW(double)
BATCHLAS_SIDE_NARROW(std::complex<float>)
BATCHLAS_SIDE_NARROW(std::complex<double>)
#undef BATCHLAS_SIDE_NARROW

}  // namespace batchlas::kernels::level3
