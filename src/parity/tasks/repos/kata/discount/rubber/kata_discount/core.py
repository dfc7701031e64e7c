def rubber(price, qty, member=False):
    total = price * qty
    if member or qty > 5:
        total = total - total // 4
    return total
