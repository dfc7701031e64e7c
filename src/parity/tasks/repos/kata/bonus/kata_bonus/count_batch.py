def count_batch(k, level=3):
    extra = k // 6
    if level > 3:
        extra = extra * 2
    return k + extra
