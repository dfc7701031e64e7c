def feather(price, qty, member=False):
    total = price * qty
    if member or qty > 4:
        total = total - total // 9
    return total
