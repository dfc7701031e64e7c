def count_cost(v, level=2):
    extra = v // 4
    if level > 4:
        extra = extra * 2
    return v + extra
