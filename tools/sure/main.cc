// batchlas-sure: command-line front end of the SURE engine.
#include "commands.hh"

#include <CLI/CLI.hpp>

int main(int argc, char** argv) {
    using namespace batchlas::sure::cli;
    CLI::App app{"batchlas-sure: check, schedule, project, run and render Systems of Uniform Recurrence Equations (.sure files)"};
    app.require_subcommand(1);
    Options o;
    auto file_arg = [&](CLI::App* c, bool many) {
        auto* opt = c->add_option("FILE", o.files, many ? ".sure files" : "a .sure file")->required()->check(CLI::ExistingFile);
        if (!many) opt->expected(1);
    };
    // An empty value is "not given" to the commands: `--tau ""` ran the file's schedule, `--u ""`
    // listed every direction and `--sizes ""` used the file's sizes, silently.
    const auto non_empty = [](const std::string& v) { return v.empty() ? std::string("an empty value") : std::string(); };
    auto schedule_opts = [&](CLI::App* c) {
        c->add_option("--tau", o.tau, "schedule vector overriding the file's, e.g. 1,1,1")->check(non_empty);
        c->add_option("--offset", o.offsets, "per-variable offset overriding the file's, e.g. acc=1 (repeatable)");
    };
    auto* chk = app.add_subcommand("check", "run every check and print its findings; exit 1 on a failure");
    file_arg(chk, false);
    schedule_opts(chk);
    chk->add_flag("-v,--verbose", o.verbose, "list passing findings too");
    auto* sch = app.add_subcommand("schedule", "latency, free schedule, and a search over small integer schedules");
    file_arg(sch, false);
    schedule_opts(sch);
    sch->add_option("--sizes", o.sizes, "sizes for latency and search, e.g. N=6")->check(non_empty);
    sch->add_option("--range", o.range, "search tau in [-range, range]^n")->check(CLI::Range(1, 4))->capture_default_str();
    sch->add_option("--top", o.top, "schedules to list, besides the Pareto-marked ones (always listed)")->check(CLI::NonNegativeNumber)->capture_default_str();
    auto* prj = app.add_subcommand("project", "project the scheduled system along u onto a processor array");
    file_arg(prj, false);
    schedule_opts(prj);
    prj->add_option("--sizes", o.sizes, "sizes, e.g. N=6")->check(non_empty);
    prj->add_option("--u", o.u, "projection direction, e.g. 0,0,1 (default: every small direction, best chosen)")->check(non_empty);
    auto* run = app.add_subcommand("run", "execute the system on random inputs in schedule order");
    file_arg(run, false);
    schedule_opts(run);
    run->add_option("--sizes", o.sizes, "sizes, e.g. M=3,N=4")->check(non_empty);
    run->add_option("--seed", o.seed, "random seed for the inputs")->capture_default_str();
    auto* ren = app.add_subcommand("render", "write an HTML page per system and an index");
    file_arg(ren, true);
    ren->add_option("-o,--out", o.out, "output folder")->capture_default_str();
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        // --help prints and exits 0; every argument error exits 2, as docs/SURE.md says (CLI11's
        // own codes, 100 and up, differ by error).
        return app.exit(e) == 0 ? 0 : 2;
    }
    if (chk->parsed()) return check(o);
    if (sch->parsed()) return schedule(o);
    if (prj->parsed()) return project(o);
    if (run->parsed()) return batchlas::sure::cli::run(o);
    return render(o);
}
