// Host stand-in (tests/blocked_runner): the one setting blocked.hh reads.
#pragma once
#include <cstdint>
#include <optional>
namespace batchlas {
struct Settings { std::optional<int64_t> blocked_nb; };
inline Settings& settings() { static Settings s; return s; }
}
