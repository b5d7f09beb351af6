#!/usr/bin/env python3
"""A/B table of a session-32 or -33 call: DIR holds OP-vV-SHAPE-ROUND.csv (batchlas-bench CSVs). Prints
per (op, dtype, shape, side, trans, family) each variant's speed-up over cuBLAS strided-batched GEMM of
the same product, same run, one entry per round (and uplo, where both ran).
  ab.py DIR v0 v1 [...]"""
import collections, csv, glob, os, statistics, sys

d, vs = sys.argv[1], sys.argv[2:]
t = collections.defaultdict(lambda: collections.defaultdict(list))
for f in sorted(glob.glob(os.path.join(d, "*-v*-*-*.csv"))):
    op, v, shape, rnd = os.path.basename(f)[:-4].split("-")
    if v not in vs:
        continue
    for row in csv.DictReader(open(f)):
        if row["status"] == "ok" and row["family"] != "cublas" and row["vs_cublas"]:
            key = (op, row["dtype"], shape, row["side"], row["transa"] or row["trans"] or "-", row["family"])
            t[key][v].append(float(row["vs_cublas"]))
print("op dtype shape side trans family |", " ".join(vs), "| ratio of medians")
for k in sorted(t):
    med = [statistics.median(t[k][v]) if t[k][v] else None for v in vs]
    r = f"{med[-1] / med[0]:.3f}" if None not in med and med[0] else "-"
    print(*k, "|", " ".join("/".join(f"{x:.2f}" for x in t[k][v]) or "-" for v in vs), "|", r)
