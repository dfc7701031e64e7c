def merge_score(v, level=4):
    extra = v // 5
    if level > 5:
        extra = extra * 2
    return v + extra
