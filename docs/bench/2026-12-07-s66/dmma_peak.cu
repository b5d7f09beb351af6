// The FP64 tensor cores' throughput per mma.sync shape on sm_90 (session 66's probe): every warp
// runs CH independent accumulator chains of one shape from registers only (no memory in the
// loop), so the rate is the pipe's, not the kernels' feed. Build and run on the device:
//   nvcc -O3 -std=c++17 -gencode arch=compute_90,code=sm_90 dmma_peak.cu -o dmma_peak && ./dmma_peak
// Prints one line per (shape, warps a block, blocks an SM, chains): TFLOP/s counting 2 flops a
// multiply-add; "+f2f": one F2F.F64.F32 widening before each mma (float's FP64 tiles' mix). Why: every double tile kernel sits near 40 TFLOP/s at order 1024 on the H100,
// cuBLAS's DGEMM at 56.6 (docs/PERFORMANCE-LOG.md, sessions 63-66); is the shape the landed
// kernels use (m16n8k8) able to reach cuBLAS's rate at all?
#include <cuda_runtime.h>

#include <cstdio>

template <int S> struct Shape;
template <> struct Shape<0> { static constexpr int M = 8, N = 8, K = 4, A = 1, B = 1, C = 2; };
template <> struct Shape<1> { static constexpr int M = 16, N = 8, K = 4, A = 2, B = 1, C = 4; };
template <> struct Shape<2> { static constexpr int M = 16, N = 8, K = 8, A = 4, B = 2, C = 4; };
template <> struct Shape<3> { static constexpr int M = 16, N = 8, K = 16, A = 8, B = 4, C = 4; };

template <int S> __device__ __forceinline__ void mma(double* c, const double* a, const double* b) {
  if constexpr (S == 0)
    asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, {%0,%1};"
                 : "+d"(c[0]), "+d"(c[1]) : "d"(a[0]), "d"(b[0]));
  else if constexpr (S == 1)
    asm volatile("mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};"
                 : "+d"(c[0]), "+d"(c[1]), "+d"(c[2]), "+d"(c[3]) : "d"(a[0]), "d"(a[1]), "d"(b[0]));
  else if constexpr (S == 2)
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+d"(c[0]), "+d"(c[1]), "+d"(c[2]), "+d"(c[3])
                 : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(b[0]), "d"(b[1]));
  else
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5,%6,%7,%8,%9,%10,%11}, {%12,%13,%14,%15}, {%0,%1,%2,%3};"
                 : "+d"(c[0]), "+d"(c[1]), "+d"(c[2]), "+d"(c[3])
                 : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(a[4]), "d"(a[5]), "d"(a[6]), "d"(a[7]),
                   "d"(b[0]), "d"(b[1]), "d"(b[2]), "d"(b[3]));
}

/// W: each chain's first B element widened from a float (F2F.F64.F32) before each mma, one
/// conversion an instruction as float's FP64 side tiles spend (8 widenings per 8 m16n8k4 a
/// warp): does the conversion share the FP64 tensor pipe? The float changes each iteration (an
/// FMUL on the FP32 pipe) so the conversion cannot leave the loop.
template <int S, int CH, bool W = false> __global__ void probe(double* out, int iters, double seed) {
  using P = Shape<S>;
  double a[P::A], b[P::B], c[CH][P::C];
  float f[CH];
  for (int i = 0; i < P::A; ++i) a[i] = seed * (threadIdx.x + i);
  for (int i = 0; i < P::B; ++i) b[i] = seed * (threadIdx.x - i);
  for (int h = 0; h < CH; ++h) f[h] = float(seed) * (h + 1);
  for (int h = 0; h < CH; ++h)
    for (int i = 0; i < P::C; ++i) c[h][i] = 0.0;
  for (int it = 0; it < iters; ++it)
#pragma unroll
    for (int h = 0; h < CH; ++h) {
      if constexpr (W) {
        f[h] *= 1.0000001f;
        double bw[P::B];
#pragma unroll
        for (int i = 0; i < P::B; ++i) bw[i] = b[i];
        bw[0] = double(f[h]);
        mma<S>(c[h], a, bw);
      } else {
        mma<S>(c[h], a, b);
      }
    }
  double s = 0;
  for (int h = 0; h < CH; ++h) {
    for (int i = 0; i < P::C; ++i) s += c[h][i];
    s += f[h];
  }
  if (s == 12345.678) out[threadIdx.x] = s;  // keeps the chains live
}

template <int S, int CH, bool W = false> void run(int sms, int warps, int blocks_per_sm, double* out) {
  using P = Shape<S>;
  const int iters = 4096;
  const int grid = sms * blocks_per_sm, threads = 32 * warps;
  probe<S, CH, W><<<grid, threads>>>(out, iters, 1e-3);  // warm-up
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0), cudaEventCreate(&e1);
  float best = 1e30f;
  for (int r = 0; r < 5; ++r) {
    cudaEventRecord(e0);
    probe<S, CH, W><<<grid, threads>>>(out, iters, 1e-3);
    cudaEventRecord(e1);
    cudaEventSynchronize(e1);
    float ms;
    cudaEventElapsedTime(&ms, e0, e1);
    if (ms < best) best = ms;
  }
  const double flops = 2.0 * P::M * P::N * P::K * double(CH) * iters * double(grid) * warps;
  std::printf("m%dn%dk%d%s warps %2d blocks/SM %d chains %d: %6.2f TFLOP/s (%.3f ms) %s\n", P::M, P::N, P::K,
              W ? "+f2f" : "", warps, blocks_per_sm, CH, flops / best * 1e-9, best,
              cudaGetErrorString(cudaGetLastError()));
}

template <int S> void shape(int sms, double* out) {
  run<S, 4>(sms, 4, 1, out);
  run<S, 4>(sms, 4, 2, out);
  run<S, 4>(sms, 4, 3, out);
  run<S, 8>(sms, 4, 1, out);
  run<S, 8>(sms, 4, 3, out);
  run<S, 8>(sms, 8, 1, out);
  run<S, 2>(sms, 4, 3, out);
  run<S, 1>(sms, 4, 3, out);
}

int main() {
  cudaDeviceProp p;
  cudaGetDeviceProperties(&p, 0);
  std::printf("%s, %d SMs\n", p.name, p.multiProcessorCount);
  double* out;
  cudaMalloc(&out, 1024 * sizeof(double));
  shape<0>(p.multiProcessorCount, out);
  shape<1>(p.multiProcessorCount, out);
  shape<2>(p.multiProcessorCount, out);
  shape<3>(p.multiProcessorCount, out);
  // float's FP64 side tiles: m16n8k4 with one widening an instruction, 12 warps an SM.
  run<1, 4, true>(p.multiProcessorCount, 4, 3, out);
  run<1, 8, true>(p.multiProcessorCount, 4, 3, out);
  run<1, 8, true>(p.multiProcessorCount, 4, 1, out);
  return 0;
}
