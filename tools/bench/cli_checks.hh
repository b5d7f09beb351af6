// CLI11 checks shared by batchlas-bench and batchlas-tune, with short messages (CLI11's
// NonNegativeNumber prints the largest double as its bound).
#pragma once

#include <CLI/CLI.hpp>

#include <cmath>
#include <functional>
#include <string>

namespace batchlas::bench {

/// A number v with ok(v), else "'s' must be <what>".
inline CLI::Validator number_check(std::function<bool(double)> ok, const std::string& what) {
  return CLI::Validator(
      [ok, what](std::string& s) {
        try {
          if (ok(std::stod(s))) return std::string();
        } catch (const std::exception&) {
        }
        return "'" + s + "' must be " + what;
      },
      what);
}

/// A number >= 0 (times, factors, percentages, warm-up calls).
inline CLI::Validator non_negative() { return number_check([](double v) { return v >= 0; }, "a number >= 0"); }

/// A finite number (alpha, beta: NaN or Inf would time NaN arithmetic and compare nothing).
inline CLI::Validator finite() { return number_check([](double v) { return std::isfinite(v); }, "a finite number"); }

/// A fraction in (0, 1].
inline CLI::Validator fraction() { return number_check([](double v) { return v > 0 && v <= 1; }, "in (0, 1]"); }

}  // namespace batchlas::bench
