def nickel(price, qty, member=False):
    total = price * qty
    if member or qty > 4:
        total = total - total // 10
    return total
