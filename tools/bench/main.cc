// batchlas-bench: time every family of batchlas's operations against cuBLAS and the floors of
// the card (docs/PERFORMANCE.md, "Measuring").
//
//   batchlas-bench --op syrk --dtype s,d --n 32:512:x2 --k 256 --uplo L,U --trans N,T
//                  --batch saturate --csv syrk.csv --json syrk.json
#include <CLI/CLI.hpp>

#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "batchlas/errors.hh"
#include "bench/cli.hh"
#include "bench/cli_checks.hh"
#include "bench/measure.hh"
#include "bench/problem.hh"
#include "bench/report.hh"

using namespace batchlas;
using namespace batchlas::bench;

namespace {

/// --list: every operation, the flags and extents it takes, and its families on this queue.
/// The families of op (both queues), from an 8 x 8 case with default flags.
std::vector<FamilyInfo> families_of(const OpSpec& op) {
  Case c;
  c.op = &op, c.dtype = op.complex_only ? 'c' : 's', c.m = c.n = c.k = 8, c.batch = 1;
  for (const auto& f : op.flags) c.flags.emplace_back(f, default_flag(f));
  return make_problem(c)->families();
}

/// `ops`: the operations to list (all of them when --op was not given).
void list_families(Queue& q, const std::vector<const OpSpec*>& ops) {
  std::printf("%-6s %-28s %-8s families on %s (fallback order)\n", "op", "flags", "extents",
              q.device_name().c_str());
  for (const OpSpec* spec : ops) {
    const OpSpec& op = *spec;
    std::string flags, ext, fams;
    for (const auto& f : op.flags) flags += (flags.empty() ? "" : " ") + f + "=" + flag_letters(op, f, 'z');
    for (const auto& e : op.extents) ext += (ext.empty() ? "" : ",") + e;
    try {
      for (const auto& f : families_of(op))
        if (f.cuda == q.is_gpu()) fams += f.name + "(" + f.kind + ") ";
    } catch (const std::exception& e) {
      fams = std::string("? ") + e.what();
    }
    std::printf("%-6s %-28s %-8s %s\n", op.name.c_str(), flags.c_str(), ext.c_str(), fams.c_str());
  }
}

bool any_family_named(const std::string& name) {
  for (const auto& op : catalog()) {
    try {
      for (const auto& f : families_of(op))
        if (f.name == name) return true;
    } catch (const std::exception&) {
    }
  }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"batchlas-bench: time batchlas's families against cuBLAS and the card's floors"};
  std::string ops = "syrk", dtypes = "s", ns = "32:512:x2", ms, ks, batches = "saturate";
  std::string uplo, trans, transa, transb, side, diag;
  std::string families = "all", device = "auto", csv, json, commit;
  std::string saturate = "", rotate = "256M", screen_bytes = "32M";
  MeasureOptions o;
  double alpha = 1, beta = 1;
  int64_t l2_fetch = -1, ld_pad = 0;
  bool quiet = false, no_progress = false, no_reference = false, no_floors = false, list = false;

  app.add_option("--op", ops, "operations: names, comma list, all, level2, level3")->capture_default_str();
  app.add_option("--dtype", dtypes, "precisions: s,d,c,z or all")->capture_default_str();
  app.add_option("--n", ns, "n values: list and ranges (8:1024:x2, 100:500:+100)")->capture_default_str();
  app.add_option("--m", ms, "m values (gemm, symm, hemm, trmm, gemv, ger, gerc); default m = n");
  app.add_option("--k", ks, "k values (gemm, syrk, herk, syr2k, her2k); default k = n");
  app.add_option("--batch", batches, "batch counts, or saturate (operands pass --saturate-bytes)")
      ->capture_default_str();
  app.add_option("--uplo", uplo, "L, U, L,U or all (default L)");
  app.add_option("--trans", trans, "N, T, C or all (default N); also gemm's transa/transb when unset");
  app.add_option("--transa", transa, "gemm: N, T, C or all");
  app.add_option("--transb", transb, "gemm: N, T, C or all");
  app.add_option("--side", side, "L, R or all (default L)");
  app.add_option("--diag", diag, "N, U or all (default N)");
  app.add_option("--alpha", alpha, "alpha (real part; imaginary 0)")->capture_default_str()->check(finite());
  app.add_option("--beta", beta, "beta; 0 = output written only")->capture_default_str()->check(finite());
  app.add_option("--family", families, "all, or names (comma list); 'auto' = the library's own choice (the tables; the bench sets BATCHLAS_<OP>_ROUTE itself), 'native' / 'vendor' = the families of that kind")
      ->capture_default_str();
  app.add_option("--repeats", o.repeats, "timed calls per family (median)")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  app.add_option("--warmup", o.warmup, "untimed calls first")->capture_default_str()->check(non_negative());
  app.add_option("--budget", o.family_budget_s, "seconds of timing per family before repeats are cut")
      ->capture_default_str()
      ->check(non_negative());
  app.add_option("--saturate-bytes", saturate, "saturate target (default 1G on a GPU, 64M on the host)");
  app.add_option("--rotate-bytes", rotate, "rotating operand sets span at least this")->capture_default_str();
  app.add_option("--screen-factor", o.screen_factor,
                 "families this much slower at a small batch are scaled, not run in full (0 = off)")
      ->capture_default_str()
      ->check(non_negative());
  app.add_option("--screen-bytes", screen_bytes, "operand bytes of the screening batch")->capture_default_str();
  app.add_option("--mem-fraction", o.mem_fraction, "fraction of free memory for operands")
      ->capture_default_str()
      ->check(fraction());
  app.add_option("--l2-fetch-granularity", l2_fetch,
                 "set the L2 fetch granularity hint (bytes, 0-128; cudaLimitMaxL2FetchGranularity) before measuring; default: leave the driver's")
      ->check(CLI::Range(0, 128));
  app.add_option("--ld-pad", ld_pad,
                 "pad every matrix operand: ld = rows + this many elements (vectors stay tight; the minimum bytes count no padding)")
      ->capture_default_str()
      ->check(non_negative());
  app.add_option("--device", device, "auto, cuda, cuda:N or host")->capture_default_str();
  app.add_option("--csv", csv, "write every row to this CSV file");
  app.add_option("--json", json, "write the run (provenance, floors, rows) to this JSON file");
  app.add_option("--commit", commit, "commit hash recorded in the outputs (default: compiled in)");
  app.add_flag("--no-reference", no_reference, "skip the cuBLAS comparison");
  app.add_flag("--no-floors", no_floors, "skip measuring the copy bandwidth and GEMM rate");
  app.add_flag("--quiet", quiet, "no table on stdout");
  app.add_flag("--no-progress", no_progress, "no progress bar on stderr");
  app.add_flag("--list", list, "list operations (those of --op when given), flags and families on this device, then exit");
  CLI11_PARSE(app, argc, argv);

  try {
    Queue q = open_queue(device);
    if (l2_fetch >= 0) l2_fetch_granularity(q, l2_fetch);  // describe_device reports what holds
    if (list) {
      std::vector<const OpSpec*> listed;
      if (app.count("--op") > 0) listed = parse_ops(ops);
      else
        for (const auto& op : catalog()) listed.push_back(&op);
      list_families(q, listed);
      return 0;
    }
    // A parse error names its option (parse_sizes alone says only "'-1' is not a non-negative
    // integer"; helper-118).
    const auto option = [](const char* name, auto parse) {
      try {
        return parse();
      } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(std::string(name) + ": " + e.what());
      }
    };
    Grid g;
    g.ops = parse_ops(ops);
    g.dtypes = parse_dtypes(dtypes);
    g.n = option("--n", [&] { return parse_sizes(ns); });
    if (!ms.empty()) g.m = option("--m", [&] { return parse_sizes(ms); });
    if (!ks.empty()) g.k = option("--k", [&] { return parse_sizes(ks); });
    g.batches = option("--batch", [&] { return parse_batches(batches); });
    const std::vector<std::pair<const char*, const std::string*>> flag_options = {
        {"uplo", &uplo}, {"trans", &trans}, {"transa", &transa},
        {"transb", &transb}, {"side", &side}, {"diag", &diag}};
    for (const auto& [name, value] : flag_options)
      if (!value->empty()) g.flags[name] = parse_letters(name, *value);
    g.alpha = alpha, g.beta = beta, g.ld_pad = ld_pad;

    o.saturate_bytes = option("--saturate-bytes", [&] { return parse_bytes(saturate.empty() ? (q.is_gpu() ? "1G" : "64M") : saturate); });
    o.rotate_bytes = option("--rotate-bytes", [&] { return parse_bytes(rotate); });
    o.screen_bytes = option("--screen-bytes", [&] { return parse_bytes(screen_bytes); });
    o.reference = !no_reference;
    o.families.clear();
    for (std::size_t pos = 0; pos <= families.size();) {
      auto e = families.find(',', pos);
      if (e == std::string::npos) e = families.size();
      if (e > pos) o.families.push_back(families.substr(pos, e - pos));
      pos = e + 1;
    }

    // A name no operation has (a typo, "AUTO") is an error; a family of another op or queue
    // stays a per-case "unrunnable" row, so mixed sweeps (--op syrk,gemm --family tiny,gram) run.
    for (const auto& name : o.families)
      if (name != "all" && name != "auto" && name != "native" && name != "vendor" && !any_family_named(name))
        throw std::invalid_argument("--family: '" + name + "' is no family of any operation in this build (see --list; also all, auto, native, vendor)");

    std::vector<std::string> skipped;
    const auto cases = expand(g, &skipped);
    for (const auto& s : skipped) std::fprintf(stderr, "batchlas-bench: skipping %s\n", s.c_str());

    RunInfo info;
    info.tool = tool_version("bench");
    info.commit = commit.empty() ? built_commit() : commit;
    info.date = utc_now();
    info.device = describe_device(q);
    info.arch = q.arch();
    for (int i = 0; i < argc; ++i) info.command += (i ? " " : "") + std::string(argv[i]);
    if (!no_floors) info.floors = measure_floors(q, g.dtypes);

    Report report(info, csv, json, !quiet);
    Bench bench(q, o);
    int64_t total = 0;
    for (const auto& c : cases) total += bench.planned_steps(c);
    Progress progress(total, !no_progress);
    for (const auto& c : cases) {
      const std::string what = c.op->name + " " + c.dtype + " " + c.shape_text();
      const int planned = bench.planned_steps(c);
      int done = 0;
      CaseResult r = bench.run(c, [&] { ++done, progress.step(what); });
      if (done < planned) progress.step(what, planned - done);
      report.add(r);
    }
    progress.done();
    nlohmann::ordered_json opts = {{"repeats", o.repeats}, {"warmup", o.warmup},
                                   {"budget_s", o.family_budget_s}, {"saturate_bytes", o.saturate_bytes},
                                   {"rotate_bytes", o.rotate_bytes}, {"screen_factor", o.screen_factor},
                                   {"screen_bytes", o.screen_bytes}, {"alpha", alpha}, {"beta", beta},
                                   {"ld_pad", ld_pad}};
    report.finish(opts);
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "batchlas-bench: %s\n", e.what());
    return 1;
  }
}
