// Device side of kernels::repeat_pointers (pointers.hh).
#include "core/cuda/check.hh"
#include "kernels/common/device.cuh"
#include "kernels/common/pointers.hh"

namespace batchlas::kernels {

namespace {

using namespace device;

template <class D> struct Run {
  const D* base;
  int64_t delta, stride;
};

template <class D>
__global__ void repeat_pointers_kernel(Run<D> a, Run<D> b, Run<D> c, int64_t count, int64_t items,
                                       D** pa, D** pb, D** pc) {
  const int64_t per_operand = count * items, total = 3 * per_operand;
  for (int64_t t = first_index(); t < total; t += grid_step()) {
    const int64_t o = t / per_operand, r = t % per_operand;
    const int64_t j = r / items, i = r % items;
    const Run<D>& run = o == 0 ? a : o == 1 ? b : c;
    D** const out = o == 0 ? pa : o == 1 ? pb : pc;
    out[r] = const_cast<D*>(run.base + j * run.delta + i * run.stride);
  }
}

template <class T, class D = dev_t<T>> Run<D> to_run(PointerRun<T> p) {
  return {reinterpret_cast<const D*>(p.base), p.delta, p.stride};
}

}  // namespace

template <class T>
void repeat_pointers(Queue& q, PointerRun<T> a, PointerRun<T> b, PointerRun<T> c, int64_t count,
                     int64_t items, T** pa, T** pb, T** pc) {
  using D = dev_t<T>;
  const int64_t total = 3 * count * items;
  if (total == 0) return;
  repeat_pointers_kernel<D><<<blocks_for(total), kThreads, 0, cuda::stream(q)>>>(
      to_run(a), to_run(b), to_run(c), count, items, reinterpret_cast<D**>(pa),
      reinterpret_cast<D**>(pb), reinterpret_cast<D**>(pc));
  cuda::check_launch("repeat_pointers_kernel");
}

#define BATCHLAS_INSTANTIATE(T)                                                                   \
  template void repeat_pointers<T>(Queue&, PointerRun<T>, PointerRun<T>, PointerRun<T>, int64_t, \
                                   int64_t, T**, T**, T**);
BATCHLAS_INSTANTIATE(float)
BATCHLAS_INSTANTIATE(double)
BATCHLAS_INSTANTIATE(std::complex<float>)
BATCHLAS_INSTANTIATE(std::complex<double>)
#undef BATCHLAS_INSTANTIATE

}  // namespace batchlas::kernels
