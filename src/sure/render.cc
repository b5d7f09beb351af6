#include <batchlas/sure/check.hh>
#include <batchlas/sure/project.hh>
#include <batchlas/sure/render.hh>

#include "html.hh"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <limits>
#include <set>
#include <sstream>
#include <stdexcept>

namespace batchlas::sure {
namespace detail {

std::string escape_html(const std::string& s) {
    std::string o;
    for (char c : s) {
        if (c == '&') o += "&amp;";
        else if (c == '<') o += "&lt;";
        else if (c == '>') o += "&gt;";
        else if (c == '"') o += "&quot;";
        else o += c;
    }
    return o;
}

std::string json_string(const std::string& s) {
    std::string o = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') o += '\\', o += c;
        else if (c == '\n') o += "\\n";
        else if (c == '<') o += "\\u003c";  // keeps "</script>" out of the inline data
        else if (static_cast<unsigned char>(c) < 0x20) o += ' ';
        else o += c;
    }
    return o + "\"";
}

std::string json_ints(const std::vector<Int>& v) {
    std::string o = "[";
    for (std::size_t k = 0; k < v.size(); ++k) {
        if (k) o += ',';
        o += std::to_string(v[k]);
    }
    return o + "]";
}

}  // namespace detail

namespace {

using detail::escape_html;
using detail::json_ints;
using detail::json_string;

const char* const kColors[] = {"#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22", "#7f7f7f"};

std::string fmt_double(double v, int digits) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    return buf;
}

std::string sizes_shown(const System& sys, const Sizes& s) {
    std::string t;
    for (std::size_t q = 0; q < s.size(); ++q) t += (q ? ", " : "") + sys.params[q] + " = " + std::to_string(s[q]);
    return t;
}

// Everything a page shows, computed once.
struct Facts {
    Schedule sc;
    std::vector<CheckResult> checks;
    bool ok = false;
    Unfolded un;
    Int latency = 0, free = 0, live = 0;
    std::string formula, free_formula;
    bool have_projection = false;
    Projection pr;
    std::string projection_error;
    std::vector<Candidate> search;
    // The page's times (drawable_facts): each value's time less t0, the first; JavaScript's
    // numbers hold integers exactly only below 2^53, so t0 goes out as a string.
    Int t0 = 0;
    std::vector<Int> times;
};

std::string free_formula(const System& sys) {
    return size_formula(sys, [&](const Sizes& s) { return free_latency(unfold(sys, s)); }, {Sizes(sys.params.size(), 7)});
}

// Whether every number the page's JavaScript takes or forms from the projection is below 2^52
// in magnitude: u, P, the wires' directions, and each partial sum of P.p over the values' points.
// 2^52, not 2^53: the page adds two of them (a processor and a wire's step, a processor less the
// array's corner), which must stay exact.
bool page_exact(const Projection& pr, const Unfolded& un) {
    __extension__ typedef __int128 Wide;
    const Wide limit = Wide{1} << 52;
    auto small = [&](const std::vector<Int>& v) {
        return std::all_of(v.begin(), v.end(), [&](Int x) { return Wide{x} < limit && -Wide{x} < limit; });
    };
    if (!small(pr.u) || !std::all_of(pr.P.begin(), pr.P.end(), small)) return false;
    for (const Wire& w : pr.wires)
        if (!small(w.dir)) return false;
    for (const Instance& in : un.inst)
        for (const auto& row : pr.P) {
            Wide sum = 0;  // bound the partial sums by their absolute terms
            for (std::size_t d = 0; d < row.size(); ++d) sum += (row[d] < 0 ? -Wide{row[d]} : Wide{row[d]}) * (in.p[d] < 0 ? -Wide{in.p[d]} : Wide{in.p[d]});
            if (sum >= limit) return false;
        }
    return true;
}

Facts gather(const System& sys) {
    Facts f;
    f.sc = declared_schedule(sys);
    f.checks = check_system(sys, f.sc);
    f.ok = all_ok(f.checks);
    f.un = unfold(sys, sys.sizes);
    if (!f.un.errors.empty()) return f;
    f.latency = latency(f.un, f.sc);
    f.free = free_latency(f.un);
    f.live = peak_live(f.un, f.sc);
    f.formula = latency_formula(sys, f.sc);
    f.free_formula = free_formula(sys);
    try {
        auto u = best_direction(sys, f.un, f.sc);
        if (u.empty()) throw std::invalid_argument("no direction u with tau.u != 0");
        f.pr = project(sys, f.un, f.sc, u);
        // The page computes each value's processor P.p in JavaScript, exact only below 2^53.
        if (!page_exact(f.pr, f.un)) throw std::invalid_argument("u, P or a processor coordinate (or a step of P.p) reaches 2^52, past what the page's JavaScript computes exactly");
        f.have_projection = true;
    } catch (const std::exception& e) {
        f.projection_error = e.what();
    }
    f.search = search_schedules(sys, f.un, 2, 3);
    return f;
}

// The animation's data: instances with their times, reads, drains, processors and wires.
std::string animation_json(const System& sys, const Facts& f) {
    std::ostringstream o;
    o << "{\"name\":" << json_string(sys.name) << ",\"indices\":[";
    for (std::size_t d = 0; d < sys.indices.size(); ++d) o << (d ? "," : "") << json_string(sys.indices[d]);
    o << "],\"sizes\":" << json_string(sizes_shown(sys, sys.sizes)) << ",\"vars\":[";
    for (std::size_t v = 0; v < sys.vars.size(); ++v)
        o << (v ? "," : "") << "{\"name\":" << json_string(sys.vars[v].name) << ",\"color\":\"" << kColors[v % 10] << "\"}";
    o << "],\"t0\":\"" << f.t0 << "\",\"inst\":[";
    for (std::size_t k = 0; k < f.un.inst.size(); ++k) {
        const Instance& in = f.un.inst[k];
        o << (k ? "," : "") << "[" << f.times[k] << "," << in.var;
        for (Int x : in.p) o << "," << x;
        o << "]";
    }
    o << "],\"reads\":[";  // [consumer, var, source instance or -1, q...]
    bool first = true;
    for (std::size_t k = 0; k < f.un.inst.size(); ++k)
        for (const Read& r : f.un.inst[k].reads) {
            o << (first ? "" : ",") << "[" << k << "," << r.var << "," << r.inst;
            for (Int x : r.q) o << "," << x;
            o << "]";
            first = false;
        }
    o << "],\"drains\":[";  // [time, tensor name, p...]
    for (std::size_t k = 0; k < f.un.drains.size(); ++k) {
        const Drain& d = f.un.drains[k];
        Int t = 0;  // after the last value it reads; the first step when it reads only inputs
        for (const Read& r : d.reads)
            if (r.inst >= 0) t = std::max(t, f.times[r.inst] + 1);
        o << (k ? "," : "") << "[" << t << "," << json_string(sys.tensors[sys.outputs[d.face].tensor].name);
        for (Int x : d.p) o << "," << x;
        o << "]";
    }
    o << "]";
    if (f.have_projection) {
        o << ",\"proc\":{\"u\":" << json_ints(f.pr.u) << ",\"P\":[";
        for (std::size_t r = 0; r < f.pr.P.size(); ++r) o << (r ? "," : "") << json_ints(f.pr.P[r]);
        o << "],\"wires\":[";
        for (std::size_t w = 0; w < f.pr.wires.size(); ++w)
            o << (w ? "," : "") << "{\"var\":" << f.pr.wires[w].var << ",\"dir\":" << json_ints(f.pr.wires[w].dir) << ",\"delay\":\"" << f.pr.wires[w].delay << "\"}";  // shown only
        o << "]}";
    }
    o << "}";
    return o.str();
}

std::string checks_html(const std::vector<CheckResult>& checks) {
    std::ostringstream o;
    for (const CheckResult& r : checks) {
        o << "<details class=\"check\"" << (r.ok ? "" : " open") << "><summary><span class=\"" << (r.ok ? "pass\">PASS" : "fail\">FAIL") << "</span> <b>"
          << escape_html(r.name) << "</b> &mdash; " << escape_html(r.what) << "</summary><ul>";
        for (const CheckItem& i : r.items) o << "<li class=\"" << (i.ok ? "ok" : "bad") << "\">" << escape_html(i.text) << "</li>";
        o << "</ul></details>\n";
    }
    return o.str();
}

std::string source_html(const System& sys) {
    static const std::set<std::string> keywords = {"operator", "title", "algorithm", "level", "params", "sizes", "indices", "domain", "in", "out", "scalar",
                                                   "eq", "input", "output", "schedule", "offset", "project", "when", "at", "and", "lower", "upper"};
    std::ostringstream o;
    std::istringstream in(sys.source);
    std::string line;
    while (std::getline(in, line)) {
        auto hash = line.find('#');
        std::string code = line.substr(0, hash), comment = hash == std::string::npos ? "" : line.substr(hash);
        std::size_t s = code.find_first_not_of(" \t");
        std::size_t e = s == std::string::npos ? s : code.find_first_of(" \t", s);
        std::string word = s == std::string::npos ? "" : code.substr(s, e == std::string::npos ? std::string::npos : e - s);
        if (keywords.count(word))
            o << escape_html(code.substr(0, s)) << "<span class=\"kw\">" << escape_html(word) << "</span>" << escape_html(e == std::string::npos ? "" : code.substr(e));
        else
            o << escape_html(code);
        if (!comment.empty()) o << "<span class=\"cm\">" << escape_html(comment) << "</span>";
        o << "\n";
    }
    return o.str();
}

std::string search_html(const System& sys, const Facts& f) {
    std::ostringstream o;
    o << "<p>" << f.search.size() << " valid schedules with tau in [-2, 2]<sup>" << sys.indices.size()
      << "</sup> (least offsets each); the first 8 by latency, then the Pareto set over latency, processors and live values.</p>"
      << "<table><tr><th>schedule</th><th>latency</th><th>processors (u)</th><th>peak live</th><th>Pareto</th></tr>";
    auto row = [&](const Candidate& c) {
        o << "<tr><td><code>" << escape_html(to_string(sys, c.sc)) << "</code></td><td>" << c.latency << "</td><td>" << c.processors << " " << json_ints(c.u) << "</td><td>"
          << c.live << "</td><td>" << (c.pareto ? "&#9733;" : "") << "</td></tr>";
    };
    std::size_t shown = 0;
    for (const Candidate& c : f.search)
        if (shown++ < 8) row(c);
    o << "<tr><th colspan=5>Pareto set</th></tr>";
    for (const Candidate& c : f.search)
        if (c.pareto) row(c);
    o << "</table>";
    return o.str();
}

std::string projection_html(const System& sys, const Facts& f) {
    if (!f.have_projection) return "<p class=\"bad\">No projection: " + escape_html(f.projection_error) + "</p>";
    std::ostringstream o;
    const Projection& p = f.pr;
    o << "<p>Projected along u = " << json_ints(p.u) << " (tau.u = " << exact_dot(f.sc.tau, p.u).text() << "): " << p.processors.size() << " processors, " << p.cells
      << " cells in " << p.latency << " steps, utilization " << fmt_double(100 * p.utilization, 1) << "%. Processor coordinates are P&middot;p with P = ";
    for (const auto& r : p.P) o << json_ints(r);
    o << ".</p><table><tr><th>variable</th><th>wire direction</th><th>delay</th><th>arc</th></tr>";
    for (const Wire& w : p.wires) {
        bool local = std::all_of(w.dir.begin(), w.dir.end(), [](Int x) { return x == 0; });
        o << "<tr><td><span class=\"sw\" style=\"background:" << kColors[w.var % 10] << "\"></span>" << escape_html(sys.vars[w.var].name) << "</td><td>"
          << (local ? "local register" : json_ints(w.dir)) << "</td><td>" << w.delay << "</td><td><code>" << escape_html(w.arc) << "</code></td></tr>";
    }
    o << "</table>";
    return o.str();
}

// A page's facts. The wavefront plane is drawn from two indices, and an empty domain or a
// system computing no value has nothing to draw.
Facts drawable_facts(const System& sys) {
    if (sys.indices.size() < 2)
        throw std::invalid_argument(sys.file + ": a page draws systems of two or more indices, this one has " + std::to_string(sys.indices.size()));
    Facts f = gather(sys);
    if (f.un.cells == 0) throw std::invalid_argument(sys.file + ": the domain is empty at the file's sizes, nothing to draw");
    // No equation computes anything: the page's animation had no times (frames of NaN).
    if (f.un.inst.empty()) throw std::invalid_argument(sys.file + ": no equation computes a value at the file's sizes, nothing to draw");
    // The animation steps through every time from the first value's to the last drain's (one
    // after the last value): under 2^53 steps, JavaScript's exact integers. From the times
    // themselves, not f.latency, which stays 0 when the unfold found errors (the page is
    // drawn all the same).
    __extension__ typedef __int128 Wide;
    f.times.resize(f.un.inst.size());
    for (std::size_t k = 0; k < f.un.inst.size(); ++k) f.times[k] = time_of(f.sc, f.un.inst[k].var, f.un.inst[k].p);
    const auto [lo, hi] = std::minmax_element(f.times.begin(), f.times.end());
    const Wide span = Wide{*hi} - Wide{*lo} + 1;
    if (span + 1 > (Wide{1} << 53))
        throw std::invalid_argument(sys.file + ": the schedule spans " + (span <= Wide{std::numeric_limits<Int>::max()} ? std::to_string(static_cast<Int>(span)) : std::string("2^63 or more")) +
                                    " steps at the file's sizes, past the 2^53 a page can animate");
    f.t0 = *lo;
    for (Int& t : f.times) t -= f.t0;  // below 2^53 now
    return f;
}

std::string page_html(const System& sys, const Facts& f) {
    std::ostringstream o;
    o << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" << escape_html(sys.name) << " &mdash; SURE catalog</title>\n<style>"
      << detail::kCatalogCss << "</style></head>\n<body>\n<nav><a href=\"index.html\">SURE catalog</a> &rsaquo; " << escape_html(sys.name) << "</nav>\n";
    o << "<h1>" << escape_html(sys.name) << " <small>" << escape_html(sys.title) << "</small></h1>\n";
    o << "<section><h2>Algorithm</h2><pre class=\"algo\">";
    for (const std::string& l : sys.algorithm) o << escape_html(l) << "\n";
    o << "</pre></section>\n<section><h2>Summary</h2><table class=\"facts\">";
    auto fact = [&](const std::string& k, const std::string& v) { o << "<tr><th>" << k << "</th><td>" << v << "</td></tr>"; };
    fact("checks", f.ok ? "<span class=\"pass\">all pass</span>" : "<span class=\"fail\">" + std::to_string(failures(f.checks).size()) + " failing</span>");
    fact("schedule", "<code>" + escape_html(to_string(sys, f.sc)) + "</code>");
    fact("shown at", escape_html(sizes_shown(sys, sys.sizes)));
    fact("latency", std::to_string(f.latency) + " steps" + (f.formula.empty() ? "" : " &mdash; <code>" + escape_html(f.formula) + "</code> in general"));
    fact("free schedule", std::to_string(f.free) + " steps" + (f.free_formula.empty() ? "" : " &mdash; <code>" + escape_html(f.free_formula) + "</code> in general"));
    fact("peak live values", std::to_string(f.live));
    if (f.have_projection)
        fact("processor array", std::to_string(f.pr.processors.size()) + " processors along u = " + json_ints(f.pr.u) + ", utilization " + fmt_double(100 * f.pr.utilization, 1) + "%");
    o << "</table></section>\n";
    o << "<section><h2>Wavefront</h2><div class=\"controls\"><button id=\"back\" title=\"step back\">&#9664;&#9646;</button><button id=\"play\">play</button><button id=\"pause\">pause</button>"
         "<button id=\"step\" title=\"step\">&#9646;&#9654;</button><input id=\"scrub\" type=\"range\" min=\"0\" max=\"0\" value=\"0\"><span id=\"clock\"></span></div>"
         "<div id=\"legend\"></div><div class=\"views\"><figure><svg id=\"plane\"></svg><figcaption id=\"plane-caption\"></figcaption></figure>"
         "<figure><svg id=\"array\"></svg><figcaption id=\"array-caption\"></figcaption></figure></div>"
         "<pre id=\"selftest\">SELFTEST PENDING</pre><pre id=\"errors\"></pre></section>\n";
    o << "<section><h2>The SURE</h2><pre class=\"src\">" << source_html(sys) << "</pre></section>\n";
    o << "<section><h2>Checks</h2>" << checks_html(f.checks) << "</section>\n";
    o << "<section><h2>Processor array</h2>" << projection_html(sys, f) << "</section>\n";
    o << "<section><h2>Schedules</h2>" << search_html(sys, f) << "</section>\n";
    o << "<footer>Generated by <code>batchlas-sure render</code> from <code>" << escape_html(std::filesystem::path(sys.file).filename().string())
      << "</code>. See docs/SURE.md for the format.</footer>\n";
    o << "<script>const DATA = " << animation_json(sys, f) << ";\n" << detail::kCatalogJs << "</script>\n</body></html>\n";
    return o.str();
}

// One row a system, facts[k] being systems[k]'s.
std::string index_html(const std::vector<System>& systems, const std::vector<Facts>& facts) {
    std::vector<std::size_t> order(systems.size());  // by BLAS level, then as given
    for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return systems[a].level < systems[b].level; });
    std::ostringstream o;
    o << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>SURE catalog</title>\n<style>" << detail::kCatalogCss
      << "</style></head>\n<body>\n<h1>SURE catalog <small>batchlas</small></h1>\n"
      << "<p>Each operator written as a System of Uniform Recurrence Equations: every dependence a constant offset, operands entering on faces, scalars "
         "projected and pipelined. Each page shows the algorithm, the system, every check, the schedule with its latency, an animation of the wavefront "
         "and the processor array obtained by projection.</p>\n"
      << "<table><tr><th>operator</th><th>level</th><th>what</th><th>schedule</th><th>latency</th><th>free</th><th>processors</th><th>utilization</th><th>checks</th></tr>\n";
    for (std::size_t k : order) {
        const System& sys = systems[k];
        const Facts& f = facts[k];
        o << "<tr><td><a href=\"" << escape_html(sys.name) << ".html\">" << escape_html(sys.name) << "</a></td><td>" << sys.level << "</td><td>" << escape_html(sys.title)
          << "</td><td><code>" << escape_html(to_string(sys, f.sc)) << "</code></td><td>" << f.latency << (f.formula.empty() ? "" : " (" + escape_html(f.formula) + ")")
          << "</td><td>" << f.free << "</td><td>" << (f.have_projection ? std::to_string(f.pr.processors.size()) : "-") << "</td><td>"
          << (f.have_projection ? fmt_double(100 * f.pr.utilization, 1) + "%" : "-") << "</td><td>" << (f.ok ? "<span class=\"pass\">pass</span>" : "<span class=\"fail\">fail</span>")
          << "</td></tr>\n";
    }
    o << "</table>\n<p>Latency and utilization are shown at each page's display sizes; the general formula in parentheses.</p>\n</body></html>\n";
    return o.str();
}

}  // namespace

std::string render_page(const System& sys) { return page_html(sys, drawable_facts(sys)); }

std::string render_index(const std::vector<System>& systems) {
    std::vector<Facts> facts;
    for (const System& s : systems) facts.push_back(gather(s));
    return index_html(systems, facts);
}

void render_catalog(const std::vector<System>& systems, const std::string& dir) {
    // Every page is rendered before any is written, so a system that cannot be drawn (its
    // animation needs a dependence order) or two systems of one name leave the folder as it was.
    std::map<std::string, std::string> pages;  // file name -> html
    std::map<std::string, std::string> source;  // operator name -> its file
    std::vector<Facts> facts;                    // one per system, in order
    for (const System& sys : systems) {
        if (sys.name == "index") throw std::invalid_argument(sys.file + ": operator name 'index' would overwrite index.html");
        if (auto [it, fresh] = source.emplace(sys.name, sys.file); !fresh)
            throw std::invalid_argument(sys.file + ": operator '" + sys.name + "' is also " + it->second + "'s: one page per name");
        try {
            // Each system's facts gathered once, for its page and its index row (twice took
            // twice the time: every check, the search and the projection).
            facts.push_back(drawable_facts(sys));
            pages[sys.name + ".html"] = page_html(sys, facts.back());
        } catch (const std::exception& e) {
            const std::string what = e.what();
            throw std::runtime_error(what.rfind(sys.file + ":", 0) == 0 ? what : sys.file + ": cannot render: " + what);
        }
    }
    const std::string index = index_html(systems, facts);
    // Each page goes to a temporary name first and is renamed only once every one is written
    // and flushed, index.html last: a page that cannot be written (a 300-character name) used
    // to leave an index linking to it, over the committed one.
    namespace fs = std::filesystem;
    fs::create_directories(dir);
    std::vector<std::pair<fs::path, fs::path>> staged;  // temporary -> final
    auto discard = [&] {
        std::error_code ignored;
        for (const auto& [tmp, final_path] : staged) fs::remove(tmp, ignored);
    };
    auto stage = [&](const std::string& name, const std::string& text) {
        // A short temporary name: a page's own name plus a prefix could pass the file system's
        // 255 bytes where the page's name does not.
        const fs::path final_path = fs::path(dir) / name, tmp = fs::path(dir) / (".sure-render-" + std::to_string(staged.size()) + ".tmp");
        staged.emplace_back(tmp, final_path);
        std::ofstream out(tmp, std::ios::binary);
        out << text;
        out.close();
        // The final name must take a file: a folder there (or a name too long) fails here, not
        // in the renames below, after some pages are replaced.
        std::error_code ec;
        const bool blocked = fs::exists(final_path, ec) && !fs::is_regular_file(final_path, ec);
        if (!out || blocked || name.size() > 255) {
            discard();
            throw std::runtime_error("cannot write " + final_path.string() + (blocked ? " (not a regular file)" : "") + "; nothing written");
        }
    };
    for (const auto& [name, text] : pages) stage(name, text);
    stage("index.html", index);
    try {
        for (const auto& [tmp, final_path] : staged) fs::rename(tmp, final_path);
    } catch (...) {
        discard();  // what is left of them (renamed ones are gone from under their old names)
        throw;
    }
}

}  // namespace batchlas::sure
