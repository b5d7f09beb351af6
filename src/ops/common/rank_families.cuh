// The three CUDA families every Level-2 rank update (ger, gerc, syr, her, syr2, her2) has, one
// per kernel of src/kernels/level2/rank_update.cuh: `native` (register tiles), `packed` (16-byte
// packs; the fold and tile kernels for triangles) and `stream` (the batch's packs as one flat
// list, rank_stream.cuh), docs/LEVEL2.md. Only `stream` refuses anything: an item past its
// 32-bit unit index.
#pragma once

#include <string>

#include "kernels/level2/rank_update.cuh"
#include "select/select.hh"

namespace batchlas::ops {

/// The family of kernel K whose run is `run` (the op's call of rank_detail::run with K).
template <class Args, kernels::level2::rank_detail::Kernel K>
select::Family<Args> rank_family(void (*run)(Queue&, const Args&)) {
  using kernels::level2::rank_detail::Kernel;
  constexpr const char* name = K == Kernel::registers ? "native" : K == Kernel::packs ? "packed" : "stream";
  return {name, select::Kind::Native, Backend::Cuda,
          [](const Args& a, const Queue&) -> std::string {
            if constexpr (K == Kernel::stream)
              return kernels::level2::rank_detail::stream_refusal(a.A.rows, a.A.cols);
            return {};
          },
          run};
}

}  // namespace batchlas::ops
