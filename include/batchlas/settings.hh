// Run-time knobs. Read once from the environment at first use; code may override them for one
// scope on the calling thread with ScopedSettings.
//
//   BATCHLAS_<OP>_ROUTE      auto | native | vendor | <family>   (per operation, e.g. SYRK);
//                            a word that names no family of the op, or a pin no family can
//                            run for the call (e.g. native on the host queue), throws
//                            std::invalid_argument from the call, naming the knob and why;
//                            calls that select no family (alpha = 0, which scales or keeps
//                            the output, and empty extents: see BATCHLAS_SELECT_TRACE) do not
//                            consult the pin
//   BATCHLAS_SELECT_TRACE    1 | 0: one line on stderr per call that selects a family (op, dtype,
//                            shape, row, family, skips; alpha = 0 and empty calls select none);
//                            other non-empty values are refused
//   BATCHLAS_EXPAND_ROUTE    expand | loop: prefer the GEMM expansion or the per-item vendor loop
//   BATCHLAS_EXPAND_MAX_BYTES  workspace budget of the expansion families (default: 1/4 of the
//                            device memory)
//   BATCHLAS_TUNED_DIR       where tuned/<op>.<arch>.txt tables are read (default: installed copy)
//   BATCHLAS_BLOCKED_NB      block size of the `blocked` families (default: by order,
//                            ops::blocked::block_size; syrk/herk `recursive_native` rounds it
//                            up to a multiple of 64, ops::blocked::native_diagonal_block); for
//                            measuring other block sizes
//   BATCHLAS_TINY_WIDE       1 | 0: the `tiny` family's S = 16, 32 classes on the wide path
//                            (larger register tiles, padded columns) for every type, or on none
//                            (default: where it measured faster, src/kernels/tiny/tiny.cu
//                            wide_path); for measuring both paths from one build
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace batchlas {

struct Settings {
  /// Route pin per operation name ("syrk" -> "gram"); absent or "auto" = table choice.
  std::map<std::string, std::string> routes;
  bool trace = false;
  /// "" (unset), "expand" or "loop".
  std::string expand_route;
  /// Workspace budget in bytes for expansion families; nullopt = a quarter of device memory.
  std::optional<int64_t> expand_max_bytes;
  /// Directory holding tuned tables; "" = the installed or build-tree copy.
  std::string tuned_dir;
  /// Block size of the `blocked` trmm/symm/hemm/syrk/herk families; nullopt = chosen by order.
  std::optional<int64_t> blocked_nb;
  /// Tiny's S = 16, 32 classes: true = the wide path for every type, false = for none,
  /// nullopt = the measured rule (kernels::tiny wide_path).
  std::optional<bool> tiny_wide;
  /// Tiny's rank-k kernels (one triangle, S <= 16): true = the tile list of blocks meeting the
  /// triangle for every type, false = the whole square's strided tiles, nullopt = the measured
  /// rule (kernels::tiny tile_list).
  std::optional<bool> tiny_tiles;
  /// The tile list's X rows read as aligned runs where the layout allows (kernels::tiny
  /// xrun_ok): nullopt or true = yes, false = element by element (for measuring).
  std::optional<bool> tiny_xrun;
  /// The rank-k updates at small n with trans = N one item per thread (kernels::tiny
  /// rank_items_ok): nullopt = the measured rule, true = wherever the call allows (n <= 8 real,
  /// 4 complex), false = the staged kernels (for measuring).
  std::optional<bool> tiny_items;
  /// Those items read and written through a warp's shared buffer, coalesced (kernels::tiny
  /// warp_items), where columns are whole 16-byte units and contiguous: nullopt = from n = 3 on
  /// (measured), true = wherever the layout allows, false = each thread straight from memory.
  std::optional<bool> tiny_items_staged;
  /// The rank-k kernels (tile list of the blocks meeting the triangle) at S = 32 on the wide path
  /// (float, double, complex<float>; kernels::tiny rank_kernels): nullopt = the measured rule,
  /// true = wherever the wide path runs, false = the full-update kernels over the whole square.
  std::optional<bool> tiny_rank32;
  /// The tiny rank-k updates at n = 8, 12, 16, 32 with trans = N by threads of 4 x 4 tiles
  /// (kernels::tiny rank_warp_ok): nullopt = the measured rule (tiny.cu's warp_rule), true =
  /// wherever the layout allows, false = nowhere (for measuring and testing both).
  std::optional<bool> tiny_rank_warp;
  /// symv, hemv and trmv at n > 32: true or nullopt (the default, measured faster nearly
  /// everywhere: kernels::level2::sweep::wins) = the triangle sweep (kernels/level2/tri_sweep.cuh)
  /// wherever its 2n-element accumulators fit 48 KB of shared memory (past that trmv runs
  /// trmv_large); false = the older tile kernels (symv_large / symv_staged, trmv_large).
  /// The `packed` syr, her, syr2 and her2 on a triangle: true = the triangle tiles
  /// (kernels/level2/rank_tiles.cuh) at every n > 16; nullopt = the tiles where measured faster
  /// (rank_detail::tiles_win); false = the fold and rectangle kernels. The `packed` gemv T/C
  /// likewise: the tile kernel (src/ops/gemv/tiles.cuh) at every m >= 32 but for complex<double>,
  /// where measured faster (gemv_tiles::wins), or never (gemv_t_packs).
  std::optional<bool> l2_sweep;
  /// At most this many blocks in every persistent grid-stride launch on a GPU (the grid is
  /// otherwise as many blocks as fit on the device at once, core/cuda/occupancy.hh grid_for):
  /// for testing, so that one block runs many items and compute-sanitizer sees the hazards
  /// between them. nullopt = no cap. BATCHLAS_MAX_GRID, >= 1.
  std::optional<int64_t> max_grid;

  /// The route word for `op` ("auto" when unset).
  std::string route(const std::string& op) const;

  /// Parse the BATCHLAS_* environment (throws std::invalid_argument on a malformed number).
  static Settings from_environment();
};

/// The settings in force on this thread: the innermost ScopedSettings, else the environment
/// (read once per process).
const Settings& settings();

/// Overrides the settings on the calling thread until destroyed (nests).
class ScopedSettings {
 public:
  explicit ScopedSettings(Settings s);
  ~ScopedSettings();
  ScopedSettings(const ScopedSettings&) = delete;
  ScopedSettings& operator=(const ScopedSettings&) = delete;

 private:
  Settings mine_;
  const Settings* previous_;
};

/// Convenience: the current settings with one route pinned, for the calling scope.
Settings with_route(const std::string& op, const std::string& word);

}  // namespace batchlas
