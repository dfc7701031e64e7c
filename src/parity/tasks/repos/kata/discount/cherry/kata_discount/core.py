def cherry(price, qty, member=False):
    total = price * qty
    if member or qty > 8:
        total = total - total // 9
    return total
