#!/usr/bin/env python3
"""Charts from batchlas-bench (or batchlas-tune) CSV files.

One PNG per operation, precision, flag combination and fixed extents (e.g. k): the chosen metric
against n (or --x), one line per family; the vendor libraries are dashed (the strided-batched
cuBLAS comparison "cublas" and every vendor-kind family: cuBLAS, or OpenBLAS on the host). Rows whose status is not ok/scaled are left out; "scaled"
points (families screened out as far slower) are drawn hollow.

  scripts/plot_bench.py syrk.csv                       # GB/s against n into docs/img/
  scripts/plot_bench.py a.csv b.csv --metric time --out /tmp/img
  scripts/plot_bench.py syrk.csv --metric frac_floor --x k

Needs python3 and matplotlib (Debian: python3-matplotlib).
"""
import argparse
import csv
import math
import os
import sys
from collections import defaultdict

METRICS = {
    "time": ("median_us", "time per call (us)", True),
    "gbps": ("gbps", "GB/s (minimum bytes)", False),
    "gflops": ("gflops", "GFLOP/s (useful flops)", False),
    "frac_floor": ("frac_floor", "fraction of the floor", False),
    "vs_cublas": ("vs_cublas", "speed-up over the cuBLAS GEMM spelling", False),
}
FLAGS = ["side", "uplo", "trans", "transa", "transb", "diag"]
EXTENTS = ["m", "n", "k"]


def number(text):
    try:
        v = float(text)
    except (TypeError, ValueError):
        return None
    return v if math.isfinite(v) else None


def read_rows(paths):
    rows = []
    for path in paths:
        with open(path, newline="") as f:
            for row in csv.DictReader(f):
                if row.get("status") in ("ok", "scaled") and row.get("family"):
                    rows.append(row)
    return rows


def tied_extents(rows, x):
    """Extents equal to x in every row of an operation (m = n, k = n): part of the series, not
    of the chart's key."""
    tied = {}
    for row in rows:
        for e in EXTENTS:
            if e != x and row.get(e):
                key = (row["op"], e)
                tied[key] = tied.get(key, True) and row[e] == row.get(x)
    return {k for k, v in tied.items() if v}


def group_key(row, x, tied):
    """Everything that fixes one chart: op, dtype, flags, the extents other than x."""
    parts = [row["op"], row["dtype"]]
    parts += ["%s=%s" % (f, row[f]) for f in FLAGS if row.get(f)]
    parts += ["%s=%s" % (e, row[e]) for e in EXTENTS
              if e != x and row.get(e) and (row["op"], e) not in tied]
    # Saturating batches change with n and belong on one line; fixed batches each get a chart.
    parts.append("batch=saturate" if row.get("batch_rule", "saturate") == "saturate" else "batch=" + row["batch"])
    return tuple(parts)


def is_cublas(row):
    return row.get("kind") in ("reference", "vendor") or row["family"].startswith("cublas")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("csv", nargs="+", help="CSV files written by batchlas-bench --csv or batchlas-tune")
    ap.add_argument("--out", default="docs/img", help="output folder (default docs/img)")
    ap.add_argument("--metric", default="gbps", choices=sorted(METRICS), help="y axis (default gbps)")
    ap.add_argument("--x", default="n", choices=EXTENTS, help="x axis extent (default n)")
    ap.add_argument("--prefix", default="", help="prefix of the PNG names")
    ap.add_argument("--dtype", default="", help="only these precisions (e.g. s or s,c); default all")
    ap.add_argument("--op", default="", help="only these operations (comma list); default all")
    ap.add_argument("--dpi", type=int, default=110)
    args = ap.parse_args(argv)

    try:
        import matplotlib
    except ImportError:
        print("plot_bench: matplotlib is missing: apt-get install python3-matplotlib, then run with "
              "/usr/bin/python3 (Debian's interpreter) if python3 on PATH is another one", file=sys.stderr)
        return 2
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import matplotlib.ticker

    column, label, logy = METRICS[args.metric]
    rows = read_rows(args.csv)
    if args.dtype:
        rows = [r for r in rows if r.get("dtype") in args.dtype.split(",")]
    if args.op:
        rows = [r for r in rows if r.get("op") in args.op.split(",")]
    tied = tied_extents(rows, args.x)
    charts = defaultdict(lambda: defaultdict(list))  # key -> family -> [(x, y, scaled, cublas)]
    for row in rows:
        xv, yv = number(row.get(args.x)), number(row.get(column))
        if xv is None or yv is None:
            continue
        charts[group_key(row, args.x, tied)][row["family"]].append((xv, yv, row["status"] == "scaled", is_cublas(row)))
    if not charts:
        print("plot_bench: no plottable rows (status ok/scaled with %s and %s)" % (args.x, column), file=sys.stderr)
        return 1
    os.makedirs(args.out, exist_ok=True)
    written = []
    for key, families in sorted(charts.items()):
        fig, ax = plt.subplots(figsize=(7, 4.2))
        for family, pts in sorted(families.items()):
            pts.sort()
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            dashed = any(p[3] for p in pts)
            (line,) = ax.plot(xs, ys, "--" if dashed else "-", marker="o", label=family)
            hollow = [(p[0], p[1]) for p in pts if p[2]]
            if hollow:
                ax.plot([h[0] for h in hollow], [h[1] for h in hollow], "o", markerfacecolor="white",
                        markeredgecolor=line.get_color(), zorder=3)
        ax.set_xscale("log", base=2)
        ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
        if logy:
            ax.set_yscale("log")
        ax.set_xlabel(args.x)
        ax.set_ylabel(label)
        ax.set_title(" ".join(key), fontsize=10)
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=8)
        fig.tight_layout()
        name = args.prefix + "_".join(k.replace("=", "") for k in key) + "_" + args.metric + ".png"
        path = os.path.join(args.out, name)
        fig.savefig(path, dpi=args.dpi)
        plt.close(fig)
        written.append(path)
    for p in written:
        print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
