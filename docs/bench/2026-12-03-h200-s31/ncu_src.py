#!/usr/bin/env python3
"""Digest of ncu's SASS source view (`ncu --section SourceCounters --page source --print-source
sass --csv`), session 31:
  ncu_src.py sectors FILE.csv   every instruction that touches global memory: executions, L2
                                sectors, ideal sectors, excess (which access wastes bandwidth)
  ncu_src.py mix FILE.csv       warp instructions and stall samples per opcode"""
import collections
import csv
import sys


def rows(path):
    lines = open(path).read().splitlines()
    head = next(k for k, line in enumerate(lines) if line.startswith('"Address"'))
    return list(csv.DictReader(lines[head:]))


def num(r, key):
    return int(r[key] or 0)


def sectors(rs, path):
    total = sum(num(r, "L2 Theoretical Sectors Global") for r in rs)
    excess = sum(num(r, "L2 Theoretical Sectors Global Excessive") for r in rs)
    print(f"{path}: {len(rs)} instructions, {total} sectors, {excess} excess")
    for r in rs:
        s = num(r, "L2 Theoretical Sectors Global")
        if s:
            print(f"  {r['Address'][-4:]} {r['Source'].strip()[:60]:60s} exec {r['Instructions Executed']} "
                  f"sect {s} ideal {r['L2 Theoretical Sectors Global Ideal']} "
                  f"excess {num(r, 'L2 Theoretical Sectors Global Excessive')}")


def mix(rs, path):
    count, stall = collections.Counter(), collections.Counter()
    for r in rs:
        words = r["Source"].split()
        op = (words[1] if words[0].startswith("@") else words[0]).split(".")[0]
        count[op] += num(r, "Instructions Executed")
        stall[op] += num(r, "Warp Stall Sampling (All Samples)")
    total = sum(count.values())
    print(f"{path}: {total} warp instructions")
    for op, n in count.most_common(16):
        print(f"  {op:8s} {n / 1e6:8.1f}M {100 * n / total:5.1f}%  stall samples {stall[op]}")


if __name__ == "__main__":
    mode, path = sys.argv[1], sys.argv[2]
    {"sectors": sectors, "mix": mix}[mode](rows(path), path)
