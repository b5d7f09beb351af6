#!/usr/bin/env python3
"""A/B table of a session-25 call: DIR holds NAME-{old,new}-{1,2}.csv (batchlas-bench CSVs of the
same cells, rounds old, new, old, new). Prints per cell and family: each version's x cuBLAS
(median of its two rounds) and new/old in time (> 1: new faster).
  ab.py DIR NAME [NAME ...]"""
import csv
import statistics
import sys
from collections import defaultdict

d = sys.argv[1]
for name in sys.argv[2:]:
    t = defaultdict(lambda: defaultdict(list))
    x = defaultdict(lambda: defaultdict(list))
    for v in ("old", "new"):
        for r in (1, 2):
            try:
                rows = list(csv.DictReader(open(f"{d}/{name}-{v}-{r}.csv")))
            except FileNotFoundError:
                continue
            for row in rows:
                if row["status"] != "ok" or row["family"] == "cublas":
                    continue
                key = (row["op"], row["dtype"], row["side"], row["trans"], row["m"], row["n"], row["k"], row["batch"], row["family"])
                t[key][v].append(float(row["median_us"]))
                if row["vs_cublas"]:
                    x[key][v].append(float(row["vs_cublas"]))
    print(f"== {name}: op dtype side trans m n k batch family | x cuBLAS old, new | new/old speed")
    for key in t:
        o, n = t[key]["old"], t[key]["new"]
        if not o or not n:
            continue
        xo = statistics.median(x[key]["old"]) if x[key]["old"] else float("nan")
        xn = statistics.median(x[key]["new"]) if x[key]["new"] else float("nan")
        print(" ".join(key), f"| {xo:.2f} {xn:.2f} | {statistics.median(o) / statistics.median(n):.3f}")
