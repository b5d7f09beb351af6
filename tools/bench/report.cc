#include "bench/report.hh"

#include <cmath>
#include <ctime>
#include <iostream>
#include <stdexcept>

namespace batchlas::bench {
namespace {

std::string num(double v, const char* fmt = "%.6g") {
  if (std::isnan(v)) return "";
  char buf[64];
  std::snprintf(buf, sizeof buf, fmt, v);
  return buf;
}

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string q = "\"";
  for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c == '\n' ? ' ' : c);
  return q + "\"";
}

std::string flag_or_empty(const Case& c, const char* name) {
  const char v = c.flag(name);
  return v ? std::string(1, v) : std::string();
}

std::string extent_or_empty(const Case& c, const char* name) {
  for (const auto& e : c.op->extents)
    if (e == name) return std::to_string(c.extent(name));
  return "";
}

}  // namespace

std::string utc_now() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

const std::vector<std::string>& csv_columns() {
  static const std::vector<std::string> cols = {
      "op",     "dtype",     "side",      "uplo",      "trans",    "transa", "transb",
      "diag",   "m",         "n",         "k",         "batch",    "batch_rule", "sets", "family",
      "kind",   "status",    "reps",      "median_us", "min_us",   "max_us", "bytes",
      "flops",  "gbps",      "gflops",    "floor_us",  "bound",    "frac_floor",
      "vs_cublas", "vs_vendor", "note"};
  return cols;
}

Report::Report(RunInfo info, std::string csv_path, std::string json_path, bool table)
    : info_(std::move(info)), csv_path_(std::move(csv_path)), json_path_(std::move(json_path)), table_(table) {
  // The JSON is written at the end; its path is checked now, before the run's timings.
  if (!json_path_.empty() && !std::ofstream(json_path_)) throw std::runtime_error("cannot write " + json_path_);
  if (!csv_path_.empty()) {
    csv_.open(csv_path_);
    if (!csv_) throw std::runtime_error("cannot write " + csv_path_);
    for (std::size_t i = 0; i < csv_columns().size(); ++i) csv_ << (i ? "," : "") << csv_columns()[i];
    csv_ << "\n";
    csv_.flush();
  }
  if (table_) {
    std::cout << info_.tool << " on " << info_.device << ", " << info_.date << ", commit " << info_.commit
              << "\nfloors: " << floors_text(info_.floors) << "\n";
  }
}

Report::~Report() {
  try {
    if (!finished_) finish();
  } catch (...) {
  }
}

std::string Report::floors_text(const Floors& f) {
  std::string s = "copy " + (f.copy_gbps > 0 ? num(f.copy_gbps, "%.0f") + " GB/s" : "unknown");
  for (const auto& [d, g] : f.gemm_gflops) s += std::string(", ") + d + "gemm " + num(g, "%.0f") + " GFLOP/s";
  return s;
}

std::vector<std::vector<std::string>> Report::rows_of(const CaseResult& r) const {
  const Case& c = r.c;
  // A padded layout (--ld-pad) is named in every row's note: the columns have no field for it.
  const auto note = [&](const std::string& n) {
    if (c.ld_pad == 0) return n;
    const std::string pad = "ld = rows + " + std::to_string(c.ld_pad);
    return n.empty() ? pad : n + "; " + pad;
  };
  auto base = [&] {
    return std::vector<std::string>{c.op->name, std::string(1, c.dtype), flag_or_empty(c, "side"),
                                    flag_or_empty(c, "uplo"), flag_or_empty(c, "trans"),
                                    flag_or_empty(c, "transa"), flag_or_empty(c, "transb"),
                                    flag_or_empty(c, "diag"), extent_or_empty(c, "m"),
                                    extent_or_empty(c, "n"), extent_or_empty(c, "k"),
                                    r.batch ? std::to_string(r.batch) : "",
                                    c.batch > 0 ? "fixed" : "saturate", std::to_string(r.sets)};
  };
  std::vector<std::vector<std::string>> rows;
  if (r.status != "ok") {
    auto row = base();
    for (auto v : {"", "", r.status.c_str()}) row.push_back(v);
    while (row.size() + 1 < csv_columns().size()) row.push_back("");
    row.push_back(note(r.note));
    rows.push_back(row);
    return rows;
  }
  auto add = [&](const FamilyResult& f) {
    const Metrics m = metrics(r, f, info_.floors);
    auto row = base();
    const bool t = f.timed();
    for (const auto& v :
         {f.family, f.kind, f.status, t ? std::to_string(f.ms.size()) : std::string(),
          num(f.median_ms * 1e3, "%.3f"), num(f.min_ms * 1e3, "%.3f"), num(f.max_ms * 1e3, "%.3f"),
          num(r.bytes, "%.0f"), num(r.flops, "%.0f"), num(m.gbps, "%.2f"), num(m.gflops, "%.2f"),
          num(m.floor_ms * 1e3, "%.3f"), m.bound, num(m.frac_floor, "%.4f"), num(m.vs_cublas, "%.4f"),
          num(m.vs_vendor, "%.4f"), note(f.note)})
      row.push_back(v);
    rows.push_back(row);
  };
  for (const auto& f : r.families) add(f);
  if (!r.reference.status.empty()) add(r.reference);
  return rows;
}

void Report::print(const CaseResult& r) const {
  const Case& c = r.c;
  std::printf("\n%s %c %s %s", c.op->name.c_str(), c.dtype, c.flag_text().c_str(), c.shape_text().c_str());
  if (r.status != "ok") {
    std::printf("  %s: %s\n", r.status.c_str(), r.note.c_str());
    std::fflush(stdout);
    return;
  }
  const FamilyResult* any = nullptr;
  for (const auto& f : r.families)
    if (f.timed()) any = &f;
  const Metrics m0 = any ? metrics(r, *any, info_.floors) : Metrics{};
  const std::string floor = std::isnan(m0.floor_ms) ? std::string("unknown")
                                                    : num(m0.floor_ms * 1e3, "%.1f") + " us (" + m0.bound + ")";
  std::printf("  batch=%lld sets=%d  %.3g GB, %.3g GFLOP; floor %s\n", static_cast<long long>(r.batch),
              r.sets, r.bytes / 1e9, r.flops / 1e9, floor.c_str());
  std::printf("  %-14s %-10s %-10s %11s %9s %9s %7s %8s %8s\n", "family", "kind", "status", "median_us",
              "GB/s", "GFLOP/s", "floor%", "x_cublas", "x_vendor");
  auto line = [&](const FamilyResult& f) {
    const Metrics m = metrics(r, f, info_.floors);
    std::printf("  %-14s %-10s %-10s %11s %9s %9s %7s %8s %8s", f.family.c_str(), f.kind.c_str(),
                f.status.c_str(), num(f.median_ms * 1e3, "%.1f").c_str(), num(m.gbps, "%.1f").c_str(),
                num(m.gflops, "%.1f").c_str(), num(m.frac_floor * 100, "%.1f").c_str(),
                num(m.vs_cublas, "%.2f").c_str(), num(m.vs_vendor, "%.2f").c_str());
    if (!f.note.empty() && f.kind != "reference") {
      std::string note = f.note.size() > 110 ? f.note.substr(0, 107) + "..." : f.note;
      std::printf("  %s", note.c_str());
    }
    std::printf("\n");
  };
  for (const auto& f : r.families) line(f);
  if (!r.reference.status.empty()) {
    line(r.reference);
    std::printf("  (cublas = %s)\n", r.reference_name.c_str());
  }
  std::fflush(stdout);
}

void Report::add(const CaseResult& r) {
  if (table_) print(r);
  const auto rows = rows_of(r);
  for (const auto& row : rows) {
    if (csv_) {
      for (std::size_t i = 0; i < row.size(); ++i) csv_ << (i ? "," : "") << csv_field(row[i]);
      csv_ << "\n";
    }
    nlohmann::ordered_json j;
    for (std::size_t i = 0; i < row.size() && i < csv_columns().size(); ++i) {
      const std::string& col = csv_columns()[i];
      const std::string& v = row[i];
      // Numbers as numbers, empty cells as null, the rest as strings.
      const bool numeric = !v.empty() && v.find_first_not_of("0123456789.-e+") == std::string::npos &&
                           col != "dtype" && col != "note" && col != "batch_rule";
      // Counts (n, batch, bytes, reps) as JSON integers: a double holds them exactly only to 2^53.
      const bool integral = numeric && v.find_first_not_of("0123456789", v[0] == '-' ? 1 : 0) == std::string::npos;
      if (v.empty()) j[col] = nullptr;
      else if (integral && v.size() < 19) j[col] = std::stoll(v);  // fits int64 (18 digits)
      else if (numeric) j[col] = std::stod(v);
      else j[col] = v;
    }
    results_.push_back(std::move(j));
  }
  if (csv_) csv_.flush();
}

void Report::finish(const nlohmann::ordered_json& options) {
  finished_ = true;
  if (json_path_.empty()) return;
  nlohmann::ordered_json j;
  j["tool"] = info_.tool;
  j["commit"] = info_.commit;
  j["date"] = info_.date;
  j["device"] = info_.device;
  j["arch"] = info_.arch;
  j["command"] = info_.command;
  j["floors"] = {{"copy_gbps", info_.floors.copy_gbps > 0 ? nlohmann::ordered_json(info_.floors.copy_gbps) : nullptr},
                 {"copy_how", info_.floors.copy_how},
                 {"gemm_gflops", info_.floors.gemm_gflops.empty() ? nlohmann::ordered_json::object() : nlohmann::ordered_json()},
                 {"gemm_how", info_.floors.gemm_how}};
  for (const auto& [d, g] : info_.floors.gemm_gflops) j["floors"]["gemm_gflops"][std::string(1, d)] = g;
  if (!options.is_null()) j["options"] = options;
  j["columns"] = csv_columns();
  j["results"] = results_;
  std::ofstream out(json_path_);
  if (!out) throw std::runtime_error("cannot write " + json_path_);
  out << j.dump(1) << "\n";
}

}  // namespace batchlas::bench
