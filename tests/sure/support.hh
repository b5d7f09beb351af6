// Helpers shared by the SURE tests: catalog files, mutated systems, result comparison.
#pragma once

#include "reference.hh"

#include <batchlas/sure/sure.hh>

#include <string>
#include <vector>

namespace batchlas::sure::test {

std::string catalog_path(const std::string& name);  // SURE_DIR/name.sure
std::string read_text(const std::string& path);
System load(const std::string& name);
/// The catalog text with `from` replaced by `to` (exactly one occurrence required).
System load_mutated(const std::string& name, const std::string& from, const std::string& to);
System load_mutated(const std::string& name, const std::vector<std::pair<std::string, std::string>>& edits);
/// Runs sys on random data at s and returns "" when every output matches the oracle,
/// else the first mismatches.
std::string run_against_reference(const System& sys, const Sizes& s, unsigned seed);
bool contains(const std::vector<std::string>& lines, const std::string& needle);

}  // namespace batchlas::sure::test
