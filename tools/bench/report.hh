// Reports of measured cases: a readable table on stdout, a CSV file written row by row (so a
// sweep cut short keeps what it measured) and a JSON file with the run's provenance and floors.
#pragma once

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bench/device.hh"
#include "bench/measure.hh"

namespace batchlas::bench {

/// Provenance of a run, repeated in the JSON and the tuned-table headers.
struct RunInfo {
  std::string tool;     ///< "batchlas-bench 0.1.0"
  std::string commit;   ///< git hash
  std::string date;     ///< UTC, ISO 8601
  std::string device;   ///< describe_device()
  std::string arch;     ///< "sm_90" or "host"
  std::string command;  ///< the command line
  Floors floors;
};

/// The current UTC time as 2026-11-30T12:34:56Z.
std::string utc_now();

/// CSV column names, in order (docs/PERFORMANCE.md "Measuring" explains each).
const std::vector<std::string>& csv_columns();

class Report {
 public:
  /// Empty paths skip that output; `table` prints the readable table to stdout.
  Report(RunInfo info, std::string csv_path, std::string json_path, bool table);
  ~Report();
  /// Record one case (printed and appended to the CSV at once).
  void add(const CaseResult& r);
  /// Write the JSON file (also done by the destructor if not yet done).
  void finish(const nlohmann::ordered_json& options = {});
  /// "copy 4253 GB/s, sgemm 50800 GFLOP/s, ..." (printed before the first case).
  static std::string floors_text(const Floors& f);

 private:
  std::vector<std::vector<std::string>> rows_of(const CaseResult& r) const;
  void print(const CaseResult& r) const;

  RunInfo info_;
  std::string csv_path_, json_path_;
  bool table_;
  std::ofstream csv_;
  nlohmann::ordered_json results_ = nlohmann::ordered_json::array();
  bool finished_ = false;
};

}  // namespace batchlas::bench
