#!/usr/bin/env bash
# expect_exit.sh CODE PATTERN COMMAND [ARGS...]: runs COMMAND and passes when it exits with CODE
# and its output (stdout and stderr) contains PATTERN (a fixed string; empty matches anything).
# CODE "nonzero" accepts any failure (CLI11's own codes differ by error and version).
code=$1 pattern=$2
shift 2
out=$("$@" 2>&1)
rc=$?
printf '%s\n' "$out"
if [ "$code" = nonzero ]; then
  if [ "$rc" -eq 0 ]; then echo "expected a failure, got exit 0"; exit 1; fi
elif [ "$rc" -ne "$code" ]; then echo "expected exit $code, got $rc"; exit 1; fi
if ! grep -qF -- "$pattern" <<< "$out"; then echo "expected the output to contain: $pattern"; exit 1; fi
