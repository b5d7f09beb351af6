# Review model of src/kernels/tiny/trmm_warp.cu at the level of memory events: every lane of every
# warp of a block is a generator that yields its shared and global accesses and its __syncwarp()s
# in program order; a scheduler interleaves the 128 lanes at random (and in forward / reverse
# lane order), releases a warp's barrier only when all 32 of its lanes arrive, and
#  - flags a shared-memory race: two accesses to one slot by different lanes of a warp between the
#    same two barriers, at least one a write (a barrier orders everything before it, in every
#    lane, before everything after it: __syncwarp's documented memory ordering);
#  - flags a global race: any write by one lane to an address another lane (of any warp) reads or
#    writes (the kernel relies on no cross-lane communication through global memory);
#  - checks every A load: a whole 16-byte piece inside the item's column c, rows 0..31, aligned;
#  - checks C against the dense reference built from B as it was (in place: B is C), and every
#    element outside C's m x n items (ld padding, item gaps) untouched.
# Grid-stride: one block (Settings::max_grid = 1), 4 warps, `batch` items, so warps take several
# items each with n (Left) or m (Right) < 32. Negative controls drop one barrier to show the
# detector sees the race it guards against.
import itertools, random, math, sys

K, PAD, WARPS = 32, 33, 4
NAN = complex(float('nan'), 0)


class Sentinel:  # an untouched element
    pass


def ref(side, lower, tr, unit, alpha, A, B, m, n):
    def T(i, j):
        if i == j and unit: return 1
        if (lower and i < j) or (not lower and i > j): return 0
        return A(i, j)
    def op(i, j): return T(i, j) if tr == 0 else (T(j, i) if tr == 1 else T(j, i).conjugate())
    if side == 'L': return {(i, j): alpha * sum(op(i, l) * B(l, j) for l in range(K)) for i in range(m) for j in range(n)}
    return {(i, j): alpha * sum(B(i, l) * op(l, j) for l in range(K)) for i in range(m) for j in range(n)}


def mac(acc, b, a, cj): return acc + b * (a.conjugate() if cj else a)


def lane_prog(w, lane, P, drop):
    """One lane of warp w, as trmm_warp_kernel runs it; yields ('r', space, addr) (gets the value),
    ('w', space, addr, value), ('sync',)."""
    LEFT = P['side'] == 'L'; TR = P['tr']
    SC = LEFT == (TR == 0); CJ = TR == 2; LOWER = P['lower']; unit = P['unit']; alpha = P['alpha']
    V = P['V']; lanes = P['lanes']
    sbase = w * K * PAD; mine_s = sbase + lane * PAD
    mine = lane < lanes
    item = 0 * WARPS + w  # blockIdx.x = 0, gridDim.x = 1
    nwarps = 1 * WARPS

    def load_column(Abase, c, lo, hi):
        a = [None] * K
        col = Abase + c * P['lda']
        for q in range(K // V):
            if q * V + V - 1 < lo or q * V > hi: continue
            addr = col + q * V
            assert (addr * P['esize']) % 16 == 0, "A piece misaligned"
            assert Abase + c * P['lda'] <= addr and addr + V <= Abase + c * P['lda'] + K, "A piece outside column"
            for e in range(V): a[q * V + e] = P['Amem'][addr + e]
        return a

    def scatter(Abase, read_b):
        """scatter_products: acc[32] live, b[c] read as event read_b(c); returns acc."""
        acc = [0j] * K
        for c in range(K):
            lo, hi = (c, K - 1) if LOWER else (0, c)
            a = load_column(Abase, c, lo, hi)
            bc = yield read_b(c)
            for r in range(lo, hi + 1):
                prod = mac(acc[r], bc, a[r], CJ)
                acc[r] = acc[r] + bc if (r == c and unit) else prod
        return acc

    def gather(Abase, b, write_c):
        """gather_products: b[32] live, alpha * (finished element c) written as event write_c."""
        for c in range(K):
            lo, hi = (c, K - 1) if LOWER else (0, c)
            a = load_column(Abase, c, lo, hi)
            acc = 0j
            for r in range(lo, hi + 1):
                prod = mac(acc, b[r], a[r], CJ)
                acc = acc + b[r] if (r == c and unit) else prod
            yield write_c(c, alpha * acc)

    while item < P['batch']:
        Ab = item * P['sa']; Bb = item * P['sb']; Cb = item * P['sc']
        if LEFT:
            for c in range(lanes):
                v = yield ('r', 'B', Bb + lane + c * P['ldb'])
                yield ('w', 's', sbase + c * PAD + lane, v)
            if drop != 1: yield ('sync',)
            if mine:
                if SC:
                    acc = yield from scatter(Ab, lambda c: ('r', 's', mine_s + c))
                    for i in range(K): yield ('w', 's', mine_s + i, alpha * acc[i])
                else:
                    b = []
                    for l in range(K): b.append((yield ('r', 's', mine_s + l)))
                    yield from gather(Ab, b, lambda c, v: ('w', 's', mine_s + c, v))
            if drop != 2: yield ('sync',)
            for c in range(lanes):
                v = yield ('r', 's', sbase + c * PAD + lane)
                yield ('w', 'C', Cb + lane + c * P['ldc'], v)
            if drop == 3: yield ('sync',)  # (positive control: an extra barrier changes nothing)
        elif mine:
            if SC:
                acc = yield from scatter(Ab, lambda c: ('r', 'B', Bb + lane + c * P['ldb']))
                for j in range(K): yield ('w', 'C', Cb + lane + j * P['ldc'], alpha * acc[j])
            else:
                b = []
                for l in range(K): b.append((yield ('r', 'B', Bb + lane + l * P['ldb'])))
                yield from gather(Ab, b, lambda c, v: ('w', 'C', Cb + lane + c * P['ldc'], v))
        item += nwarps


def run(P, order, rng, drop=0):
    """Interleave the block's 128 lanes; returns (shared races, global races, C memory)."""
    mem = {'s': [NAN] * (WARPS * K * PAD), 'B': P['Bmem'], 'C': P['Cmem']}
    gens, pend = {}, {}
    for w in range(WARPS):
        for lane in range(32):
            g = lane_prog(w, lane, P, drop)
            gens[(w, lane)] = g
            pend[(w, lane)] = next(g, None)
    epoch = [0] * WARPS
    s_acc = {}  # slot -> list of (lane, epoch, kind)
    g_acc = {}  # ('B'/'C' resolved address) -> list of ((w,lane), kind)
    s_races, g_races = [], []
    waiting = set()

    def gkey(space, addr):
        return ('C', addr) if P['inplace'] else (space, addr)  # in place: B and C are one memory

    while True:
        live = [k for k, e in pend.items() if e is not None and k not in waiting]
        if not live:
            # release every warp whose live lanes all wait (full mask: all 32 must arrive)
            released = False
            for w in range(WARPS):
                lanes_w = [(w, l) for l in range(32)]
                if any(k in waiting for k in lanes_w):
                    if all(k in waiting for k in lanes_w):
                        for k in lanes_w: waiting.discard(k); pend[k] = next(gens[k], None)
                        epoch[w] += 1; released = True
                    else:
                        raise RuntimeError("deadlock: __syncwarp with exited lanes in warp %d" % w)
            if not released: break
            continue
        if order == 'random': k = rng.choice(live)
        elif order == 'forward': k = min(live)
        else: k = max(live)
        w, lane = k
        ev = pend[k]
        if ev[0] == 'sync':
            waiting.add(k); continue
        kind, space, addr = ev[0], ev[1], ev[2]
        if space == 's':
            for (l2, e2, k2) in s_acc.get(addr, ()):
                if l2 != (w, lane) and e2 == (l2[0], epoch[l2[0]]) and (kind == 'w' or k2 == 'w'):
                    s_races.append((addr, (w, lane), l2, kind, k2)); break
            s_acc.setdefault(addr, []).append(((w, lane), (w, epoch[w]), kind))
            if kind == 'r': val = mem['s'][addr]
            else: mem['s'][addr] = ev[3]
        else:
            gk = gkey(space, addr)
            for (l2, k2) in g_acc.get(gk, ()):
                if l2 != (w, lane) and (kind == 'w' or k2 == 'w'):
                    g_races.append((gk, (w, lane), l2)); break
            g_acc.setdefault(gk, []).append(((w, lane), kind))
            target = mem['C'] if (P['inplace'] or space == 'C') else mem['B']
            if kind == 'r':
                val = target[addr]
                assert not isinstance(val, Sentinel), "read outside B's items"
            else:
                assert addr in target, "write outside C's buffer"
                target[addr] = ev[3]
        try:
            pend[k] = gens[k].send(val if kind == 'r' else None)
        except StopIteration:
            pend[k] = None
    return s_races, g_races, mem['C']


def make_case(side, lower, tr, unit, inplace, other, V, esize, batch, bpad, bextra, apad, abcast, rng):
    m, n = (K, other) if side == 'L' else (other, K)
    lda = K + apad; sa = 0 if abcast else lda * K
    ld = m + bpad; st = ld * n + bextra
    Amem = {}
    for it in range(1 if abcast else batch):
        for j in range(K):
            for i in range(lda):
                stored = i < K and ((i == j and not unit) or (i != j and ((i > j) if lower else (i < j))))
                Amem[it * sa + i + j * lda] = complex(rng.uniform(-1, 1), rng.uniform(-1, 1)) if stored else NAN
    def mk():
        d = {}
        for a in range(st * batch): d[a] = Sentinel()
        for it in range(batch):
            for j in range(n):
                for i in range(m): d[it * st + i + j * ld] = complex(rng.uniform(-1, 1), rng.uniform(-1, 1))
        return d
    Bmem = mk()
    Cmem = Bmem if inplace else {a: Sentinel() for a in range(st * batch)}
    P = dict(side=side, lower=lower, tr=tr, unit=unit, inplace=inplace, alpha=0.7 - 0.3j, V=V, esize=esize,
             lanes=other, batch=batch, lda=lda, sa=sa, ldb=ld, sb=st, ldc=ld, sc=st, Amem=Amem, Bmem=Bmem, Cmem=Cmem)
    B0 = dict(Bmem)
    want = {}
    for it in range(batch):
        Ai = (lambda it_: (lambda i, j: Amem[(0 if abcast else it_ * sa) + i + j * lda]))(it)
        Bi = (lambda it_: (lambda i, j: B0[it_ * st + i + j * ld]))(it)
        for (i, j), v in ref(side, lower, tr, unit, P['alpha'], Ai, Bi, m, n).items():
            want[it * st + i + j * ld] = v
    return P, B0, want


def check(P, B0, want, Cmem):
    bad = 0
    for a, v in Cmem.items():
        if a in want:
            g = v
            if isinstance(g, Sentinel) or not (abs(g - want[a]) < 1e-9): bad += 1
        else:
            if not isinstance(v, Sentinel) and not (P['inplace'] and v is B0[a]): bad += 1
    return bad


def main():
    rng = random.Random(7)
    n = fails = 0
    # every form, n (Left) / m (Right) < 32 and = 32, several items per warp (batch 9 over 4 warps:
    # 3, 2, 2, 2), ld > rows and item gaps, in place and not, broadcast A, three interleavings.
    for side, lower, tr, unit, inplace in itertools.product('LR', (True, False), (0, 1, 2), (False, True), (False, True)):
        for other, order, V, abcast in ((5, 'random', 4, False), (32, 'forward', 2, True), (17, 'reverse', 2, False), (1, 'random', 4, True)):
            P, B0, want = make_case(side, lower, tr, unit, inplace, other, V, 16 // V, 9, 2, 3, 4 if V == 4 else 2, abcast, rng)
            s_r, g_r, Cm = run(P, order, rng)
            bad = check(P, B0, want, Cm)
            n += 1
            if s_r or g_r or bad:
                fails += 1
                print("FAIL", side, lower, tr, unit, inplace, other, order, "smem races", len(s_r), "global races", len(g_r), "bad", bad)
    print(n, "cases (several items per warp, 128 interleaved lanes),", fails, "failing")
    # negative controls: drop the first / second barrier (Left), or add a third; the detector must
    # see the race (values may or may not come out wrong, depending on the interleaving).
    for drop, expect in ((1, True), (2, True), (3, False)):
        seen = 0
        for tr, other in ((0, 5), (1, 32)):
            P, B0, want = make_case('L', True, tr, False, True, other, 4, 4, 9, 2, 3, 4, False, rng)
            s_r, g_r, Cm = run(P, 'random', rng, drop)
            seen += bool(s_r)
            if s_r: print("   first race: slot %d, lanes %s then %s (%s after %s); C wrong: %d" % (s_r[0][0], s_r[0][2], s_r[0][1], s_r[0][3], s_r[0][4], check(P, B0, want, Cm)))
        print("control drop=%d: smem race reported in %d/2 runs (expected %s)" % (drop, seen, "yes" if expect else "no"))
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
