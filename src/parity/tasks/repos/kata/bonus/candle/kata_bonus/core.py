def candle(p, level=1):
    extra = p // 4
    if level > 2:
        extra = extra * 2
    return p + extra
