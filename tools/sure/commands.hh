// The subcommands of batchlas-sure; each returns the process exit status.
#pragma once

#include <string>
#include <vector>

namespace batchlas::sure::cli {

struct Options {
    std::vector<std::string> files;
    std::string tau;                   // "1,2,1" overrides the file's schedule
    std::vector<std::string> offsets;  // "acc=1" overrides one variable's offset
    std::string sizes;                 // "M=4,N=3" overrides the display sizes
    std::string u;                     // projection direction "0,0,1"
    // The current folder by default: rendering one file into docs/catalog rewrote the committed
    // index with that file alone (the sure_catalog target names -o docs/catalog itself).
    std::string out = ".";
    int range = 2;
    int top = 10;
    unsigned seed = 1;
    bool verbose = false;
};

int check(const Options& o);
int schedule(const Options& o);
int project(const Options& o);
int run(const Options& o);
int render(const Options& o);

}  // namespace batchlas::sure::cli
