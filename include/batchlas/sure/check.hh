// The checks a catalog entry must pass, each with readable findings.
#pragma once

#include <batchlas/sure/schedule.hh>

#include <string>
#include <vector>

namespace batchlas::sure {

struct CheckItem {
    bool ok = true;
    std::string text;
};

struct CheckResult {
    std::string name;  // uniformity, broadcast, faces, dependences, flux
    std::string what;  // one-line description of the rule
    bool ok = true;
    std::vector<CheckItem> items;
};

/// The faces check unfolds the system at every size check_sizes() lists: more domain points
/// than this across them fails it, unchecked.
constexpr Int kMaxCheckPoints = Int{1} << 24;
/// Those points times the equations, faces and taps each one tests or reads (its `when`
/// guards, its values' reads): more than this fails the faces check too, unchecked.
constexpr Int kMaxCheckWork = Int{1} << 27;
std::vector<CheckResult> check_system(const System& sys, const Schedule& sc);
/// check_system's first two, which need neither a schedule nor sizes: uniformity, broadcast.
std::vector<CheckResult> structural_checks(const System& sys);
bool all_ok(const std::vector<CheckResult>& rs);
/// The failing items' texts, "name: text" each.
std::vector<std::string> failures(const std::vector<CheckResult>& rs);

}  // namespace batchlas::sure
