// The `blocked` families of trmm, symm and hemm: run a step list of ops/common/blocked_plan.hh
// (diagonal blocks, then the off-diagonal squares grouped by recursion level) with one
// kernels::triangle / kernels::symmetrize per diagonal block and one batched GEMM per step,
// each over a whole chunk of the batch. syrk/herk (run_rank_k_blocked): the diagonal blocks'
// products go to scratch and are folded into C.
//
// A step with one repeat is one cuBLAS strided-batched GEMM over the chunk's items. A repeated
// step (count > 1: one level's full squares, or the full diagonal blocks) is ONE pointer-array
// batched GEMM (cublas?gemmBatched) over count x items problems, so a level's GEMMs fill the
// GPU together instead of running one after another; its pointer arrays (A, B, C: problem
// j*items + b at base + j*delta + b*item_stride) are written on the device by
// kernels::repeat_pointers right before it, stream-ordered.
//
// Scratch, per chunk: the diagonal blocks, block-major (block i of every item of the chunk, item
// stride size_i^2, then block i+1), once when A is broadcast; plus a packed copy of B per item
// when trmm runs in place (a GEMM's output may not alias its input, and block row i of C is
// written while later steps still read block row i of B); plus, after those, the pointer
// arrays: 3 pointers per problem of every repeated step (each step its own area, each of its
// A, B, C arrays 16-byte aligned: padded to an even number of pointers).
// The equal-size blocks of a repeated step lie items*nb^2 apart in the block-major scratch
// (offset linear in the block), so a scratch operand's per-repeat delta is
// offset[block + dblock] - offset[block]; scratch_delta checks that.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <vector>

#include "backends/cublas/expand_gemm.hh"
#include "batchlas/settings.hh"
#include "kernels/common/fold.hh"
#include "kernels/common/pointers.hh"
#include "ops/common/blocked_plan.hh"

namespace batchlas::cublas {

/// The block size for a structured matrix (or syrk/herk output) of order na:
/// BATCHLAS_BLOCKED_NB when set (capped at na), else ops::blocked::block_size(na).
inline int64_t blocked_block_size(int64_t na) {
  const auto& nb = settings().blocked_nb;
  return nb ? std::max<int64_t>(1, std::min(*nb, na)) : ops::blocked::block_size(na);
}

/// Alignment of each pointer array (cuBLAS reads 8-byte pointers; 16 so that no vector load of
/// them can fault; the area follows element data of any size, so it is aligned up explicitly).
inline constexpr int64_t kPointerAlign = 16;

/// Entries of one pointer array of `problems` problems: padded to an even count, so the next
/// array stays 16-byte aligned.
inline int64_t pointer_pitch(int64_t problems) { return problems + (problems & 1); }

/// How a repeated step runs: one pointer-array batched GEMM over its count x items problems, or
/// one strided-batched GEMM per repeat (cuBLAS's strided form ran faster for double trmm and for
/// double syrk `recursive_native`: PERFORMANCE-LOG.md sessions 5 and 27).
enum class Repeats { Pointers, Strided };

/// Scratch of a blocked run: the plan's diagonal blocks (once when A is broadcast, else per
/// item), for in-place trmm an m x n copy of B per item, and (Repeats::Pointers) the pointer
/// arrays of the repeated steps: 3 pointers per repeat per item, plus fixed bytes for aligning
/// the area (kPointerAlign) and padding each step's three arrays (one pointer each at most).
template <class T>
ScratchPlan blocked_scratch(const ops::blocked::Plan& p, bool a_broadcast, int64_t m, int64_t n,
                            bool copy_b, Repeats how = Repeats::Pointers) {
  ScratchPlan s;
  (a_broadcast ? s.fixed : s.per_item) += ops::blocked::diag_elements(p) * int64_t(sizeof(T));
  if (copy_b) s.per_item += bytes_of<T>(m, n);
  int64_t repeated = 0;
  for (const auto& st : p.steps)
    if (st.count > 1 && how == Repeats::Pointers)
      s.per_item += 3 * st.count * int64_t(sizeof(T*)), ++repeated;
  if (repeated) s.fixed += kPointerAlign + 3 * repeated * int64_t(sizeof(T*));
  return s;
}

/// The pointer area: the first kPointerAlign-aligned address at or after `end` (the end of the
/// element data in the workspace).
template <class T> T** pointer_area(T* end) {
  const auto u = reinterpret_cast<std::uintptr_t>(end);
  const auto a = static_cast<std::uintptr_t>(kPointerAlign);
  return reinterpret_cast<T**>((u + a - 1) / a * a);
}

/// Where each diagonal block starts in the block-major scratch holding `items` items of every
/// block (item stride size^2); `total` receives the elements of all of them.
inline std::vector<int64_t> block_offsets(const ops::blocked::Plan& p, int64_t items, int64_t& total) {
  std::vector<int64_t> offset;
  total = 0;
  for (const auto& b : p.diag) offset.push_back(total), total += items * b.size * b.size;
  return offset;
}

/// Per-repeat delta of a repeated step's scratch block (Src::Diag operand or to_scratch output):
/// offset[block + dblock] - offset[block]. The blocks block + j*dblock must all have one size
/// and linear offsets (the plans group only the full blocks); throws std::logic_error if not.
inline int64_t scratch_delta(const ops::blocked::Plan& p, const std::vector<int64_t>& offset,
                             const ops::blocked::Step& st) {
  if (st.count == 1) return 0;
  const auto at = [&](int64_t j) { return std::size_t(st.block + j * st.dblock); };
  const int64_t d = offset[at(1)] - offset[at(0)];
  for (int64_t j = 1; j < st.count; ++j)
    if (at(j) >= p.diag.size() || p.diag[at(j)].size != p.diag[at(0)].size ||
        offset[at(j)] != offset[at(0)] + j * d)
      throw std::logic_error("blocked plan: a repeated step spans diagonal blocks of unequal size");
  return d;
}

/// One GEMM operand of a step in a chunk: the matrix of repeat 0, item 0 at ptr, leading
/// dimension ld, item stride, and per-repeat delta (elements).
template <class P> struct Operand {
  P ptr;
  int64_t ld, stride, delta;
};

/// Runs step st over `items` items: one strided-batched GEMM when it has one repeat (or, with
/// Repeats::Strided, one per repeat); else kernels::repeat_pointers writes its A, B, C pointer
/// arrays at `cursor` (3 arrays of pointer_pitch(count*items) entries; cursor is advanced past
/// them) and one pointer-array batched GEMM runs the count x items problems.
template <class T>
void run_step(Queue& q, const ops::blocked::Step& st, const Scalar<T>& alpha, Operand<const T*> x,
              Operand<const T*> y, const Scalar<T>& beta, Operand<T*> c, int64_t items, T**& cursor,
              Repeats how = Repeats::Pointers) {
  if (st.count == 1 || how == Repeats::Strided) {
    for (int64_t j = 0; j < st.count; ++j)
      gemm_batched<T>(q, st.opx, st.opy, st.rows, st.cols, st.k, alpha, x.ptr + j * x.delta, x.ld,
                      x.stride, y.ptr + j * y.delta, y.ld, y.stride, beta, c.ptr + j * c.delta,
                      c.ld, c.stride, items);
    return;
  }
  const int64_t problems = st.count * items, pitch = pointer_pitch(problems);
  T** const pa = cursor;
  T** const pb = pa + pitch;
  T** const pc = pb + pitch;
  cursor = pc + pitch;
  kernels::repeat_pointers<T>(q, {x.ptr, x.delta, x.stride}, {y.ptr, y.delta, y.stride},
                              {c.ptr, c.delta, c.stride}, st.count, items, pa, pb, pc);
  gemm_batched_pointers<T>(q, st.opx, st.opy, st.rows, st.cols, st.k, alpha, pa, x.ld, pb, y.ld,
                           beta, pc, c.ld, problems);
}

/// What fills a diagonal block of the scratch: trmm's triangle (uplo, diag) or symm/hemm's
/// mirrored matrix (uplo, hermitian).
struct Expansion {
  bool symmetric;
  Uplo uplo;
  Diag diag;        ///< triangle only
  bool hermitian;   ///< symmetric only
};

/// Runs plan p: C := the plan's product with alpha and beta (trmm passes beta 0). B may be C
/// itself only for trmm (Expansion::symmetric false); it is then copied first. Caller checked
/// blocked_scratch(...).why_not(q).
template <class T>
void run_blocked(Queue& q, const ops::blocked::Plan& p, const Expansion& e, T alpha,
                 MatrixView<const T> A, MatrixView<const T> B, T beta, MatrixView<T> C) {
  using ops::blocked::Src;
  const int64_t m = C.rows, n = C.cols, batch = C.batch;
  const bool bcast = A.stride == 0;
  const bool in_place = static_cast<const void*>(C.data) == B.data;
  const ScratchPlan plan = blocked_scratch<T>(p, bcast, m, n, in_place);
  const int64_t chunk = plan.chunk(q, batch);
  Workspace ws(q, static_cast<std::size_t>(plan.fixed + chunk * plan.per_item));
  T* const S = ws.as<T>();
  int64_t total = 0;  // the diagonal scratch holds one item when A is broadcast
  const std::vector<int64_t> offset = block_offsets(p, bcast ? 1 : chunk, total);
  T* const Bcopy = in_place ? S + total : nullptr;  // only in-place trmm has the copy
  T** const pointers = pointer_area(S + total + (in_place ? chunk * m * n : 0));
  auto expand = [&](const T* a0, int64_t items) {
    for (std::size_t i = 0; i < p.diag.size(); ++i) {
      const auto& b = p.diag[i];
      const MatrixView<const T> blk{a0 + b.start * (A.ld + 1), b.size, b.size, A.ld, A.stride, items};
      if (e.symmetric) kernels::symmetrize<T>(q, e.uplo, e.hermitian, blk, S + offset[i]);
      else kernels::triangle<T>(q, e.uplo, e.diag, blk, S + offset[i]);
    }
  };
  if (bcast) expand(A.data, 1);
  const Scalar<T> a(alpha), b(beta), one(T(1));
  for (int64_t b0 = 0; b0 < batch; b0 += chunk) {
    const int64_t nb = std::min(chunk, batch - b0);
    if (!bcast) expand(A.data + b0 * A.stride, nb);
    const T* Ab = A.data + b0 * A.stride;
    const ChunkOfB<T> Bc = chunk_of_b<T>(q, B, b0, nb, in_place, Bcopy);
    T* Cb = C.data + b0 * C.stride;
    // A step's operand: pointer of repeat 0, leading dimension, item stride, per-repeat delta.
    auto operand = [&](const ops::blocked::Step& st, Src s, int64_t row, int64_t col, int64_t drow,
                       int64_t dcol) -> Operand<const T*> {
      if (s == Src::A) return {Ab + row + col * A.ld, A.ld, A.stride, drow + dcol * A.ld};
      if (s == Src::B) return {Bc.ptr + row + col * Bc.ld, Bc.ld, Bc.stride, drow + dcol * Bc.ld};
      const int64_t size = p.diag[std::size_t(st.block)].size;
      return {S + offset[std::size_t(st.block)], size, bcast ? 0 : size * size, scratch_delta(p, offset, st)};
    };
    T** cursor = pointers;
    for (const auto& st : p.steps) {
      const Operand<T*> c{Cb + st.c_row + st.c_col * C.ld, C.ld, C.stride, st.dc_row + st.dc_col * C.ld};
      run_step<T>(q, st, a, operand(st, st.x, st.x_row, st.x_col, st.dx_row, st.dx_col),
                  operand(st, st.y, st.y_row, st.y_col, st.dy_row, st.dy_col), st.accumulate ? one : b,
                  c, nb, cursor);
    }
  }
}

/// syrk/herk blocked: C := alpha*op(A)*op(A)^T + beta*C (herk: ^H, alpha and beta real) on the
/// uplo triangle, by plan p (ops::blocked::rank_k_plan). Scratch: the diagonal blocks' products
/// per item and the repeated steps' pointer arrays (blocked_scratch<T>(p, false, 0, 0, false,
/// how)).
/// beta == 0: C is not read.
template <class T>
void run_rank_k_blocked(Queue& q, const ops::blocked::Plan& p, Uplo uplo, bool hermitian, T alpha,
                        MatrixView<const T> A, T beta, MatrixView<T> C,
                        Repeats how = Repeats::Pointers) {
  const int64_t batch = C.batch;
  const ScratchPlan plan = blocked_scratch<T>(p, false, 0, 0, false, how);
  const int64_t chunk = plan.chunk(q, batch);
  Workspace ws(q, static_cast<std::size_t>(plan.fixed + chunk * plan.per_item));
  T* const P = ws.as<T>();
  int64_t total = 0;
  const std::vector<int64_t> offset = block_offsets(p, chunk, total);  // block i's products
  T** const pointers = pointer_area(P + total);
  const Scalar<T> a(alpha), b(beta), zero(T(0));
  for (int64_t b0 = 0; b0 < batch; b0 += chunk) {
    const int64_t nb = std::min(chunk, batch - b0);
    const T* Ab = A.data + b0 * A.stride;
    T* Cb = C.data + b0 * C.stride;
    T** cursor = pointers;
    for (const auto& st : p.steps) {
      const Operand<const T*> x{Ab + st.x_row + st.x_col * A.ld, A.ld, A.stride, st.dx_row + st.dx_col * A.ld};
      const Operand<const T*> y{Ab + st.y_row + st.y_col * A.ld, A.ld, A.stride, st.dy_row + st.dy_col * A.ld};
      if (st.to_scratch) {
        const int64_t size = p.diag[std::size_t(st.block)].size;
        const Operand<T*> c{P + offset[std::size_t(st.block)], size, size * size, scratch_delta(p, offset, st)};
        run_step<T>(q, st, a, x, y, zero, c, nb, cursor, how);
      } else {
        const Operand<T*> c{Cb + st.c_row + st.c_col * C.ld, C.ld, C.stride, st.dc_row + st.dc_col * C.ld};
        run_step<T>(q, st, a, x, y, b, c, nb, cursor, how);
      }
    }
    for (std::size_t i = 0; i < p.diag.size(); ++i) {
      const auto& blk = p.diag[i];
      const MatrixView<T> Cd{Cb + blk.start * (C.ld + 1), blk.size, blk.size, C.ld, C.stride, nb};
      kernels::fold<T>(q, uplo, false, hermitian, P + offset[i], beta, Cd);
    }
  }
}

}  // namespace batchlas::cublas
