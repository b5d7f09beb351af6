#!/usr/bin/env python3
"""A/B table of session 35's tiny calls: DIR holds vV-ROUND.csv (batchlas-bench CSVs, family tiny,
one binary per variant V, rounds interleaved). Per (op, dtype, n): each variant's fraction of the
copy floor per round, and the ratio of median times of each variant over the first.
  tiny_ab.py DIR vA vB [...]"""
import collections, csv, glob, os, statistics, sys

d, vs = sys.argv[1], sys.argv[2:]
us = collections.defaultdict(lambda: collections.defaultdict(list))
fr = collections.defaultdict(lambda: collections.defaultdict(list))
for f in sorted(glob.glob(os.path.join(d, "v*-*.csv"))):
    v = os.path.basename(f)[:-4].split("-")[0]
    if v not in vs:
        continue
    for row in csv.DictReader(open(f)):
        if row["status"] == "ok" and row["family"] == "tiny":
            key = (row["op"], row["dtype"], int(row["n"]))
            us[key][v].append(float(row["median_us"]))
            fr[key][v].append(float(row["frac_floor"]) if row["frac_floor"] else float("nan"))
print("op dtype n |", " ".join(f"{v} floor-fraction" for v in vs), "|", " ".join(f"{v}/{vs[0]} speed" for v in vs[1:]))
for k in sorted(us):
    med = [statistics.median(us[k][v]) if us[k][v] else None for v in vs]
    cells = " ".join("/".join(f"{x:.3f}" for x in fr[k][v]) or "-" for v in vs)
    rat = " ".join(f"{med[0] / m:.3f}" if m and med[0] else "-" for m in med[1:])
    print(*k, "|", cells, "|", rat)
