#!/usr/bin/env python3
"""Variant table of a session-27 call: DIR holds OP-VARIANT-N-ROUND.csv (batchlas-bench CSVs,
e.g. syrk-s1-512-2.csv). Prints per (op, dtype, n) each variant's speed-up over cuBLAS GEMM in
its rounds, e.g. `variants.py call3 s0 s1 rows fork` (call 3's table in PERFORMANCE.md).
  variants.py DIR VARIANT [VARIANT ...]"""
import collections
import csv
import glob
import os
import sys

d, vs = sys.argv[1], sys.argv[2:]
t = collections.defaultdict(lambda: collections.defaultdict(list))
for f in sorted(glob.glob(os.path.join(d, "*-*-*-*.csv"))):
    parts = os.path.basename(f)[:-4].split("-")
    if len(parts) != 4 or parts[1] not in vs:
        continue
    for row in csv.DictReader(open(f)):
        if row["status"] == "ok" and row["family"] != "cublas":
            t[(parts[0], row["dtype"], parts[2])][parts[1]].append(float(row["vs_cublas"]))
print("op dtype n |", " ".join(vs))
for k in sorted(t):
    print(*k, "|", " ".join("/".join(f"{x:.2f}" for x in t[k][v]) or "-" for v in vs))
