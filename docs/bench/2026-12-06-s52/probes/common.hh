#pragma once
#include <batchlas/batchlas.hh>
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstring>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <vector>
using namespace batchlas;
using LC = std::complex<long double>;

static std::mt19937_64 rng(42);
static int g_fail = 0, g_checks = 0;
static int g_maxprint = 400;

template <class T> constexpr bool cplx = is_complex_v<T>;
template <class T> T rnd() {
  std::uniform_real_distribution<double> d(-1, 1);
  if constexpr (cplx<T>) return T(d(rng), d(rng));
  else return T(d(rng));
}
template <class T> T nanv() {
  using R = real_t<T>;
  R n = std::numeric_limits<R>::quiet_NaN();
  if constexpr (cplx<T>) return T(n, n);
  else return n;
}
template <class T> T sentinel() {
  using R = real_t<T>;
  if constexpr (cplx<T>) return T(R(-777.25), R(333.5));
  else return R(-777.25);
}
template <class T> LC toL(T v) {
  if constexpr (cplx<T>) return LC(v.real(), v.imag());
  else return LC(v, 0);
}
template <class T> bool same_bits(const T& a, const T& b) { return std::memcmp(&a, &b, sizeof(T)) == 0; }
template <class T> bool isnanT(T v) {
  if constexpr (cplx<T>) return std::isnan(v.real()) || std::isnan(v.imag());
  else return std::isnan(v);
}
template <class T> double eps() { return std::numeric_limits<real_t<T>>::epsilon(); }

#define FAIL(...)                                           \
  do {                                                      \
    ++g_fail;                                               \
    if (g_fail <= g_maxprint) { std::printf(__VA_ARGS__); std::printf("\n"); } \
  } while (0)

template <class T> std::string tname() {
  if constexpr (std::is_same_v<T, float>) return "s";
  else if constexpr (std::is_same_v<T, double>) return "d";
  else if constexpr (std::is_same_v<T, std::complex<float>>) return "c";
  else return "z";
}

inline std::string fmtL(LC v) {
  char b[128];
  std::snprintf(b, sizeof b, "(%.6Lg,%.6Lg)", v.real(), v.imag());
  return b;
}

// Expect f() to throw std::invalid_argument whose message contains `needle`.
template <class F> void expect_throw(const std::string& label, const std::string& needle, F f) {
  ++g_checks;
  try {
    f();
    FAIL("NO-THROW %s (expected invalid_argument mentioning '%s')", label.c_str(), needle.c_str());
  } catch (const std::invalid_argument& e) {
    if (std::string(e.what()).find(needle) == std::string::npos)
      FAIL("WRONG-MSG %s: '%s' (expected '%s')", label.c_str(), e.what(), needle.c_str());
  } catch (const std::exception& e) {
    FAIL("WRONG-EXC %s: %s", label.c_str(), e.what());
  }
}
template <class F> void expect_ok(const std::string& label, F f) {
  ++g_checks;
  try {
    f();
  } catch (const std::exception& e) {
    FAIL("UNEXPECTED-THROW %s: %s", label.c_str(), e.what());
  }
}
