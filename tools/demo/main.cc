// batchlas-demo: runs every operation in every precision on a built-in batch (on the GPU when
// one is present, else the host), checks each against a long-double oracle and prints a table;
// with --csv it also computes per-label covariance matrices of a data file with one syrk.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <iomanip>
#include <iostream>
#include <limits>

#include "cases.hh"
#include "covariance.hh"

int main(int argc, char** argv) {
  CLI::App app{"batchlas demo: every operation on a built-in batch, checked against an oracle"};
  bool force_host = false;
  std::string csv, label = "cultivar";
  int64_t batch = 0;
  app.add_flag("--host", force_host, "Run on the host even when a GPU is present");
  app.add_option("--batch", batch, "Batch count (0 or absent: 2048 on the GPU, 128 on the host)")
      ->check(CLI::Range(int64_t{0}, std::numeric_limits<int64_t>::max()));
  app.add_option("--csv", csv, "CSV file (header row) for the per-label covariance example")
      ->check(CLI::ExistingFile);
  app.add_option("--label", label, "Name of the label column of --csv")->capture_default_str();
  CLI11_PARSE(app, argc, argv);

  using namespace batchlas;
  Queue q = (force_host || !Queue::cuda_available()) ? Queue::host() : Queue::cuda(0);
  const bool gpu = q.is_gpu();
  demo::Sizes s{64, 64, batch ? batch : (gpu ? 2048 : 128), 256, batch ? batch : (gpu ? 1024 : 256)};
  std::cout << "batchlas demo on " << q.device_name() << " (" << q.arch() << ")\n"
            << "Level 3: n = " << s.n3 << ", k = " << s.k3 << ", batch " << s.batch3
            << "; Level 2: n = " << s.n2 << ", batch " << s.batch2
            << "; each result checked on 3 items against a long-double oracle\n\n";

  std::mt19937_64 rng(2026);
  std::vector<demo::Row> rows;
  int status = 0;
  try {
    demo::run_all<float>(q, s, rng, rows);
    demo::run_all<double>(q, s, rng, rows);
    demo::run_all<std::complex<float>>(q, s, rng, rows);
    demo::run_all<std::complex<double>>(q, s, rng, rows);
  } catch (const std::exception& e) {
    std::cerr << "demo: " << e.what() << "\n";
    status = 2;
  }
  std::cout << std::left << std::setw(7) << "op" << std::setw(6) << "dtype" << std::setw(14)
            << "shape" << std::right << std::setw(7) << "batch" << "  " << std::left
            << std::setw(11) << "family" << std::right << std::setw(10) << "ms" << std::setw(12)
            << "rate" << "         " << std::setw(10) << "rel.err" << "  result\n";
  for (const auto& r : rows) {
    std::cout << std::left << std::setw(7) << r.op << std::setw(6) << r.dtype << std::setw(14)
              << r.shape << std::right << std::setw(7) << r.batch << "  " << std::left
              << std::setw(11) << r.family << std::right << std::fixed << std::setprecision(3)
              << std::setw(10) << r.ms << std::setw(12) << std::setprecision(1) << r.rate << " "
              << std::left << std::setw(8) << r.unit << std::right << std::scientific
              << std::setprecision(2) << std::setw(10) << static_cast<double>(r.error) << "  "
              << (r.ok ? "ok" : "FAIL") << std::defaultfloat << "\n";
    if (!r.ok) status = 1;
  }
  std::cout << "\n" << rows.size() << " operation x precision rows, "
            << std::count_if(rows.begin(), rows.end(), [](auto& r) { return r.ok; })
            << " correct\n";
  if (!csv.empty()) {
    try {
      status |= demo::covariance_report(q, csv, label);
    } catch (const std::exception& e) {
      std::cerr << "demo: " << e.what() << "\n";
      status = 2;
    }
  }
  return status;
}
