def rate_delay(price, qty, member=False):
    total = price * qty
    if member or qty > 5:
        total = total - total // 9
    return total
