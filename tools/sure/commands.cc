#include "commands.hh"

#include <batchlas/sure/sure.hh>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <set>
#include <sstream>

namespace batchlas::sure::cli {
namespace {

std::vector<Int> int_list(const std::string& text, std::size_t n, const char* what) {
    std::vector<Int> v;
    std::stringstream in(text);
    std::string item;
    if (!text.empty() && text.back() == ',') throw std::invalid_argument(std::string(what) + " '" + text + "': an empty item");
    while (std::getline(in, item, ',')) v.push_back(parse_int(item, what));
    if (v.size() != n) throw std::invalid_argument(std::string(what) + " needs " + std::to_string(n) + " comma-separated integers");
    return v;
}

Schedule schedule_of(const System& sys, const Options& o) {
    Schedule sc = declared_schedule(sys);
    if (!o.tau.empty()) sc.tau = int_list(o.tau, sys.indices.size(), "--tau");
    std::set<int> given;
    for (const std::string& s : o.offsets) {
        auto eq = s.find('=');
        int v = eq == std::string::npos ? -1 : sys.find_var(s.substr(0, eq));
        if (v < 0) throw std::invalid_argument("bad --offset '" + s + "': expected VAR=INT");
        if (!given.insert(v).second) throw std::invalid_argument("bad --offset '" + s + "': " + s.substr(0, eq) + " given twice");
        sc.offsets[v] = parse_int(s.substr(eq + 1), "bad --offset '" + s + "'");
    }
    return sc;
}

// schedule, project and run need points to work on.
void require_points(const System& sys, const Sizes& s) {
    if (domain_box(sys, s).empty()) throw std::invalid_argument(sys.file + ": the domain is empty at " + sizes_text(sys, s));
}

// Loads the one file and runs body; parse and argument errors become exit status 2.
template <class Body>
int with_system(const Options& o, Body&& body) {
    try {
        System sys = parse_file(o.files.at(0));
        return body(sys, schedule_of(sys, o), parse_sizes(sys, o.sizes, sys.sizes));
    } catch (const ParseError& e) {
        std::cerr << e.what() << "\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << "\n";
        return 2;
    }
}

}  // namespace

int check(const Options& o) {
    return with_system(o, [&](const System& sys, const Schedule& sc, const Sizes&) {
        // The checks first: one that throws prints no header.
        const auto results = check_system(sys, sc);
        std::cout << sys.name << " (" << sys.file << "), " << to_string(sys, sc) << "\n";
        for (const CheckResult& r : results) {
            std::cout << (r.ok ? "  PASS " : "  FAIL ") << r.name << ": " << r.what << "\n";
            for (const CheckItem& i : r.items)
                if (!i.ok || o.verbose) std::cout << (i.ok ? "       ok   " : "       FAIL ") << i.text << "\n";
        }
        bool ok = all_ok(results);
        std::cout << (ok ? "all checks pass\n" : std::to_string(failures(results).size()) + " finding(s) fail\n");
        return ok ? 0 : 1;
    });
}

int schedule(const Options& o) {
    return with_system(o, [&](const System& sys, const Schedule& sc, const Sizes& s) {
        // The checks no schedule can pass (a non-uniform tap, a broadcast read) refuse the
        // system: schedule_valid and the search judge only the arcs and the faces' flux, so a
        // schedule breaking a non-uniform read was once called valid. (The faces' coverage at
        // these sizes is the unfold's, below.)
        if (const auto bad = failures(structural_checks(sys)); !bad.empty()) {
            std::cerr << sys.file << ": not scheduled, " << bad.size() << " check finding(s) fail whatever the schedule (see `check`), first: " << bad.front() << "\n";
            return 1;
        }
        require_points(sys, s);
        require_search_bounds(sys, s, o.range);  // a refused search unfolds nothing
        const Unfolded un = unfold(sys, s);
        if (!un.errors.empty()) throw std::runtime_error(un.errors.front());
        std::string why;
        bool valid = schedule_valid(sys, sc, &why);
        // Everything that can throw (a tau whose times leave 64 bits, the search's bounds)
        // before the first line.
        const std::string f = latency_formula(sys, sc);
        const Int lat = latency(un, sc), free = free_latency(un), live = peak_live(un, sc);
        const auto cands = search_schedules(sys, un, o.range, 3);
        std::cout << sys.name << " at " << sizes_text(sys, s) << "\n";
        std::cout << "  schedule      " << to_string(sys, sc) << (valid ? " (valid)" : " (INVALID: " + why + ")") << "\n";
        std::cout << "  latency       " << lat << " steps" << (f.empty() ? "" : "  = " + f) << "\n";
        std::cout << "  free schedule " << free << " steps (as soon as possible, not linear)\n";
        std::cout << "  peak live     " << live << " values\n";
        std::cout << "\n" << cands.size() << " valid schedules with tau in [-" << o.range << "," << o.range << "]^" << sys.indices.size()
                  << " and least offsets, ranked by latency, processors, live values (* Pareto):\n";
        std::printf("  %-44s %8s %11s %-10s %6s\n", "schedule", "latency", "processors", "u", "live");
        int shown = 0;
        for (const Candidate& c : cands) {
            if (shown++ >= o.top && !c.pareto) continue;
            std::printf("%s %-44s %8lld %11lld %-10s %6lld\n", c.pareto ? " *" : "  ", to_string(sys, c.sc).c_str(), static_cast<long long>(c.latency),
                        static_cast<long long>(c.processors), to_string(c.u).c_str(), static_cast<long long>(c.live));
        }
        return valid ? 0 : 1;
    });
}

int project(const Options& o) {
    return with_system(o, [&](const System& sys, const Schedule& sc, const Sizes& s) {
        // A system that fails a check (a non-uniform tap has no wire) projects to nothing true.
        if (const auto bad = failures(check_system(sys, sc)); !bad.empty()) {
            std::cerr << sys.file << ": not projected, " << bad.size() << " check finding(s) fail (see `check`), first: " << bad.front() << "\n";
            return 1;
        }
        if (std::string why; !schedule_valid(sys, sc, &why)) {
            std::cerr << sys.file << ": schedule " << to_string(sys, sc) << " is INVALID (" << why << "), nothing to project\n";
            return 1;
        }
        require_points(sys, s);
        const Unfolded un = unfold(sys, s);
        if (!un.errors.empty()) throw std::runtime_error(un.errors.front());
        // Everything that can throw (a direction's count, the chosen projection's wires) before
        // the first line.
        std::vector<DirectionCount> counts;
        std::vector<Int> u;
        if (o.u.empty()) {
            counts = direction_counts(un, sc);
            u = best_direction(sys, sc, counts);
            if (u.empty()) {  // the unit vectors are among the directions: tau is zero
                std::cerr << sys.file << ": nothing to project, tau is zero (" << to_string(sys, sc) << "): every value runs at one time\n";
                return 1;
            }
        } else {
            u = int_list(o.u, sys.indices.size(), "--u");
        }
        const Projection p = project(sys, un, sc, u);
        if (o.u.empty()) {
            std::cout << "directions (tau = " << to_string(sc.tau) << ", sizes " << sizes_text(sys, s) << "):\n";
            for (const auto& c : counts) {
                if (!c.allowed) {
                    std::cout << "  u = " << to_string(c.u) << ": tau.u = 0, not allowed\n";
                    continue;
                }
                std::printf("  u = %-10s %5zu processors, utilization %5.1f%%\n", to_string(c.u).c_str(), c.processors, 100 * c.utilization);
            }
            std::cout << "chosen:\n";
        }
        std::cout << sys.name << " projected along u = " << to_string(p.u) << ", tau.u = " << exact_dot(sc.tau, p.u).text() << "\n";
        std::cout << "  P =";
        for (const auto& r : p.P) std::cout << " " << to_string(r);
        std::cout << "  (processor of point p is P.p)\n";
        std::cout << "  processors   " << p.processors.size() << "\n  cells        " << p.cells << "\n  latency      " << p.latency << " steps\n";
        std::printf("  utilization  %.1f%% (cells / (processors * latency))\n", 100 * p.utilization);
        std::cout << "  wires:\n";
        for (const Wire& w : p.wires) {
            bool local = std::all_of(w.dir.begin(), w.dir.end(), [](Int x) { return x == 0; });
            std::printf("    %-6s %-14s delay %lld   (%s)\n", sys.vars[w.var].name.c_str(), local ? "local" : to_string(w.dir).c_str(), static_cast<long long>(w.delay), w.arc.c_str());
        }
        return 0;
    });
}

int run(const Options& o) {
    return with_system(o, [&](const System& sys, const Schedule& sc, const Sizes& s) {
        // The same checks as `check`: a system or schedule they reject produces no result (run()
        // itself only catches a value read before it is computed).
        if (const auto bad = failures(check_system(sys, sc)); !bad.empty()) {
            std::cerr << sys.file << ": not run, " << bad.size() << " check finding(s) fail (see `check`), first: " << bad.front() << "\n";
            return 1;
        }
        require_enumerable(sys, s);  // before the tensors are allocated
        require_points(sys, s);
        Data d = random_data(sys, s, o.seed);
        RunStats st = batchlas::sure::run(sys, sc, s, d);
        std::cout << sys.name << " at " << sizes_text(sys, s) << " under " << to_string(sys, sc) << ": " << st.instances << " values in " << st.steps << " steps, "
                  << st.injections << " injections, " << st.drains << " drained\n";
        auto show = [&](std::size_t t) {
            const auto shape = tensor_shape(sys, static_cast<int>(t), s);
            std::cout << "  " << (sys.tensors[t].output ? "out " : "in  ") << sys.tensors[t].name << to_string(shape) << ":";
            const auto& v = d.tensors[t];
            Int rows = shape.empty() ? 1 : shape[0], cols = static_cast<Int>(v.size()) / std::max<Int>(rows, 1);
            for (Int r = 0; r < rows; ++r) {
                std::cout << (shape.size() >= 2 || r == 0 ? "\n   " : "");  // a vector on one line, a matrix by rows
                for (Int c = 0; c < cols; ++c) {
                    double x = v[static_cast<std::size_t>(r + c * rows)];
                    if (std::isnan(x)) std::printf(" %9s", "-");
                    else std::printf(" %9.5f", x);
                }
            }
            std::cout << "\n";
        };
        for (std::size_t k = 0; k < sys.scalars.size(); ++k) std::printf("  scalar %s = %.5f\n", sys.scalars[k].c_str(), d.scalars[k]);
        for (std::size_t t = 0; t < sys.tensors.size(); ++t) show(t);
        return 0;
    });
}

int render(const Options& o) {
    try {
        std::vector<System> systems;
        for (const std::string& f : o.files) systems.push_back(parse_file(f));
        render_catalog(systems, o.out);
        std::cout << "wrote " << systems.size() << " pages and index.html to " << o.out << "\n";
        return 0;
    } catch (const std::exception& e) {
        std::cerr << e.what() << "\n";
        return 2;
    }
}

}  // namespace batchlas::sure::cli
