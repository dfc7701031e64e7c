def measure_cost(k, level=3):
    extra = k // 5
    if level > 5:
        extra = extra * 2
    return k + extra
