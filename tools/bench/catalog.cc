#include "bench/catalog.hh"

#include <stdexcept>

#include "tune/table_writer.hh"

namespace batchlas::bench {

const std::vector<OpSpec>& catalog() {
  // Flags and extents follow each op's select::Key in src/ops/<op>/args.hh (trmm keys its
  // transa as "trans").
  static const std::vector<OpSpec> ops = {
      {"gemm", 3, {"transa", "transb"}, {"m", "n", "k"}, false, true},
      {"symm", 3, {"side", "uplo"}, {"m", "n"}, false, true},
      {"hemm", 3, {"side", "uplo"}, {"m", "n"}, true, true},
      {"syrk", 3, {"uplo", "trans"}, {"n", "k"}, false, true},
      {"herk", 3, {"uplo", "trans"}, {"n", "k"}, true, true},
      {"syr2k", 3, {"uplo", "trans"}, {"n", "k"}, false, true},
      {"her2k", 3, {"uplo", "trans"}, {"n", "k"}, true, true},
      {"trmm", 3, {"side", "uplo", "trans", "diag"}, {"m", "n"}, false, false},
      {"gemv", 2, {"trans"}, {"m", "n"}, false, true},
      {"ger", 2, {}, {"m", "n"}, false, false},
      {"gerc", 2, {}, {"m", "n"}, false, false},
      {"trmv", 2, {"uplo", "trans", "diag"}, {"n"}, false, false},
      {"symv", 2, {"uplo"}, {"n"}, false, true},
      {"hemv", 2, {"uplo"}, {"n"}, true, true},
      {"syr", 2, {"uplo"}, {"n"}, false, false},
      {"her", 2, {"uplo"}, {"n"}, true, false},
      {"syr2", 2, {"uplo"}, {"n"}, false, false},
      {"her2", 2, {"uplo"}, {"n"}, true, false},
  };
  return ops;
}

const OpSpec& find_op(std::string_view name) {
  for (const auto& op : catalog())
    if (op.name == name) return op;
  std::string known;
  for (const auto& op : catalog()) known += (known.empty() ? "" : ", ") + op.name;
  throw std::invalid_argument("unknown operation '" + std::string(name) + "' (known: " + known +
                              ", or all, level2, level3)");
}

std::vector<const OpSpec*> parse_ops(const std::string& list) {
  std::vector<const OpSpec*> out;
  auto add = [&](const OpSpec* op) {
    for (auto* o : out)
      if (o == op) return;
    out.push_back(op);
  };
  std::size_t pos = 0;
  while (pos <= list.size()) {
    auto comma = list.find(',', pos);
    std::string word = list.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    pos = comma == std::string::npos ? list.size() + 1 : comma + 1;
    if (word.empty()) continue;
    if (word == "all" || word == "level2" || word == "l2" || word == "level3" || word == "l3") {
      for (const auto& op : catalog())
        if (word == "all" || (word.back() == '2') == (op.level == 2)) add(&op);
    } else {
      add(&find_op(word));
    }
  }
  if (out.empty()) throw std::invalid_argument("no operation given");
  return out;
}

bool is_complex_dtype(char dtype) { return dtype == 'c' || dtype == 'z'; }

int64_t element_bytes(char dtype) {
  switch (dtype) {
    case 's': return 4;
    case 'd': return 8;
    case 'c': return 8;
    case 'z': return 16;
  }
  throw std::invalid_argument(std::string("unknown dtype '") + dtype + "'");
}

std::string flag_letters(const OpSpec& op, const std::string& flag, char dtype) {
  if (flag == "uplo") return "LU";
  if (flag == "side") return "LR";
  if (flag == "diag") return "NU";
  // trans, transa, transb. Real types take C as T (BLAS), so C would only repeat T.
  if (op.name == "herk" || op.name == "her2k") return "NC";
  if (op.name == "syrk" || op.name == "syr2k") return "NT";  // complex: symmetric, no C
  return is_complex_dtype(dtype) ? "NTC" : "NT";
}

char default_flag(const std::string& flag) {
  return (flag == "uplo" || flag == "side") ? 'L' : 'N';
}

char Case::flag(const std::string& name) const {
  for (const auto& [k, v] : flags)
    if (k == name) return v;
  return 0;
}

int64_t Case::extent(const std::string& name) const {
  if (name == "m") return m;
  if (name == "n") return n;
  if (name == "k") return k;
  return 0;
}

std::string Case::flag_text() const {
  std::string s;
  for (const auto& [k, v] : flags) s += (s.empty() ? "" : " ") + k + "=" + v;
  return s;
}

std::string Case::shape_text() const {
  std::string s;
  for (const auto& e : op->extents)
    s += (s.empty() ? "" : " ") + e + "=" + std::to_string(extent(e));
  if (ld_pad > 0) s += " ld=rows+" + std::to_string(ld_pad);
  return s;
}

std::string Case::keys(bool with_batch, int64_t batch_value) const {
  std::vector<std::pair<std::string, int64_t>> sizes;
  for (const auto& e : op->extents) sizes.emplace_back(e, extent(e));
  if (with_batch) sizes.emplace_back("batch", batch_value);
  return tune::format_keys(dtype, flags, sizes);
}

}  // namespace batchlas::bench
