def fold_score(v, level=1):
    extra = v // 4
    if level > 4:
        extra = extra * 2
    return v + extra
