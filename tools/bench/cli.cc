#include "bench/cli.hh"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <stdexcept>

namespace batchlas::bench {
namespace {

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::size_t pos = 0;
  while (pos <= s.size()) {
    auto e = s.find(sep, pos);
    if (e == std::string::npos) e = s.size();
    out.push_back(s.substr(pos, e - pos));
    pos = e + 1;
  }
  return out;
}

int64_t to_int(const std::string& s, const std::string& whole) {
  if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos)
    throw std::invalid_argument("'" + whole + "': '" + s + "' is not a non-negative integer");
  try {
    return std::stoll(s);
  } catch (const std::out_of_range&) {  // was a bare "stoll"
    throw std::invalid_argument("'" + whole + "': '" + s + "' does not fit in 64 bits");
  }
}

}  // namespace

std::vector<int64_t> parse_sizes(const std::string& text) {
  std::vector<int64_t> out;
  for (const auto& item : split(text, ',')) {
    if (item.empty()) continue;
    const auto parts = split(item, ':');
    if (parts.size() == 1) {
      out.push_back(to_int(item, text));
      continue;
    }
    if (parts.size() > 3) throw std::invalid_argument("'" + item + "': a range is from:to[:step]");
    const int64_t from = to_int(parts[0], text), to = to_int(parts[1], text);
    std::string step = parts.size() == 3 ? parts[2] : "x2";
    if (!step.empty() && (step[0] == 'x' || step[0] == '*')) {
      const int64_t f = to_int(step.substr(1), text);
      if (f < 2 || from < 1) throw std::invalid_argument("'" + item + "': a geometric range needs from >= 1, factor >= 2");
      for (int64_t v = from; v <= to; v *= f) {
        out.push_back(v);
        if (v > to / f) break;  // the next one is past `to` (and might not fit in 64 bits)
      }
    } else {
      if (!step.empty() && step[0] == '+') step = step.substr(1);
      const int64_t d = to_int(step, text);
      if (d < 1) throw std::invalid_argument("'" + item + "': step must be >= 1");
      for (int64_t v = from; v <= to; v += d) out.push_back(v);
    }
  }
  if (out.empty()) throw std::invalid_argument("'" + text + "' names no size (a range from:to needs from <= to)");
  return out;
}

std::vector<int64_t> parse_batches(const std::string& text) {
  std::vector<int64_t> out;
  for (const auto& item : split(text, ',')) {
    if (item.empty()) continue;
    if (item == "saturate" || item == "sat") out.push_back(0);
    else for (auto v : parse_sizes(item)) {
      if (v < 1) throw std::invalid_argument("batch must be >= 1 (or 'saturate')");
      out.push_back(v);
    }
  }
  if (out.empty()) throw std::invalid_argument("'" + text + "' names no batch");
  return out;
}

int64_t parse_bytes(const std::string& text) {
  if (text.empty()) throw std::invalid_argument("empty size");
  int64_t mult = 1;
  std::string digits = text;
  switch (std::toupper(static_cast<unsigned char>(text.back()))) {
    case 'K': mult = int64_t(1) << 10; break;
    case 'M': mult = int64_t(1) << 20; break;
    case 'G': mult = int64_t(1) << 30; break;
  }
  if (mult > 1) digits.pop_back();
  return to_int(digits, text) * mult;
}

namespace {

/// The comma- or space-separated tokens of an option's value, lowercased unless !lower (the
/// words as typed, for error messages).
std::vector<std::string> tokens_of(const std::string& text, bool lower = true) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : text + ",") {
    if (c == ',' || c == ' ') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += lower ? static_cast<char>(std::tolower(static_cast<unsigned char>(c))) : c;
    }
  }
  return out;
}

}  // namespace

std::string parse_dtypes(const std::string& text) {
  for (const auto& t : tokens_of(text))
    if (t == "all") return "sdcz";  // in a list too ("all,s")
  // BLAS's letters, or the C++ names (a token such as "float" was read letter by letter before).
  static const std::map<std::string, char> names = {
      {"float", 's'}, {"double", 'd'}, {"complex<float>", 'c'}, {"complex<double>", 'z'}};
  std::string out;
  for (const auto& t : tokens_of(text)) {
    std::string letters;
    if (auto it = names.find(t); it != names.end()) letters = it->second;
    else if (t.find_first_not_of("sdcz") == std::string::npos) letters = t;
    else
      throw std::invalid_argument("dtype '" + t +
                                  "' is not s, d, c, z (or float, double, complex<float>, complex<double>)");
    for (char c : letters)
      if (out.find(c) == std::string::npos) out += c;
  }
  if (out.empty()) throw std::invalid_argument("no dtype given");
  return out;
}

std::string parse_letters(const std::string& name, const std::string& text) {
  for (const auto& t : tokens_of(text))
    if (t == "all" || t == "*") return "*";  // in a list too ("all,N")
  // The letters each flag has (BLAS's), and the words (blas::Uplo's and the like) for them.
  static const std::map<std::string, std::map<std::string, char>> flags = {
      {"uplo", {{"l", 'L'}, {"u", 'U'}, {"lower", 'L'}, {"upper", 'U'}}},
      {"trans", {{"n", 'N'}, {"t", 'T'}, {"c", 'C'}, {"notrans", 'N'}, {"trans", 'T'}, {"conjtrans", 'C'}}},
      {"side", {{"l", 'L'}, {"r", 'R'}, {"left", 'L'}, {"right", 'R'}}},
      {"diag", {{"n", 'N'}, {"u", 'U'}, {"nonunit", 'N'}, {"unit", 'U'}}}};
  const auto& words = flags.at(name == "transa" || name == "transb" ? "trans" : name);
  std::string out;
  const auto tokens = tokens_of(text), typed = tokens_of(text, false);
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const std::string& t = tokens[i];
    std::string letters;
    if (auto it = words.find(t); it != words.end()) {
      letters = it->second;
    } else {
      for (char c : t) {  // a run of letters, "LU" or "NTC"
        auto one = words.find(std::string(1, c));
        if (one == words.end()) {
          std::string known;
          for (const auto& [w, l] : words)
            if (w.size() == 1) known += std::string(known.empty() ? "" : ", ") + l;
          throw std::invalid_argument("--" + name + ": '" + typed[i] + "' is not one of " + known + " or all");
        }
        letters += one->second;
      }
    }
    for (char c : letters)
      if (out.find(c) == std::string::npos) out += c;
  }
  if (out.empty()) throw std::invalid_argument("--" + name + ": no flag letter given");
  return out;
}

std::vector<Case> expand(const Grid& g, std::vector<std::string>* skipped) {
  std::vector<Case> out;
  for (const OpSpec* op : g.ops) {
    for (char dt : g.dtypes) {
      if (op->complex_only && !is_complex_dtype(dt)) {
        if (skipped) skipped->push_back(op->name + " " + dt + ": Hermitian operations are complex only");
        continue;
      }
      // Letters of each flag, then their cartesian product.
      std::vector<std::string> letters;
      for (const auto& f : op->flags) {
        auto it = g.flags.find(f);
        // trmm keys its transa as "trans": --trans applies; gemm's transa/transb fall back to --trans.
        if (it == g.flags.end() && (f == "transa" || f == "transb")) it = g.flags.find("trans");
        std::string l = it == g.flags.end() ? std::string(1, default_flag(f)) : it->second;
        if (l == "*") l = flag_letters(*op, f, dt);
        // Real types take C as T (reference BLAS): run it as T, labelled T, once.
        const bool trans_flag = f == "trans" || f == "transa" || f == "transb";
        if (!is_complex_dtype(dt) && trans_flag && l.find('C') != std::string::npos) {
          std::string t;
          for (char c : l)
            if (const char r = c == 'C' ? 'T' : c; t.find(r) == std::string::npos) t += r;
          l = t;
        }
        letters.push_back(l);
      }
      std::vector<std::vector<std::pair<std::string, char>>> combos = {{}};
      for (std::size_t i = 0; i < op->flags.size(); ++i) {
        std::vector<std::vector<std::pair<std::string, char>>> next;
        for (const auto& c : combos)
          for (char l : letters[i]) {
            auto e = c;
            e.emplace_back(op->flags[i], l);
            next.push_back(std::move(e));
          }
        combos = std::move(next);
      }
      const bool uses_m = op->has_extent("m"), uses_k = op->has_extent("k");
      for (const auto& flags : combos)
        for (int64_t n : g.n)
          for (int64_t m : (uses_m && !g.m.empty()) ? g.m : std::vector<int64_t>{-1})
            for (int64_t k : (uses_k && !g.k.empty()) ? g.k : std::vector<int64_t>{-1})
              for (int64_t b : g.batches) {
                Case c;
                c.op = op, c.dtype = dt, c.flags = flags;
                c.n = n;
                c.m = uses_m ? (m < 0 ? n : m) : 0;
                c.k = uses_k ? (k < 0 ? n : k) : 0;
                c.batch = b, c.alpha = g.alpha, c.beta = g.beta, c.ld_pad = g.ld_pad;
                out.push_back(std::move(c));
              }
    }
  }
  return out;
}

Progress::Progress(int64_t total, bool enabled)
    : total_(std::max<int64_t>(total, 1)), enabled_(enabled), tty_(isatty(STDERR_FILENO) != 0),
      start_(std::chrono::steady_clock::now()), last_draw_(start_) {}

void Progress::step(const std::string& what, int64_t n) {
  count_ = std::min(total_, count_ + n);
  if (!enabled_) return;
  const auto now = std::chrono::steady_clock::now();
  const double elapsed = std::chrono::duration<double>(now - start_).count();
  if (elapsed < 3.0) return;  // short sweeps stay quiet
  const double frac = double(count_) / double(total_);
  const double eta = frac > 0 ? elapsed * (1 - frac) / frac : 0;
  if (tty_) {
    if (shown_ && std::chrono::duration<double>(now - last_draw_).count() < 0.2 && count_ < total_) return;
    const int width = 30, full = static_cast<int>(frac * width);
    std::fprintf(stderr, "\r[%s%s] %3.0f%% %lld/%lld %4.0fs left  %-40.40s", std::string(full, '#').c_str(),
                 std::string(width - full, '.').c_str(), frac * 100, static_cast<long long>(count_),
                 static_cast<long long>(total_), eta, what.c_str());
  } else {
    const int tenth = static_cast<int>(frac * 10);
    if (tenth == last_tenth_) return;
    last_tenth_ = tenth;
    std::fprintf(stderr, "progress: %3.0f%% (%lld/%lld), %.0fs elapsed, ~%.0fs left: %s\n", frac * 100,
                 static_cast<long long>(count_), static_cast<long long>(total_), elapsed, eta, what.c_str());
  }
  shown_ = true;
  last_draw_ = now;
  std::fflush(stderr);
}

void Progress::done() {
  if (enabled_ && shown_ && tty_) std::fprintf(stderr, "\n");
  shown_ = false;
}

}  // namespace batchlas::bench
