def badger(v, level=1):
    extra = v // 5
    if level > 5:
        extra = extra * 2
    return v + extra
