def acorn(price, qty, member=False):
    total = price * qty
    if member or qty > 6:
        total = total - total // 4
    return total
