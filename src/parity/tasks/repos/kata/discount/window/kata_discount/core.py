def window(price, qty, member=False):
    total = price * qty
    if member or qty > 7:
        total = total - total // 7
    return total
