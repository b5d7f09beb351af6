#!/usr/bin/env python3
"""Markdown headline tables from batchlas-bench CSV files (docs/PERFORMANCE.md, "Every operation").

One row per operation, precision and flag combination; one column per extent n. Each cell is
the fastest batchlas family at that shape (its name, its fraction of the floor, and its speed-up
over the cuBLAS strided-batched GEMM/GEMV spelling, or over the vendor route where the bench has
no such spelling), so every number traces back to a CSV row.

  scripts/perf_table.py docs/bench/<run>/level2.csv docs/bench/<run>/level3.csv

Cell format: `family frac (x speed-up)`; `-` where the shape was not measured. Only rows whose
status is ok count (screened, scaled estimates do not), and `auto` (a route, not a family) is
never the cell. Extents other than x that differ from it (k = 256 beside n = 32) and fixed batch
counts join the flags column, so different shapes never share a cell.
"""
import argparse
import csv
import sys
from collections import defaultdict

from plot_bench import number  # same folder: one parser for the CSV numbers

FLAGS = ["side", "uplo", "trans", "transa", "transb", "diag"]
REFERENCE_KINDS = ("reference",)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("csv", nargs="+")
    ap.add_argument("--x", default="n", help="the extent along the columns (default n)")
    args = ap.parse_args(argv)

    cases = defaultdict(list)  # (op, dtype, flags, x) -> rows
    for path in args.csv:
        with open(path, newline="") as f:
            reader = csv.DictReader(f)
            if args.x not in (reader.fieldnames or []):
                ap.error("%s has no column %r" % (path, args.x))
            for row in reader:
                if row.get("status") != "ok" or row.get("family") == "auto" or not row[args.x]:
                    continue
                flags = " ".join("%s=%s" % (k, row[k]) for k in FLAGS if row.get(k))
                other = ["%s=%s" % (e, row[e]) for e in ("m", "n", "k") if e != args.x and row.get(e) and row[e] != row[args.x]]
                if row.get("batch_rule") != "saturate" and row.get("batch"):
                    other.append("batch=%s" % row["batch"])
                flags = " ".join(filter(None, [flags] + other))
                cases[(row["op"], row["dtype"], flags, row[args.x])].append(row)

    table = defaultdict(dict)  # (op, dtype, flags) -> x -> cell
    xs = set()
    for (op, dtype, flags, x), rows in cases.items():
        ours = [r for r in rows if r.get("kind") not in REFERENCE_KINDS and number(r.get("median_us"))]
        if not ours:
            continue
        best = min(ours, key=lambda r: number(r["median_us"]))
        frac = number(best.get("frac_floor"))
        ratio = number(best.get("vs_cublas"))
        versus = "x"
        if ratio is None:
            ratio, versus = number(best.get("vs_vendor")), "x vendor"
        cell = best["family"]
        cell += " %.2f" % frac if frac is not None else ""
        cell += " (%.2f%s)" % (ratio, versus) if ratio is not None else ""
        table[(op, dtype, flags)][int(x)] = cell
        xs.add(int(x))

    xs = sorted(xs)
    print("| op | dtype | flags | " + " | ".join("%s = %d" % (args.x, x) for x in xs) + " |")
    print("|---|---|---|" + "---|" * len(xs))
    order = ["gemm", "symm", "hemm", "syrk", "herk", "syr2k", "her2k", "trmm",
             "gemv", "ger", "gerc", "trmv", "symv", "hemv", "syr", "her", "syr2", "her2"]
    rank = {op: i for i, op in enumerate(order)}
    for (op, dtype, flags) in sorted(table, key=lambda k: (rank.get(k[0], 99), "sdcz".find(k[1]), k[2])):
        cells = table[(op, dtype, flags)]
        print("| %s | %s | %s | " % (op, dtype, flags) + " | ".join(cells.get(x, "-") for x in xs) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
