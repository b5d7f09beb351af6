# Review race model of src/kernels/tiny/symm_warp.cu (adapted from the trmm_warp one): every lane of
# the 4 warps of one block is a generator yielding its shared / global accesses and __syncwarp()s in
# program order (symm_warp_kernel lines 120-141, symmetric_product lines 55-98, update line 101-103);
# a scheduler interleaves the 128 lanes (random / forward / reverse) and releases a warp's barrier
# when all 32 lanes arrive. Flags: a shared slot touched by two lanes of a warp between the same two
# barriers with one a write, or by two warps at all; a global word written by one lane and touched by
# another; a B write; a C read when beta == 0; an A piece off 16 bytes or outside column c rows 0..31.
# Checks C (alpha*S*B + beta*C0, S the full symmetric / Hermitian matrix) and C's padding untouched.
import itertools, random, sys
K, PAD, WARPS = 32, 33, 4
NAN = complex(float('nan'), float('nan'))
class Sentinel: pass

def lane_prog(w, lane, P, drop, flags):
    LEFT = P['side'] == 'L'; LOWER = P['lower']; HERM = P['herm']
    CJ1, CJ2 = (False, HERM) if LEFT else (HERM, False)
    V = P['V']; lanes = P['lanes']; alpha, beta, bz = P['alpha'], P['beta'], P['bz']
    y_s = w * (2 if LEFT else 1) * K * PAD; x_s = y_s + K * PAD; mine_y = y_s + lane * PAD
    mine = lane < lanes
    def load_column(col, lo, hi):
        a = [None] * K
        for q in range(K // V):
            if q * V + V - 1 < lo or q * V > hi: continue
            addr = col + q * V
            if (addr * P['esize']) % 16 or addr < col or addr + V > col + K: flags.append(('A piece', addr))
            for e in range(V): a[q * V + e] = P['Amem'][addr + e]
        return a
    def mac(acc, x, a, cj): return acc + x * (a.conjugate() if cj else a)
    def symmetric_product(Ab, xev):
        acc = [0j] * K
        for c in range(K):
            lo, hi = (c, K - 1) if LOWER else (0, c)
            a = load_column(Ab + c * P['lda'], lo, hi)
            xc = yield xev(c)
            for r in range(lo, hi + 1):
                arc = complex(a[r].real, 0) if (r == c and HERM) else a[r]
                acc[r] = mac(acc[r], xc, arc, CJ1)
        for r in range(K): yield ('w', 's', mine_y + r, acc[r])
        xs = []
        for r in range(K): xs.append((yield xev(r)))
        for c in range(K):
            lo, hi = (c + 1, K - 1) if LOWER else (0, c - 1)
            if lo > hi: continue
            a = load_column(Ab + c * P['lda'], lo, hi)
            g = 0j
            for r in range(lo, hi + 1): g = mac(g, xs[r], a[r], CJ2)
            yc = yield ('r', 's', mine_y + c)
            yield ('w', 's', mine_y + c, yc + g)
    def update(caddr, y):
        if bz: yield ('w', 'C', caddr, alpha * y)
        else:
            cv = yield ('r', 'C', caddr)
            yield ('w', 'C', caddr, alpha * y + beta * cv)
    item = w
    while item < P['batch']:
        Ab, Bb, Cb = item * P['sa'], item * P['sb'], item * P['sc']
        if LEFT:
            for c in range(lanes):
                v = yield ('r', 'B', Bb + lane + c * P['ldb'])
                yield ('w', 's', x_s + c * PAD + lane, v)
            if drop != 1: yield ('sync',)
            mine_x = x_s + lane * PAD
            if mine: yield from symmetric_product(Ab, lambda r: ('r', 's', mine_x + r))
            if drop != 2: yield ('sync',)
            for c in range(lanes):
                yv = yield ('r', 's', y_s + c * PAD + lane)
                yield from update(Cb + lane + c * P['ldc'], yv)
        elif mine:
            yield from symmetric_product(Ab, lambda l: ('r', 'B', Bb + lane + l * P['ldb']))
            for j in range(K):
                yv = yield ('r', 's', mine_y + j)
                yield from update(Cb + lane + j * P['ldc'], yv)
        item += WARPS

def run(P, order, rng, drop=0):
    flags = []
    smem = [NAN] * (WARPS * (2 if P['side'] == 'L' else 1) * K * PAD)
    gens, pend = {}, {}
    for w in range(WARPS):
        for l in range(32):
            gens[(w, l)] = lane_prog(w, l, P, drop, flags); pend[(w, l)] = next(gens[(w, l)], None)
    epoch = [0] * WARPS; s_acc = {}; g_acc = {}; s_races = []; waiting = set()
    while True:
        live = [k for k, e in pend.items() if e is not None and k not in waiting]
        if not live:
            rel = False
            for w in range(WARPS):
                lw = [(w, l) for l in range(32)]
                if any(k in waiting for k in lw):
                    if not all(k in waiting for k in lw): raise RuntimeError('deadlock in warp %d' % w)
                    for k in lw: waiting.discard(k); pend[k] = next(gens[k], None)
                    epoch[w] += 1; rel = True
            if not rel: break
            continue
        k = rng.choice(live) if order == 'random' else (min(live) if order == 'forward' else max(live))
        w, lane = k; ev = pend[k]
        if ev[0] == 'sync': waiting.add(k); continue
        kind, space, addr = ev[0], ev[1], ev[2]; val = None
        if space == 's':
            for (k2, e2, kd2) in s_acc.get(addr, ()):
                if k2 == k or (kind == 'r' and kd2 == 'r'): continue
                if k2[0] != w or e2 == epoch[w]: s_races.append((addr, k2, k, kd2, kind)); break
            s_acc.setdefault(addr, []).append((k, epoch[w], kind))
            if kind == 'r': val = smem[addr]
            else: smem[addr] = ev[3]
        else:
            if space == 'B' and kind == 'w': flags.append(('B written', addr))
            if space == 'C' and kind == 'r' and P['bz']: flags.append(('C read at beta 0', addr))
            for (k2, kd2) in g_acc.get((space, addr), ()):
                if k2 != k and (kind == 'w' or kd2 == 'w'): flags.append(('global race', space, addr)); break
            g_acc.setdefault((space, addr), []).append((k, kind))
            mem = P['Bmem'] if space == 'B' else P['Cmem']
            if addr not in mem: flags.append(('outside buffer', space, addr)); val = NAN
            elif kind == 'r':
                val = mem[addr]
                if isinstance(val, Sentinel): flags.append(('read outside items', space, addr)); val = NAN
            else: mem[addr] = ev[3]
        try: pend[k] = gens[k].send(val)
        except StopIteration: pend[k] = None
    return s_races, flags

def make_case(side, lower, herm, other, V, batch, abcast, bz, rng):
    m, n = (K, other) if side == 'L' else (other, K)
    esize = 16 // V; lda = K + (4 if V == 4 else 2); sa = 0 if abcast else lda * K
    ld = m + 2; st = ld * n + 3
    stored = lambda i, j: i >= j if lower else i <= j
    rc = lambda: complex(rng.uniform(-1, 1), rng.uniform(-1, 1))
    Amem = {}
    for it in range(1 if abcast else batch):
        for j in range(K):
            for i in range(lda):
                v = rc() if i < K and stored(i, j) else NAN
                if herm and i == j: v = complex(v.real, float('nan'))
                Amem[it * sa + i + j * lda] = v
    def mk(nan):
        d = {a: Sentinel() for a in range(st * batch)}
        for it in range(batch):
            for j in range(n):
                for i in range(m): d[it * st + i + j * ld] = NAN if nan else rc()
        return d
    Bmem = mk(False); Cmem = mk(bz); C0 = dict(Cmem)
    alpha, beta = rc(), (0 if bz else rc())
    P = dict(side=side, lower=lower, herm=herm, lanes=other, V=V, esize=esize, batch=batch, lda=lda, sa=sa,
             ldb=ld, sb=st, ldc=ld, sc=st, Amem=Amem, Bmem=Bmem, Cmem=Cmem, alpha=alpha, beta=beta, bz=bz)
    want = {}
    for it in range(batch):
        Ai = lambda i, j, it=it: Amem[(0 if abcast else it * sa) + i + j * lda]
        def S(i, j, Ai=Ai):
            if i == j: return complex(Ai(i, i).real, 0) if herm else Ai(i, i)
            if stored(i, j): return Ai(i, j)
            return Ai(j, i).conjugate() if herm else Ai(j, i)
        Bi = lambda i, j, it=it: Bmem[it * st + i + j * ld]
        for i in range(m):
            for j in range(n):
                s = sum(S(i, l) * Bi(l, j) for l in range(K)) if side == 'L' else sum(Bi(i, l) * S(l, j) for l in range(K))
                want[it * st + i + j * ld] = alpha * s + (0 if bz else beta * C0[it * st + i + j * ld])
    return P, want

def check(P, want):
    bad = 0
    for a, v in P['Cmem'].items():
        if a in want:
            if isinstance(v, Sentinel) or not abs(v - want[a]) < 1e-9: bad += 1
        elif not isinstance(v, Sentinel): bad += 1
    return bad

def main():
    rng = random.Random(43); n = fails = 0
    for side, lower, herm in itertools.product('LR', (True, False), (False, True)):
        for other, order, V, abcast, bz in ((5, 'random', 4, False, False), (32, 'forward', 2, True, True),
                                            (17, 'reverse', 2, False, True), (1, 'random', 4, True, False)):
            P, want = make_case(side, lower, herm, other, V, 9, abcast, bz, rng)
            s_r, fl = run(P, order, rng); bad = check(P, want); n += 1
            if s_r or fl or bad:
                fails += 1; print('FAIL', side, lower, herm, other, order, 'smem races', len(s_r), s_r[:1], 'flags', fl[:2], 'bad', bad)
    print(n, 'cases (9 items over 4 warps, 128 interleaved lanes),', fails, 'failing')
    for drop in (1, 2):
        seen = 0
        for other in (5, 32):
            P, want = make_case('L', True, True, other, 4, 9, False, False, rng)
            s_r, fl = run(P, 'random', rng, drop); seen += bool(s_r)
            if s_r: print('   drop=%d first race: slot %d, %s then %s (%s after %s); C bad %d' % (drop, s_r[0][0], s_r[0][1], s_r[0][2], s_r[0][4], s_r[0][3], check(P, want)))
        print('control drop=%d: race reported in %d/2 runs (expected 2)' % (drop, seen))
    return 1 if fails else 0

if __name__ == '__main__':
    sys.exit(main())
