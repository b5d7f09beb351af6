// batchlas-tune: for each operation, time every runnable family over a grid of shapes (each
// categorical flag x a log2 grid of the extents) at saturating batch, and write
//   <out>/<op>.<arch>.txt  the ranking per grid cell (src/select/table.hh format)
//   <out>/<op>.<arch>.csv  the raw per-cell timings behind every ranking (batchlas-bench columns)
//
//   batchlas-tune --op all --out tuned --commit $(git rev-parse --short=12 HEAD)
#include <CLI/CLI.hpp>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>

#include "bench/cli.hh"
#include "bench/cli_checks.hh"
#include "bench/measure.hh"
#include "bench/report.hh"
#include "tune/table_writer.hh"

using namespace batchlas;
using namespace batchlas::bench;

namespace {

/// The grid of one operation: every flag letter it takes, and a log2 grid of its extents kept
/// small so that one operation's sweep stays well inside 5 minutes on an H200.
Grid grid_for(const OpSpec& op, const std::string& dtypes, bool quick, const std::string& ms,
              const std::string& ns, const std::string& ks) {
  Grid g;
  g.ops = {&op};
  g.dtypes = dtypes;
  for (const auto& f : op.flags) g.flags[f] = quick ? std::string(1, default_flag(f)) : "*";
  const bool has_k = op.has_extent("k");
  if (quick) {
    g.n = {32, 128};
    if (has_k) g.k = {64};
  } else if (op.name == "gemm" || op.name == "trmm") {
    // 4 and 8: the tiny family's sizes (every extent <= 32), where the ranking flips.
    g.n = {4, 8, 16, 32, 64, 256, 1024};
    if (has_k) g.k = {8, 32, 256};
  } else if (op.level == 3) {
    g.n = {4, 8, 16, 32, 64, 128, 256, 512};
    if (has_k) g.k = {8, 32, 256};
  } else {
    // 8 and 16: where the native kernels pack several items per warp (and cuBLAS is slowest).
    g.n = {8, 16, 32, 128, 512, 2048};
  }
  if (!ns.empty()) g.n = parse_sizes(ns);
  if (!ks.empty() && has_k) g.k = parse_sizes(ks);
  // --m: rows off the square m = n diagonal (the one-sided ops' issue shapes, e.g. trmm m = 128
  // n = 512, where a square row's ranking can differ).
  if (!ms.empty()) g.m = parse_sizes(ms);  // main() refused ops without m
  return g;
}

std::string join(const std::vector<int64_t>& v) {
  std::string s;
  for (auto x : v) s += (s.empty() ? "" : ",") + std::to_string(x);
  return s;
}

/// The batches of a sweep as the `# grid:` line writes them: "saturate(256 MiB)", "8", "8,saturate(1024 MiB)".
std::string batch_text(const std::vector<int64_t>& batches, int64_t saturate) {
  std::string s;
  for (auto b : batches)
    s += (s.empty() ? "" : ",") + (b == 0 ? "saturate(" + std::to_string(saturate >> 20) + " MiB)" : std::to_string(b));
  return s;
}

/// The batch= value of a table's `# grid:` header line ("" when it has none).
std::string table_batches(const std::string& table) {
  const auto at = table.find("# grid: ");
  if (at == std::string::npos) return "";
  const std::string line = table.substr(at, table.find('\n', at) - at);
  const auto b = line.rfind(" batch=");
  return b == std::string::npos ? "" : line.substr(b + 7);
}

std::string grid_text(const Grid& g, const std::vector<int64_t>& batches, int64_t saturate) {
  const OpSpec& op = *g.ops[0];
  std::string s = "dtype=";
  for (char d : g.dtypes)
    if (!op.complex_only || is_complex_dtype(d)) s += std::string(s.back() == '=' ? "" : ",") + d;
  for (const auto& f : op.flags) {
    // "trans=N,T(s,d),N,T,C(c,z)" when the letters differ between the precisions swept.
    std::map<std::string, std::string> by_letters;  // letters -> dtypes
    for (char d : g.dtypes) {
      std::string l = g.flags.at(f);
      if (l == "*") l = flag_letters(op, f, d);
      by_letters[l] += d;
    }
    std::string v;
    for (const auto& [letters, dts] : by_letters) {
      std::string list;
      for (char c : letters) {
        if (!list.empty()) list += ',';
        list += c;
      }
      v += (v.empty() ? "" : ",") + list + (by_letters.size() > 1 ? "(" + dts + ")" : "");
    }
    s += " " + f + "=" + v;
  }
  for (const auto& e : op.extents) {
    if (e == "m") s += " m=" + (g.m.empty() ? std::string("n") : join(g.m));
    if (e == "n") s += " n=" + join(g.n);
    if (e == "k") s += " k=" + join(g.k);
  }
  return s + " batch=" + batch_text(batches, saturate);
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

/// Written beside and renamed over `path`, so an interrupted run (a timeout) leaves the old
/// file whole.
void write_file(const std::string& path, const std::string& text) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary);
    if (!f || !(f << text) || !f.flush()) throw std::runtime_error("cannot write " + tmp);
  }
  std::filesystem::rename(tmp, path);
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"batchlas-tune: rank every family of an operation over a grid; write tuned tables"};
  std::string ops = "syrk", out = "tuned", dtypes = "all", device = "auto", commit, saturate, batches = "saturate";
  std::string ms, ns, ks, rotate = "256M";
  bool quick = false, no_progress = false, no_floors = false, merge = false;
  double max_seconds = 240;
  MeasureOptions o;
  o.repeats = 5, o.warmup = 2, o.family_budget_s = 0.5, o.min_repeats = 2;
  app.add_option("--op", ops, "operations: names, comma list, all, level2, level3")->capture_default_str();
  app.add_option("--out", out, "directory for <op>.<arch>.txt and .csv")->capture_default_str();
  app.add_option("--dtype", dtypes, "precisions: s,d,c,z or all")->capture_default_str();
  app.add_option("--m", ms, "an m grid (each m with each n; default m = n); ops with an m extent only");
  app.add_option("--n", ns, "override the n grid (lists and ranges as batchlas-bench)");
  app.add_option("--k", ks, "override the k grid");
  app.add_option("--batch", batches,
                 "saturate (default) or counts; with more than one value rows carry a batch key")
      ->capture_default_str();
  app.add_option("--repeats", o.repeats, "timed calls per family and cell")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  app.add_option("--warmup", o.warmup, "untimed calls first")->capture_default_str()->check(non_negative());
  app.add_option("--budget", o.family_budget_s, "seconds of timing per family and cell")
      ->capture_default_str()
      ->check(non_negative());
  app.add_option("--saturate-bytes", saturate, "saturate target (default 1G on a GPU, 64M on the host)");
  app.add_option("--rotate-bytes", rotate, "rotating operand sets span at least this")->capture_default_str();
  app.add_option("--max-seconds", max_seconds,
                 "per operation: when the sweep is projected past this, the remaining cells get "
                 "2 repeats after 1 warm-up (0 = never)")
      ->capture_default_str()
      ->check(non_negative());
  app.add_option("--screen-factor", o.screen_factor, "scale families this much slower at a small batch")
      ->capture_default_str()
      ->check(non_negative());
  app.add_option("--device", device, "auto, cuda, cuda:N or host")->capture_default_str();
  app.add_option("--commit", commit, "commit hash for the header (default: compiled in)");
  app.add_flag("--quick", quick, "smoke test: one dtype, default flags, n=32,128, small batch");
  app.add_flag("--no-floors", no_floors, "skip the floors (the CSV's floor columns stay empty)");
  app.add_flag("--no-progress", no_progress, "no progress bar on stderr");
  double keep_ties = 2;
  app.add_option("--keep-ties", keep_ties,
                 "with --merge: a row keeps its order when its new first family beat the old first by "
                 "this percent or less (0: off)")
      ->capture_default_str()
      ->check(non_negative());
  app.add_flag("--merge", merge,
               "keep an existing table's rows for cells this sweep does not measure (e.g. with --n): "
               "measured cells replace theirs, a '# merged:' header line records the sweep; the CSV alike");
  CLI11_PARSE(app, argc, argv);

  try {
    Queue q = open_queue(device);
    const auto op_list = parse_ops(ops);
    if (!ms.empty())  // refused before any measuring, not at the first op without m
      for (const OpSpec* op : op_list)
        if (!op->has_extent("m"))
          throw std::invalid_argument("--m: " + op->name + " has no m extent");
    std::string dts = parse_dtypes(dtypes);
    if (quick) {
      o.repeats = 3, o.warmup = 1, o.min_repeats = 1;
      if (saturate.empty()) saturate = q.is_gpu() ? "64M" : "8M";
    }
    o.saturate_bytes = parse_bytes(saturate.empty() ? (q.is_gpu() ? "1G" : "64M") : saturate);
    o.rotate_bytes = parse_bytes(rotate);
    o.reference = false;  // rankings are between batchlas's own families
    const auto batch_list = parse_batches(batches);
    const bool batch_key = batch_list.size() > 1;
    std::filesystem::create_directories(out);

    RunInfo info;
    info.tool = tool_version("tune");
    info.commit = commit.empty() ? built_commit() : commit;
    info.device = describe_device(q);
    info.arch = q.arch();
    for (int i = 0; i < argc; ++i) info.command += (i ? " " : "") + std::string(argv[i]);
    if (!no_floors) {
      std::string used;  // the dtypes the sweep will run (quick: one per operation)
      for (const OpSpec* op : op_list)
        for (char d : dts)
          if ((!op->complex_only || is_complex_dtype(d)) && used.find(d) == std::string::npos) {
            used += d;
            if (quick) break;
          }
      info.floors = measure_floors(q, used);
    }

    // --merge: every table is checked before any op is measured, so a refusal costs no measuring
    // and leaves every table as it was. A table whose rows carry a batch key takes only a sweep
    // whose rows do (and the reverse); one without takes only cells measured at its batches (its
    // `# grid:` line: a fixed batch, or saturation at the same --saturate-bytes).
    if (merge)
      for (const OpSpec* op : op_list) {
        const std::string table = out + "/" + op->name + "." + info.arch + ".txt";
        if (!std::filesystem::exists(table)) continue;
        const std::string old = read_file(table);
        if (tune::has_batch_key(old) != batch_key)
          throw std::invalid_argument("--merge: " + table + "'s rows " +
                                      (batch_key ? "carry no batch key" : "carry a batch key") +
                                      " and this sweep's would " + (batch_key ? "" : "not ") +
                                      "(--batch): tune the whole table instead");
        const std::string was = table_batches(old), now = batch_text(batch_list, o.saturate_bytes);
        if (!batch_key && !was.empty() && was != now)
          throw std::invalid_argument("--merge: " + table + "'s cells ran at batch " + was +
                                      " and this sweep's would run at batch " + now +
                                      " (--batch, --saturate-bytes): tune the whole table instead");
      }

    Bench bench(q, o);
    const auto t_all = std::chrono::steady_clock::now();
    for (const OpSpec* op : op_list) {
      std::string op_dts;
      for (char d : dts)
        if (!op->complex_only || is_complex_dtype(d)) op_dts += d;
      if (op_dts.empty()) {
        std::fprintf(stderr, "batchlas-tune: %s: no complex dtype asked for, skipped\n", op->name.c_str());
        continue;
      }
      if (quick) op_dts = op_dts.substr(0, 1);
      Grid g = grid_for(*op, op_dts, quick, ms, ns, ks);
      g.batches = batch_list;
      const auto cases = expand(g);

      const std::string stem = out + "/" + op->name + "." + info.arch;
      // --merge: this sweep's CSV goes beside the old one first, then the two are merged (the
      // tables were checked above).
      const bool merging = merge && std::filesystem::exists(stem + ".txt");
      if (merge && !merging)
        std::fprintf(stderr, "batchlas-tune: %s: --merge: no %s.txt yet, writing a new table\n", op->name.c_str(),
                     stem.c_str());
      // Without a batch key every cell ran at the one batch asked for (saturating by default).
      const std::string one_batch =
          batch_list.front() > 0 ? "batch " + std::to_string(batch_list.front()) : "saturating batch";
      info.date = utc_now();
      Report report(info, stem + (merging ? ".new.csv" : ".csv"), "", false);
      int64_t total = 0;
      for (const auto& c : cases) total += bench.planned_steps(c);
      Progress progress(total, !no_progress);
      const auto t0 = std::chrono::steady_clock::now();
      std::string rows, shortened;
      int ranked_rows = 0;
      tune::CellTimes times;  // per row key: the tie rule of --merge
      int64_t steps_done = 0;
      bench.options() = o;  // undo a previous operation's shortening
      for (const auto& c : cases) {
        // Keep the sweep inside its time: past the projection, fewer calls per family.
        const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (max_seconds > 0 && shortened.empty() && steps_done > 0 &&
            spent / double(steps_done) * double(total) > max_seconds && spent > 0.25 * max_seconds) {
          auto& bo = bench.options();
          bo.repeats = 2, bo.warmup = 1, bo.min_repeats = 1, bo.family_budget_s = 0.05;
          shortened = "from cell " + c.keys(false, 0) + " on: 2 repeats after 1 warm-up (projected " +
                      std::to_string(int(spent / double(steps_done) * double(total))) + " s > --max-seconds)";
          std::fprintf(stderr, "\nbatchlas-tune: %s: %s\n", op->name.c_str(), shortened.c_str());
        }
        const std::string what = c.op->name + " " + c.dtype + " " + c.flag_text() + " " + c.shape_text();
        const int planned = bench.planned_steps(c);
        int done = 0;
        CaseResult r = bench.run(c, [&] { ++done, progress.step(what); });
        if (done < planned) progress.step(what, planned - done);
        steps_done += planned;
        report.add(r);
        const std::string keys = c.keys(batch_key, r.batch);
        if (r.status != "ok") {
          rows += tune::format_row(keys, {}, r.status + ": " + r.note);
          continue;
        }
        std::vector<tune::Timed> cells;
        std::string why;
        for (const auto& f : r.families) {
          cells.push_back({f.family, f.median_ms, f.timed()});
          if (!f.timed()) why += (why.empty() ? "" : "; ") + f.family + ": " + f.note;
        }
        const auto ranked = tune::rank(cells);
        times[keys] = cells;
        ranked_rows += !ranked.empty();
        rows += tune::format_row(keys, ranked, why);
      }
      progress.done();
      report.finish();
      const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

      char timing[256], screening[128] = "";
      if (o.screen_factor > 0)
        std::snprintf(screening, sizeof screening, "; families >%.0fx slower at a %lld MiB batch scaled from it",
                      o.screen_factor, static_cast<long long>(o.screen_bytes >> 20));
      std::snprintf(timing, sizeof timing,
                    "median of up to %d timed calls after %d warm-up (%s), rotating operand sets of >= %lld MiB%s",
                    o.repeats, o.warmup, q.is_gpu() ? "CUDA events" : "wall clock",
                    static_cast<long long>(o.rotate_bytes >> 20), screening);
      const std::string grid = grid_text(g, batch_list, o.saturate_bytes);
      const std::string timing_text = std::string(timing) + (shortened.empty() ? "" : "; " + shortened);
      const std::string cells_text =
          std::to_string(cases.size()) + " measured in " + std::to_string(int(secs + 0.5)) + " s";
      const std::string header = tune::format_header(
          "batchlas tuned table for " + op->name + " on " + info.arch +
              ", written by batchlas-tune; families ranked fastest first",
          {{"device", info.device},
           {"date", info.date},
           {"tool", info.tool},
           {"commit", info.commit},
           {"grid", grid},
           {"timing", timing_text},
           {"floors", Report::floors_text(info.floors)},
           {"raw", op->name + "." + info.arch + ".csv"},
           {"cells", cells_text}});
      std::string text = header + (batch_key ? "" : "# rows carry no batch key: every cell ran at " + one_batch + "\n") + rows;
      if (merging) {
        // The cell of a CSV row: op, dtype, the flags and the extents (11 columns), and the batch
        // when rows carry it.
        const std::string old_csv = std::filesystem::exists(stem + ".csv") ? read_file(stem + ".csv") : "";
        write_file(stem + ".csv", tune::merge_csv(old_csv, read_file(stem + ".new.csv"), batch_key ? 12 : 11));
        std::filesystem::remove(stem + ".new.csv");
        text = tune::merge_table(read_file(stem + ".txt"), rows,
                                 info.date + ", device " + info.device + ", commit " + info.commit + ", grid " + grid + ", cells " +
                                     cells_text + "; " + timing_text,
                                 times, keep_ties / 100);
      }
      write_file(stem + ".txt", text);
      std::fprintf(stderr, "batchlas-tune: %s: %zu cells, %d ranked, %.1f s -> %s.txt\n", op->name.c_str(),
                   cases.size(), ranked_rows, secs, stem.c_str());
    }
    std::fprintf(stderr, "batchlas-tune: total %.1f s\n",
                 std::chrono::duration<double>(std::chrono::steady_clock::now() - t_all).count());
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "batchlas-tune: %s\n", e.what());
    return 1;
  }
}
