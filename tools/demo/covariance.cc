#include "covariance.hh"

#include <cmath>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "batchlas/batchlas.hh"
#include "select/select.hh"

namespace demo {

using namespace batchlas;

namespace {

/// The comma-separated cells of a line, each without surrounding blanks (spaces, tabs, the '\r'
/// of a CRLF file).
std::vector<std::string> split(const std::string& line) {
  std::vector<std::string> out;
  std::stringstream ss(line);
  std::string cell;
  while (std::getline(ss, cell, ',')) {
    const auto first = cell.find_first_not_of(" \t\r");
    const auto last = cell.find_last_not_of(" \t\r");
    out.push_back(first == std::string::npos ? std::string() : cell.substr(first, last - first + 1));
  }
  return out;
}

}  // namespace

int covariance_report(batchlas::Queue& q, const std::string& path, const std::string& label) {
  std::ifstream in(path);
  if (!in) throw std::invalid_argument("cannot open CSV file '" + path + "'");
  std::string line;
  std::getline(in, line);
  const auto header = split(line);
  int label_col = -1;
  for (std::size_t i = 0; i < header.size(); ++i)
    if (header[i] == label) label_col = static_cast<int>(i);
  if (label_col < 0) throw std::invalid_argument("no column named '" + label + "' in " + path);
  std::vector<std::string> features;
  for (std::size_t i = 0; i < header.size(); ++i)
    if (static_cast<int>(i) != label_col) features.push_back(header[i]);
  const int64_t p = static_cast<int64_t>(features.size());
  if (p == 0) throw std::invalid_argument(path + " has no feature column besides '" + label + "'");

  std::map<std::string, std::vector<std::vector<double>>> groups;
  int64_t row_no = 1;
  while (std::getline(in, line)) {
    ++row_no;
    if (line.empty()) continue;
    auto cells = split(line);
    if (cells.size() != header.size())
      throw std::invalid_argument(path + ":" + std::to_string(row_no) + " has " +
                                  std::to_string(cells.size()) + " cells, header has " +
                                  std::to_string(header.size()));
    std::vector<double> v;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (static_cast<int>(i) == label_col) continue;
      std::size_t used = 0;
      double x = 0;
      try {
        x = std::stod(cells[i], &used);
      } catch (const std::exception&) {
        used = 0;
      }
      // stod also reads "nan" and "inf"; a covariance of them says nothing about the library.
      if (used == 0 || used != cells[i].size() || !std::isfinite(x))
        throw std::invalid_argument(path + ":" + std::to_string(row_no) + " column '" + header[i] +
                                    "': '" + cells[i] + "' is not a finite number");
      v.push_back(x);
    }
    groups[cells[label_col]].push_back(v);
  }
  // The unbiased covariance divides by samples - 1.
  for (auto& [name, g] : groups)
    if (g.size() < 2)
      throw std::invalid_argument("label '" + name + "' has " + std::to_string(g.size()) +
                                  " sample; a covariance needs at least 2");
  const int64_t batch = static_cast<int64_t>(groups.size());
  int64_t k = 0;
  for (auto& [_, g] : groups) k = std::max<int64_t>(k, static_cast<int64_t>(g.size()));

  // A is k x p per class (samples down the rows), centred; C = A^T A is p x p.
  std::vector<double> a(static_cast<std::size_t>(k * p * batch), 0.0);
  std::vector<std::string> names;
  std::vector<int64_t> counts;
  int64_t b = 0;
  for (auto& [name, g] : groups) {
    names.push_back(name);
    counts.push_back(static_cast<int64_t>(g.size()));
    for (int64_t j = 0; j < p; ++j) {
      double mean = 0;
      for (auto& r : g) mean += r[j];
      mean /= static_cast<double>(g.size());
      for (std::size_t i = 0; i < g.size(); ++i) a[b * k * p + i + j * k] = g[i][j] - mean;
    }
    ++b;
  }
  Matrix<double> A(q, k, p, batch), C(q, p, p, batch);
  A.upload(a.data());
  syrk(q, Uplo::Lower, Op::Trans, 1.0, A.view(), 0.0, C.view());
  const std::string family = select::last_family();
  auto c = C.to_host();

  std::cout << "\nPer-label covariance of " << path << ": " << batch << " labels x " << p
            << " features, one batched syrk (Lower, Trans, k = " << k << ", family " << family
            << ")\n";
  std::cout << std::left << std::setw(16) << "label" << std::right << std::setw(8) << "samples"
            << std::setw(14) << "trace" << std::setw(24) << "largest variance" << std::setw(12)
            << "check\n";
  int status = 0;
  for (b = 0; b < batch; ++b) {
    const double scale = 1.0 / static_cast<double>(counts[b] - 1);  // unbiased estimate
    double trace = 0, worst = 0, top = -1;
    bool overflow = false;  // the direct sum left double's range: nothing to compare against
    int64_t top_j = 0;
    for (int64_t j = 0; j < p; ++j) {
      for (int64_t i = j; i < p; ++i) {
        // Direct sum for the check.
        double s = 0;
        for (int64_t r = 0; r < k; ++r) s += a[b * k * p + r + i * k] * a[b * k * p + r + j * k];
        const double got = c[b * p * p + i + j * p];
        if (!std::isfinite(s)) {
          overflow = true;
          continue;
        }
        const double err = std::abs(got - s) / std::max(1.0, std::abs(s));
        if (!(err <= worst)) worst = err;  // a NaN error stays (std::max would drop it)
      }
      const double var = c[b * p * p + j + j * p] * scale;
      trace += var;
      if (var > top) top = var, top_j = j;
    }
    const bool ok = worst < 1e-10;
    status |= ok ? 0 : 1;
    const char* verdict = !ok ? "FAIL" : overflow ? "overflow" : "ok";
    std::cout << std::left << std::setw(16) << names[b] << std::right << std::setw(8) << counts[b]
              << std::setw(14) << std::setprecision(6) << trace << std::setw(24)
              << (features[top_j] + " " + std::to_string(top).substr(0, 9)) << std::setw(11)
              << verdict << "\n";
  }
  return status;
}

}  // namespace demo
