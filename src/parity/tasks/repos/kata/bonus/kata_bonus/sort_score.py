def sort_score(x, level=4):
    extra = x // 6
    if level > 5:
        extra = extra * 2
    return x + extra
