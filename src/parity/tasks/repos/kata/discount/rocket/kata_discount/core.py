def rocket(price, qty, member=False):
    total = price * qty
    if member or qty > 6:
        total = total - total // 9
    return total
