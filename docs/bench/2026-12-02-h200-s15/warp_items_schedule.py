#!/usr/bin/env python3
"""A model, not a measurement: the shared-buffer schedule of rank_items.cu's double-buffered
warp_items (one warp; its control flow is warp-uniform), checked for races over every staged
buffer shape, k = 1 .. 5 L + 1, beta == 0 or not, and three calls in a row (the warp-stride loop).

Epochs are separated by __syncwarp. A cp.async is issued in an epoch into a commit group and may
land at any time until wait_group retires the group; a lane's data is visible to the others from
the first sync after that. Errors: a read before its data is visible (RAW); a copy or store over
a range read in the same epoch, or over a copy still in flight (WAR, WAW). Then six broken
schedules, each of which the checker must reject. Written for wip/items-db (python3
warp_items_schedule.py; a second).
"""


def run(P, PA, PC, L, k, beta_zero, mut=None, calls=3):
    slot = 32 * P * PA
    units = slot + max(slot, 32 * PC)
    buf, cbuf = 0, slot  # slot 0; slot 1, then C (Stage)
    st = dict(epoch=0, groups=0, retired=0)
    open_, inflight, reads, visible, fresh, group_of, err = [], [], [], {}, [], {}, []
    ov = lambda x, y: x[0] < y[1] and y[0] < x[1]

    def sync():
        st["epoch"] += 1
        for g in fresh: visible[g] = st["epoch"]
        fresh.clear()
        inflight[:] = [w for w in inflight if w[2] not in visible]

    def cp(r, tag):
        assert 0 <= r[0] and r[1] <= units
        err.extend(f"WAW {tag}/{t}" for (r2, t, _) in inflight if ov(r, r2))
        err.extend(f"WAR {tag}/{t}" for (e, r2, t) in reads if e == st["epoch"] and ov(r, r2))
        inflight.append((r, tag, st["groups"])); group_of[tag] = st["groups"]; open_.append(tag)

    def commit(): st["groups"] += 1; open_.clear()

    def wait(n):
        for g in range(st["retired"], st["groups"] - n): fresh.append(g)
        st["retired"] = max(st["retired"], st["groups"] - n)

    def read(r, tag):
        if tag in group_of and visible.get(group_of[tag], 1 << 30) > st["epoch"]: err.append(f"RAW {tag}")
        err.extend(f"read {tag} under {t}" for (r2, t, _) in inflight if ov(r, r2))
        reads.append((st["epoch"], r, tag))

    def store(r, tag):  # each lane its own item's results (st.shared)
        err.extend(f"WAW {tag}/{t}" for (r2, t, _) in inflight if ov(r, r2))
        err.extend(f"WAR {tag}/{t}" for (e, r2, t) in reads if e == st["epoch"] and ov(r, r2) and t != tag)
        reads.append((st["epoch"], r, tag))

    for call in range(calls):
        last = (k - 1) // L
        sl = lambda c: cbuf if ((c if mut == "slot c & 1" else last - c) & 1) else buf
        cp((sl(0), sl(0) + slot), f"{call}:0"); commit()
        for c in range(last + 1):
            if mut != "no sync before the copies": sync()
            if c < last: cp((sl(c + 1), sl(c + 1) + slot), f"{call}:{c + 1}")
            elif not beta_zero:
                at = buf if mut == "C in slot 0" else cbuf
                cp((at, at + 32 * PC), f"{call}:C")
            commit(); wait(2 if mut == "wait_group 2" else 1)
            if mut != "no sync after the wait": sync()
            read((sl(c), sl(c) + slot), f"{call}:{c}")
        wait(0); sync()
        if not beta_zero: read((cbuf, cbuf + 32 * PC), f"{call}:C")
        store((cbuf, cbuf + 32 * PC), f"{call}:C")
        sync()
        read((cbuf, cbuf + 32 * PC), f"{call}:C")  # the write-back
        if mut != "no sync at the end": sync()
    return err


shapes = set()
for size, N in [(4, 4), (4, 8), (8, 2), (8, 4), (8, 6), (8, 8), (16, 1), (16, 2), (16, 3), (16, 4)]:
    for P in (1, 2):
        U = N * size // 16; L = 1 if U >= 8 else 8 // U
        shapes.add((P, (L * U) | 1, (N * U) | 1, L))
cases = [(s, k, bz) for s in sorted(shapes) for k in range(1, 5 * s[3] + 2) for bz in (False, True)]
bad = [(s, k, bz, e[:2]) for (s, k, bz) in cases for e in [run(*s, k, bz)] if e]
print(f"schedule: {len(cases)} cases, {len(bad)} with errors", *bad[:5], sep="\n  ")
for mut in ["no sync before the copies", "wait_group 2", "no sync after the wait", "C in slot 0",
            "slot c & 1", "no sync at the end"]:
    n = sum(bool(run(*s, k, bz, mut)) for (s, k, bz) in cases)
    print(f"broken ({mut}): {n} of {len(cases)} cases rejected")
