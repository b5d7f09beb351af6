#include "support.hh"

#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace batchlas::sure::test {

std::string catalog_path(const std::string& name) { return std::string(BATCHLAS_SURE_DIR) + "/" + name + ".sure"; }

std::string read_text(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot read " + path);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

System load(const std::string& name) { return parse_file(catalog_path(name)); }

System load_mutated(const std::string& name, const std::vector<std::pair<std::string, std::string>>& edits) {
    std::string text = read_text(catalog_path(name));
    for (const auto& [from, to] : edits) {
        auto at = text.find(from);
        if (at == std::string::npos || text.find(from, at + 1) != std::string::npos)
            throw std::runtime_error("mutation '" + from + "' must occur exactly once in " + name);
        text.replace(at, from.size(), to);
    }
    return parse_string(text, name + "-mutated.sure");
}

System load_mutated(const std::string& name, const std::string& from, const std::string& to) { return load_mutated(name, {{from, to}}); }

std::string run_against_reference(const System& sys, const Sizes& s, unsigned seed) {
    Data got = random_data(sys, s, seed);
    poison_unread(sys, s, got);
    Data want = got;
    if (!reference(sys, s, want)) return "no reference for " + sys.name;
    run(sys, declared_schedule(sys), s, got);
    std::ostringstream out;
    int shown = 0;
    for (std::size_t t = 0; t < sys.tensors.size(); ++t) {
        if (!sys.tensors[t].output) continue;
        const auto& g = got.tensors[t];
        const auto& w = want.tensors[t];
        for (std::size_t e = 0; e < g.size(); ++e) {
            bool same = std::isnan(g[e]) ? std::isnan(w[e]) : (!std::isnan(w[e]) && std::fabs(g[e] - w[e]) <= 1e-12 * (1 + std::fabs(w[e])) * 64);
            if (!same && shown++ < 4) out << sys.tensors[t].name << "[" << e << "]: got " << g[e] << ", want " << w[e] << "; ";
        }
    }
    return out.str();
}

bool contains(const std::vector<std::string>& lines, const std::string& needle) {
    for (const std::string& l : lines)
        if (l.find(needle) != std::string::npos) return true;
    return false;
}

}  // namespace batchlas::sure::test
