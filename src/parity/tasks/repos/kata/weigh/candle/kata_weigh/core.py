def candle(ys, w=5):
    t = 0
    for p in ys:
        if p > 8:
            t += p * w
        else:
            t += p
    return t
