#!/usr/bin/env python3
"""Per-kernel PTX and ptxas facts of one CUDA source, without a GPU (how PERFORMANCE-LOG.md's
"PTX-identical", "spills N bytes" and shared-load counts were obtained).

  scripts/ptx_kernels.py ptx  TREE OUT.ptx  [--src src/kernels/tiny/tiny.cu]
  scripts/ptx_kernels.py regs TREE          [--src ...]   registers and spills per kernel (ptxas -v)
  scripts/ptx_kernels.py compare A.ptx B.ptx               per kernel: same or differs, names,
                                                           labels and register numbers aside
  scripts/ptx_kernels.py loads X.ptx                       ld.shared scalar / v2 / v4 per kernel
  scripts/ptx_kernels.py global X.ptx [Y.ptx ...]          st.global / ld.global per kernel, by
                                                           form (whether a vector store survived)

TREE is a source tree (a checkout, or `git archive REV | tar x -C DIR`). Kernels are named by
their demangled template arguments, so two trees' kernels pair up even where the anonymous
namespace's mangled name differs. nvcc flags: those of the library's sm_90 build.
"""
import argparse
import collections
import re
import subprocess
import sys

NVCC = "/usr/local/cuda/bin/nvcc"
FLAGS = ["-DBATCHLAS_HAVE_CUDA", "-O3", "-DNDEBUG", "-arch=sm_90", "--expt-relaxed-constexpr", "-std=c++20"]


def demangle(name):
    out = subprocess.run(["c++filt", name], capture_output=True, text=True).stdout.strip()
    out = re.sub(r"\(anonymous namespace\)::|batchlas::kernels::\w+::", "", out)
    return re.sub(r"\(.*", "", out)


def nvcc(tree, src, extra):
    cmd = [NVCC, *FLAGS, "-I", f"{tree}/include", "-I", f"{tree}/src", *extra, f"{tree}/{src}"]
    return subprocess.run(cmd, capture_output=True, text=True)


def entries(ptx_file):
    parts = re.split(r"\.entry (\S+)\(", open(ptx_file).read())
    return {demangle(parts[i]): parts[i + 1] for i in range(1, len(parts), 2)}


def normalised(body):
    body = re.sub(r"_Z\w+", "NAME", body)
    body = re.sub(r"\$L__BB\d+_", "L_", body)
    body = re.sub(r"%[a-z]+\d+", "R", body)
    # The parameter block's size and the register counts declared: a parameter struct grown at its
    # end (fields the kernel never reads) or renumbered registers leave the instructions equal.
    body = re.sub(r"NAME\[\d+\]", "NAME[N]", body)
    body = re.sub(r"(\.reg \.\w+\s+%\w+)<\d+>", r"\1<N>", body)
    return [line for line in body.split("\n") if line.strip()]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["ptx", "regs", "compare", "loads", "global"])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--src", default="src/kernels/tiny/tiny.cu")
    a = ap.parse_args()
    if a.mode == "ptx":
        r = nvcc(a.paths[0], a.src, ["-ptx", "-o", a.paths[1]])
        sys.stderr.write(r.stderr)
        return r.returncode
    if a.mode == "regs":
        r = nvcc(a.paths[0], a.src, ["-c", "-o", "/dev/null", "-Xptxas", "-v"])
        if r.returncode:
            sys.stderr.write(r.stderr)
            return r.returncode
        cur, spill = None, ""
        for line in r.stderr.splitlines():
            m = re.search(r"Compiling entry function '(\S+)' for", line)
            if m:
                cur, spill = demangle(m.group(1)), ""
                continue
            m = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", line)
            if m and cur:
                spill = f"spill {m.group(1)}/{m.group(2)}"
            m = re.search(r"Used (\d+) registers", line)
            if m and cur:
                print(f"{cur:60s} {m.group(1):>4s} {spill}")
                cur = None
        return 0
    if a.mode == "compare":
        x, y = entries(a.paths[0]), entries(a.paths[1])
        # A kernel that gained a trailing template flag (tiny_kernel<D, S, W> -> <D, S, W, false>)
        # pairs with its old self.
        for old, new in ((x, y), (y, x)):
            for k in list(old):
                grown = k[:-1] + ", false>"
                if k not in new and grown in new and grown not in old:
                    old[grown] = old.pop(k)
        for k in sorted(set(x) | set(y)):
            if k not in x or k not in y:
                print(f"{k:60s} only in {'A' if k in x else 'B'}")
                continue
            nx, ny = normalised(x[k]), normalised(y[k])
            print(f"{k:60s} {'same' if nx == ny else 'differs'} ({len(nx)} / {len(ny)} lines)")
        return 0
    if a.mode == "global":
        for path in a.paths:
            for k, body in sorted(entries(path).items()):
                st = collections.Counter(re.findall(r"st\.global[.\w]*", body))
                ld = collections.Counter(re.findall(r"ld\.global[.\w]*", body))
                print(f"{path.split('/')[-1]}: {k:60s} stores {dict(st)} loads {dict(ld)}")
        return 0
    for k, body in sorted(entries(a.paths[0]).items()):
        v2 = len(re.findall(r"ld\.shared\.v2", body))
        v4 = len(re.findall(r"ld\.shared\.v4", body))
        sc = len(re.findall(r"ld\.shared\.[fbsu]\d+\b", body))
        print(f"{k:60s} ld.shared scalar {sc:4d} v2 {v2:4d} v4 {v4:4d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
