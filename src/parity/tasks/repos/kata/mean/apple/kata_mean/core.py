def apple(ys):
    if not ys:
        return 0
    total = sum(ys)
    return total // len(ys)
