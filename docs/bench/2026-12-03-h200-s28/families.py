#!/usr/bin/env python3
"""Call 1's trmm table: per (dtype, m, side) each family's speed-up over cuBLAS GEMM in its
rounds; trmm-def-*.csv rows by family, trmm-VARIANT-*.csv rows (recursive_native under
BATCHLAS_BLOCKED_NB=64/128/256 or pointer-array levels) as rn_VARIANT.
  families.py DIR"""
import collections
import csv
import glob
import os
import sys

t = collections.defaultdict(list)
for f in sorted(glob.glob(os.path.join(sys.argv[1], "trmm-*-*-*.csv"))):
    v = os.path.basename(f).split("-")[1]
    for r in csv.DictReader(open(f)):
        if r["status"] == "ok" and r["family"] != "cublas":
            fam = r["family"] if v == "def" else "rn_" + v
            t[(r["dtype"], int(r["m"]), r["side"], fam)].append(float(r["vs_cublas"]))
for k in sorted(t):
    print(*k, " ".join(f"{x:.2f}" for x in t[k]))
