#!/usr/bin/env python3
"""Moved to scripts/ab.py in session 53; this path stays so the session scripts that name it run."""
import os
import runpy
import sys

sys.argv[0] = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "scripts", "ab.py")
runpy.run_path(sys.argv[0], run_name="__main__")
