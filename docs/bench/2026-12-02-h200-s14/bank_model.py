#!/usr/bin/env python3
"""A model, not a measurement: shared-memory wavefronts and load instructions of tiny's rank-k
compute loop (syrk, packed operands, k = n, lower triangle, the first round of a 256-thread
block), for the strided tiles, the block list (rank_tiles) and the block list with X runs
(wip/tile-vec); and run()'s group sizing, as the share of a round's threads that get a tile.

Wavefronts: per warp instruction, for each phase of the warp (32 threads for 4-byte loads, 16
for 8-byte, 8 for 16-byte), the largest number of distinct 32-bit words any bank serves
(identical words broadcast). Per item and k step. Written in session 14 to explain call 1
(python3 bank_model.py; about a second).
"""
import itertools, sys
K=256  # kThreads
def tile_tm(S,B,W): return 4 if S==4 else (2 if not W else (2 if B==16 else 4))
def tile_tn(S,B,W): return 1 if S==4 else (2 if not W else (4 if (B==4 and S==32) else 2))
def wide_path(s,B): return s>8 and B<=8
def tiles(S,B,W,m,lower=True):
    tm,tn=tile_tm(S,B,W),tile_tn(S,B,W); out=[]
    for bj in range(S//tn):
        for bi in range(S//tm):
            keep=any(bi*tm+r<m and bj*tn+c<m and ((bi*tm+r>=bj*tn+c) if lower else (bi*tm+r<=bj*tn+c)) for r in range(tm) for c in range(tn))
            if keep: out.append((bi*tm,bj*tn))
    return out
def wavefronts(addrs,B):
    # addrs: list of element addresses (None = inactive) for one warp instruction
    words_per=B//4; phase=32 if B<=4 else (16 if B==8 else 8)
    tot=0
    for p0 in range(0,32,phase):
        banks={}
        for a in addrs[p0:p0+phase]:
            if a is None: continue
            for w in range(words_per):
                word=a*words_per+w; banks.setdefault(word%32,set()).add(word)
        if banks: tot+=max(len(v) for v in banks.values())
    return tot
def run(B,n,trans,mode):
    S=4 if n<=4 else 8 if n<=8 else 16
    W=wide_path(n,B)
    tm,tn=tile_tm(S,B,W),tile_tn(S,B,W)
    m=n; sld=m  # packed (flat) on the generic path
    if W:  # wide: columns of an odd number of 16-byte units
        E=16//B; upc=m*B//16 if (m*B)%16==0 else 0
        sld=((upc|1)*E) if upc else (m|1)
    words=sld*n
    xi,xl=(1,sld) if trans=='N' else (sld,1)
    yl,yj=(sld,1) if trans=='N' else (1,sld)
    if mode=='tiles':
        tl=tiles(S,B,W,m); per=len(tl)
        th=[]
        for u in range(K):
            g,t=divmod(u,per); ti,tj=tl[t]
            th.append((g,[min(ti+r,m-1) for r in range(tm)],[min(tj+c,m-1) for c in range(tn)]))
        ntile=per
    else:
        RS,CS=S//tm,S//tn; TPI=RS*CS
        th=[]
        for u in range(K):
            g,t=divmod(u,TPI); ti,tj=t%RS,t//RS
            if ti>=m or tj>=m: th.append(None); continue
            th.append((g,[min(ti+r*RS,m-1) for r in range(tm)],[min(tj+c*CS,m-1) for c in range(tn)]))
        ntile=sum(1 for u in range(TPI) if (u%RS)<m and (u//RS)<m)
    wf=0; insts=0
    for w0 in range(0,K,32):
        warp=th[w0:w0+32]
        if all(x is None for x in warp): continue
        for l in range(2):
            for r in range(tm):
                wf+=wavefronts([None if x is None else x[0]*words+x[1][r]*xi+l*xl for x in warp],B); insts+=1
            for c in range(tn):
                wf+=wavefronts([None if x is None else x[0]*words+l*yl+x[2][c]*yj for x in warp],B); insts+=1
    items=K/ (len(tl) if mode=='tiles' else (S//tm)*(S//tn))
    # wavefronts per item per k step
    return wf/2/items, insts/2/items, ntile
print("B  n  trans  strided: wavefronts/item/k (instr)   tiles: wavefronts/item/k (instr)   ratio")
for B,n,trans in itertools.product([4,8,16],[4,8,16],['N','T']):
    a=run(B,n,trans,'strided'); b=run(B,n,trans,'tiles')
    print(f"{B:2d} {n:2d}  {trans}     {a[0]:7.2f} ({a[1]:5.2f})                     {b[0]:7.2f} ({b[1]:5.2f})                  {b[0]/a[0]:.2f}")

# Group sizing (run()): items per group and the share of a round's threads that have a tile.
def group_of(B,n,mode,batch=10**6,sms=132):
    S=4 if n<=4 else 8 if n<=8 else 16
    W=wide_path(n,B); tm,tn=tile_tm(S,B,W),tile_tn(S,B,W)
    item=(n*n+n*n)*B  # A and C, packed, k = n (syrk)
    per=len(tiles(S,B,W,n)) if mode=='tiles' else (S//tm)*(S//tn)
    per_round=K//per
    g=max(1,16*1024//item)
    if W and per_round*item<=56*1024: g=per_round*(56*1024//(per_round*item))
    elif W: g=max(1,56*1024//item)
    else:
        up=(g+per_round-1)//per_round*per_round
        if up*item<=3*16*1024: g=up
        elif g>=per_round: g=g//per_round*per_round
    busy=min(g,per_round)*per/K
    return per_round,g,busy
print()
print("B  n   strided: per_round group busy   tiles: per_round group busy")
for B,n in itertools.product([4,8,16],[4,8,16]):
    a=group_of(B,n,'strided'); b=group_of(B,n,'tiles')
    print(f"{B:2d} {n:2d}   {a[0]:4d} {a[1]:5d} {a[2]:.2f}          {b[0]:4d} {b[1]:5d} {b[2]:.2f}")

# X runs (wip/tile-vec): X's TM rows of a step as loads of min(16, TM*B) bytes (trans = N only).
def run_xrun(B,n):
    S=4 if n<=4 else 8 if n<=8 else 16
    W=wide_path(n,B); tm,tn=tile_tm(S,B,W),tile_tn(S,B,W)
    m=n; sld=m
    if W:
        E=16//B; upc=m*B//16 if (m*B)%16==0 else 0; sld=((upc|1)*E) if upc else (m|1)
    words=sld*n
    lb=min(16,tm*B); per_load=lb//B; nload=tm//per_load
    tl=tiles(S,B,W,m); per=len(tl)
    th=[]
    for u in range(K):
        g,t=divmod(u,per); ti,tj=tl[t]; th.append((g,ti,[min(tj+c,m-1) for c in range(tn)]))
    wf=0; insts=0
    for w0 in range(0,K,32):
        warp=th[w0:w0+32]
        for l in range(2):
            for h in range(nload):
                # address in units of lb bytes
                wf+=wavefronts([ (x[0]*words+x[1]+h*per_load+l*sld)*B//lb for x in warp], lb); insts+=1
            for c in range(tn):
                wf+=wavefronts([x[0]*words+l*sld+x[2][c] for x in warp],B); insts+=1
    items=K/per
    return wf/2/items, insts/2/items
def wavefronts_any(addrs,lb): return wavefronts(addrs,lb)
print()
print("B  n  N: strided wf (instr)   tiles wf (instr)   tiles+xrun wf (instr)")
for B,n in itertools.product([4,8],[4,8,16]):
    a=run(B,n,'N','strided'); b=run(B,n,'N','tiles'); c=run_xrun(B,n)
    print(f"{B:2d} {n:2d}     {a[0]:6.2f} ({a[1]:4.2f})      {b[0]:6.2f} ({b[1]:4.2f})     {c[0]:6.2f} ({c[1]:4.2f})")
