// Run-time knobs. Read once from the environment at first use; code may override them for one
// scope on the calling thread with ScopedSettings.
//
// A malformed value (a switch other than 1 or 0, an empty one included except for
// BATCHLAS_SELECT_TRACE; a number that is negative or not an integer; BLOCKED_NB or MAX_GRID
// 0; an EXPAND_ROUTE word other than expand or loop) throws std::invalid_argument naming the knob
// (not the operation) from every operation call, before anything is written, and from
// settings() and with_route(). Settings built in code are checked the same way (max_grid and
// blocked_nb >= 1, expand_max_bytes >= 0, the expand_route word) when a ScopedSettings takes
// them: std::invalid_argument naming the field, and the settings in force stay as they were.
//
//   BATCHLAS_<OP>_ROUTE      auto | native | vendor | <family>   (per operation, e.g. SYRK;
//                            lower-case words, an empty value is auto; the host queue's
//                            family is `host`);
//                            a word that names no family of the op (native in a build without
//                            CUDA included) throws std::invalid_argument from every call of
//                            the op, alpha = 0 and empty ones too; a pin no family can run for
//                            the call (e.g. native on the host queue of a CUDA build) throws
//                            std::invalid_argument, naming the knob and why, only from calls
//                            that select a family (not alpha = 0, which scales or keeps the
//                            output, nor empty extents: see BATCHLAS_SELECT_TRACE)
//   BATCHLAS_SELECT_TRACE    1 | 0: one line on stderr per call that selects a family (op, dtype,
//                            shape, row, family, skips; alpha = 0 and empty calls select none);
//                            empty means unset; other non-empty values are refused
//   BATCHLAS_EXPAND_ROUTE    loop: the GEMM-expansion families (gemm_fold, expand, blocked,
//                            recursive, recursive_native; CUDA only) refuse every call, so the
//                            selection falls through to the others. `expand` or empty: the
//                            default (no effect; nothing prefers the expansions)
//   BATCHLAS_EXPAND_MAX_BYTES  workspace budget in bytes of the expansion families (default: 1/4
//                            of the device memory)
//   BATCHLAS_TUNED_DIR       searched first for tuned/<op>.<arch>.txt tables; then the installed
//                            copy (<prefix>/share/batchlas/tuned) and the source tree's tuned/
//                            (path compiled in). A malformed table throws std::runtime_error
//                            ("tuned table <path>:<line>: ...") from every call that consults it
//   BATCHLAS_BLOCKED_NB      block size of the `blocked` families (default: by order,
//                            ops::blocked::block_size; syrk/herk `recursive_native` rounds it
//                            up to a multiple of 64, ops::blocked::native_diagonal_block); for
//                            measuring other block sizes
//   BATCHLAS_TINY_WIDE       1 | 0: the `tiny` family's S = 16, 32 classes on the wide path
//                            (larger register tiles, padded columns) for every type, or on none
//                            (default: where it measured faster, src/kernels/tiny/tiny.cu
//                            wide_path); for measuring both paths from one build
//   BATCHLAS_TINY_TILES, BATCHLAS_TINY_XRUN, BATCHLAS_TINY_ITEMS, BATCHLAS_TINY_ITEMS_STAGED,
//   BATCHLAS_TINY_RANK32, BATCHLAS_TINY_RANK_WARP, BATCHLAS_TINY_RANK_MMA, BATCHLAS_GRAM_WARP,
//   BATCHLAS_GRAM_F64, BATCHLAS_RANKK_F64, BATCHLAS_SIDE_F64, BATCHLAS_SIDE_WIDE, BATCHLAS_TRMM_WARP, BATCHLAS_SYMM_WARP, BATCHLAS_SYMM_MMA, BATCHLAS_GEMM_MMA,
//   BATCHLAS_TRMM_MMA, BATCHLAS_L2_SWEEP
//                            1 | 0: Settings::tiny_tiles, tiny_xrun, tiny_items,
//                            tiny_items_staged, tiny_rank32, tiny_rank_warp, tiny_rank_mma,
//                            gram_warp, gram_f64, rankk_f64, side_f64, side_wide, trmm_warp, symm_warp, symm_mma, gemm_mma, trmm_mma,
//                            l2_sweep (below;
//                            CUDA kernels only, for measuring and testing)
//   BATCHLAS_MAX_GRID        integer >= 1: Settings::max_grid (CUDA only, for testing)
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
  /// "" (unset), "expand" (same as unset) or "loop" (the expansion families refuse).
  std::string expand_route;
  /// Workspace budget in bytes for expansion families; nullopt = a quarter of device memory.
  std::optional<int64_t> expand_max_bytes;
  /// Directory searched first for tuned tables; "" = only the installed copy, then the source
  /// tree's tuned/ (both are searched after a non-empty one too).
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
  /// The tiny rank-k updates at n = 32, trans = N, on the FP64 tensor cores (kernels::tiny
  /// rank_mma_ok; ahead of tiny_rank_warp; float and complex<float> widened to double on the
  /// way in): nullopt (the default) = every type but float wherever its gate allows, as
  /// measured (tiny.cu, run: 1.05-2.42x rank_warp; complex<float> syrk 1.20-1.23x on the H200,
  /// float syrk 0.94-0.95x there, session 50; kernels::tiny::kRankMmaByDefault); true = every
  /// type; false = nowhere. The same switch drives syrk / herk at n = 16, k <= 16 (kernels::tiny
  /// rank16_mma_ok, a warp per item): nullopt = all but complex<float> (H200, session 50:
  /// 1.07-1.24x the warp kernels, complex<float> 0.82-0.99x; kRank16MmaByDefault).
  std::optional<bool> tiny_rank_mma;
  /// The syrk / herk `gram` family on those warp kernels (trans = N at n = 8, 12, 16, 32, k past 32:
  /// kernels::tiny gram_warp): nullopt = the measured rule, true = wherever the layout allows,
  /// false = gram's own tile kernels (for measuring and testing both).
  std::optional<bool> gram_warp;
  /// float's and complex<float>'s `gram` tile kernels on the FP64 tensor cores
  /// (kernels::level3 gram_f64, MmaWarp<float> / MmaWarp<float2>: each element widened to double
  /// as a fragment is loaded from shared memory, a warp's sums in double, rounded once; at
  /// n <= 64 the k-split groups' rounded partial tiles are then added in float): true = the FP64
  /// engine, false = the SIMT engine (for measuring and testing both), nullopt (the default) =
  /// the FP64 engine for both, as measured (H100; float, session 61: 1.44-1.61x the SIMT engine
  /// at n = 64, 128 and k = 1024, 1.10-1.13x at n = 32, k = 256; complex<float>, session 62:
  /// 1.35-1.72x and 1.05-1.13x at the same shapes).
  std::optional<bool> gram_f64;
  /// float's and complex<float>'s rank-k tile kernels (`triangular` of syrk, herk, syr2k and
  /// her2k, and `recursive_native`'s diagonal blocks; kernels::level3 rankk_f64) on the FP64
  /// tensor cores, as gram_f64 does for `gram`: true and nullopt (the default) = the FP64 engine,
  /// as measured (H100, session 63: `triangular` 1.30-1.57x the SIMT engine, `recursive_native`
  /// 1.10-1.15x); false = the SIMT engine (for measuring and testing both).
  std::optional<bool> rankk_f64;
  /// float's and complex<float>'s one-sided tile kernels (trmm `triangular`, symm / hemm
  /// `direct`, the tiles past side_narrow's Left m <= 32; kernels::level3 side_f64) on the FP64
  /// tensor cores, as gram_f64 does for `gram`: true and nullopt (the default) = the FP64 engine,
  /// as measured (H100, session 63: trmm 1.16-1.34x the SIMT engine, symm / hemm 1.12-1.42x, at
  /// issue 7's shapes past the narrow kernel); false = the SIMT engine (for measuring and testing
  /// both).
  std::optional<bool> side_f64;
  /// double's one-sided tiles (trmm `triangular`, symm `direct`) at m >= 128, n > 32, either
  /// side, on 128 x 64 blocks of 64 x 32 warp tiles (kernels::level3 MmaWarpW, side_wide): true = those
  /// tiles, false and nullopt (the default, until measured) = the 64 x 64 blocks of 32 x 32
  /// warp tiles (for measuring and testing both).
  std::optional<bool> side_wide;
  /// trmm's `tiny` family on a warp per item where A's order is 32 (kernels::tiny trmm_warp):
  /// nullopt (the default) = where the other extent is 32 too, the shape measured (m = n = 32:
  /// 1.56-1.67x the staged engine on the H200, 1.13-1.44x on an H100; docs/PERFORMANCE-LOG.md
  /// session 44; complex<double> 1.12-1.49x on an H100, session 46, but not its gather form on
  /// the Lower triangle, Left Lower T / C and Right Lower N, 0.98-1.06x: trmm_warp_by_default),
  /// true = wherever its gates allow (the other extent 1..32), false = the staged engine (for
  /// measuring and testing both).
  std::optional<bool> trmm_warp;
  /// The `tiny` families of symm and hemm on a warp per item where A's order is 32
  /// (kernels::tiny symm_warp; float, double and complex<float>): nullopt (the default) = where
  /// the other extent is 32 too, the shape measured (m = n = 32 on the H200: 1.05-1.25x the staged
  /// engine; docs/PERFORMANCE-LOG.md session 46), true = wherever its gates allow (the other
  /// extent 1..32), false = the staged engine (for measuring and testing both).
  std::optional<bool> symm_warp;
  /// The `tiny` families of symm and hemm at m = n = 32 on the FP64 tensor cores (kernels::tiny
  /// symm_mma; ahead of symm_warp; float and complex<float> widened to double on the way in):
  /// nullopt (the default) = double, complex<double> and complex<float> wherever its gates
  /// allow, as measured (H100: complex<double> 1.17-1.25x the staged engine, double 1.02-1.07x
  /// symm_warp, session 47; complex<float> 1.11-1.24x, session 49), float nowhere (0.93-0.98x
  /// symm_warp on an H200, session 50; kernels::tiny::kSymmMmaByDefault); true = every type
  /// wherever its gates allow; false = nowhere. At m = n = 16 the same switch drives symm16_mma
  /// (a warp per item): nullopt = every type (H200, session 50: symm 1.12-1.54x the staged
  /// engine; kernels::tiny::kSymm16MmaByDefault).
  std::optional<bool> symm_mma;
  /// gemm's `tiny` family at m = n = k = 32 on the FP64 tensor cores (kernels::tiny gemm_mma;
  /// float and complex<float> widened to double on the way in): nullopt (the default) and true =
  /// every type wherever its gates allow (1.05-1.09x the staged engine on an H100, session 49;
  /// kernels::tiny::kGemmMmaByDefault), false = the staged engine.
  std::optional<bool> gemm_mma;
  /// trmm's `tiny` family at m = n = 32 on the FP64 tensor cores (kernels::tiny trmm_mma; ahead
  /// of trmm_warp): nullopt (the default) = both complex types, and double on the Left with
  /// op(A) = T or C, wherever its gates allow (H200, session 50: complex<float> 1.04-1.22x,
  /// double there 1.14-1.16x, elsewhere 0.96-0.99x, float 0.88-0.97x; complex<double> 1.05-1.43x
  /// on an H100, session 49: kernels::tiny::trmm_mma_by_default), true = every type wherever
  /// its gates allow, false = trmm_warp or the staged engine. At m = n = 16 the same switch
  /// drives trmm16_mma (a warp per item): nullopt = every type (H200, session 50: 1.18-2.91x
  /// the staged engine; kernels::tiny::kTrmm16MmaByDefault).
  std::optional<bool> trmm_mma;
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

  /// Parse the BATCHLAS_* environment (throws std::invalid_argument on a malformed number,
  /// switch or EXPAND_ROUTE word; route words are checked only by the operations).
  static Settings from_environment();
};

/// The settings in force on this thread: the innermost ScopedSettings, else the environment
/// (read once per process).
const Settings& settings();

/// Overrides the settings on the calling thread until destroyed (nests: the newest live scope is
/// in force, whatever order scopes are destroyed in; destroy it on the thread that made it).
/// Throws std::invalid_argument, naming the field, for a value from_environment would refuse.
class ScopedSettings {
 public:
  explicit ScopedSettings(Settings s);
  ~ScopedSettings();
  ScopedSettings(const ScopedSettings&) = delete;
  ScopedSettings& operator=(const ScopedSettings&) = delete;

 private:
  Settings mine_;
};

/// Convenience: a copy of the current settings with one route pinned. It pins nothing by itself:
/// pass it to a ScopedSettings (`ScopedSettings pin(with_route("syrk", "host"));`).
Settings with_route(const std::string& op, const std::string& word);

}  // namespace batchlas
