#!/usr/bin/env python3
"""Global stores and loads per kernel in a PTX file (session 31: which kernels' vector stores the
compiler had split). Make the PTX with `scripts/ptx_kernels.py ptx TREE OUT.ptx --src FILE.cu`.
  ptx_stores.py FILE.ptx [FILE.ptx ...]"""
import collections
import re
import subprocess
import sys

for path in sys.argv[1:]:
    parts = re.split(r"\.entry (\S+)\(", open(path).read())
    for i in range(1, len(parts), 2):
        name = subprocess.run(["c++filt", parts[i]], capture_output=True, text=True).stdout.strip()
        name = re.sub(r"\(anonymous namespace\)::|batchlas::kernels::\w+::|batchlas::", "", name).split(">(")[0] + ">"
        st = collections.Counter(re.findall(r"st\.global[.\w]*", parts[i + 1]))
        ld = collections.Counter(re.findall(r"ld\.global[.\w]*", parts[i + 1]))
        print(f"{path.split('/')[-1]}: {name} stores {dict(st)} loads {dict(ld)}")
