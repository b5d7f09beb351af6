// Projection of a scheduled system along u onto a processor array.
#pragma once

#include <batchlas/sure/schedule.hh>

#include <string>
#include <vector>

namespace batchlas::sure {

struct Wire {
    int var = -1;
    std::vector<Int> dir;  // processor-space step; all zero: a register inside the cell
    Int delay = 0;         // time steps between producing and reading the value
    std::string arc;
};

struct Projection {
    std::vector<Int> u;
    std::vector<std::vector<Int>> P;  // (n-1) x n, P u = 0, unimodular completion
    std::vector<Point> processors;    // sorted, distinct
    std::vector<Wire> wires;
    Int cells = 0;
    Int latency = 0;
    double utilization = 0;  // cells / (processors * latency)
};

/// Throws std::invalid_argument when u is zero, has the wrong length, or tau . u == 0.
Projection project(const System& sys, const Unfolded& un, const Schedule& sc,
                   const std::vector<Int>& u);

/// Candidate directions: non-zero vectors of {-1,0,1}^n, first non-zero entry positive.
std::vector<std::vector<Int>> small_directions(std::size_t n);
/// The direction with tau . u != 0 giving the fewest processors (declared one first).
std::vector<Int> best_direction(const System& sys, const Unfolded& un, const Schedule& sc);
std::size_t processor_count(const Unfolded& un, const std::vector<Int>& u);

}  // namespace batchlas::sure
