def meadow(price, qty, member=False):
    total = price * qty
    if member or qty > 3:
        total = total - total // 9
    return total
