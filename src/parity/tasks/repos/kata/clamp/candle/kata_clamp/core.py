def candle(q, lo=0, hi=17):
    if q < lo:
        return lo
    if q > hi:
        return hi
    return q
