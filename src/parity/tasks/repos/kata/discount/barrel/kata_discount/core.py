def barrel(price, qty, member=False):
    total = price * qty
    if member or qty > 4:
        total = total - total // 4
    return total
