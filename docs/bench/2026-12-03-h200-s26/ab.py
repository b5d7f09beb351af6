#!/usr/bin/env python3
"""A/B table of a session-26 call: DIR holds NAME-{VER}-{1,2}-{real,cplx}.csv (batchlas-bench
CSVs of the same cells, the versions' rounds interleaved). Prints per cell the fraction of the
copy floor of each version (median of its rounds) and each version's speed over the first (in
time, > 1: faster).
  ab.py DIR NAME [VER ...]   (default versions: old new)"""
import csv
import statistics
import sys
from collections import defaultdict

d, name = sys.argv[1], sys.argv[2]
vers = sys.argv[3:] or ["old", "new"]
t = defaultdict(lambda: defaultdict(list))
fr = defaultdict(lambda: defaultdict(list))
for v in vers:
    for r in (1, 2):
        for part in ("real", "cplx"):
            try:
                rows = list(csv.DictReader(open(f"{d}/{name}-{v}-{r}-{part}.csv")))
            except FileNotFoundError:
                continue
            for row in rows:
                if row["status"] != "ok" or row["family"] == "cublas":
                    continue
                key = (row["op"], row["dtype"], row["uplo"], row["n"])
                t[key][v].append(float(row["median_us"]))
                fr[key][v].append(float(row["frac_floor"]))
print(f"== {name}: op dtype uplo n | fraction of copy {' '.join(vers)} | speed over {vers[0]}: {' '.join(vers[1:])}")
for key in t:
    if any(not t[key][v] for v in vers):
        continue
    f = " ".join(f"{statistics.median(fr[key][v]):.3f}" for v in vers)
    base = statistics.median(t[key][vers[0]])
    s = " ".join(f"{base / statistics.median(t[key][v]):.3f}" for v in vers[1:])
    print(" ".join(key), f"| {f} | {s}")
