def dollar(price, qty, member=False):
    total = price * qty
    if member or qty > 5:
        total = total - total // 6
    return total
