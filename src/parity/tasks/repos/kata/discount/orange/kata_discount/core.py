def orange(price, qty, member=False):
    total = price * qty
    if member or qty > 8:
        total = total - total // 10
    return total
