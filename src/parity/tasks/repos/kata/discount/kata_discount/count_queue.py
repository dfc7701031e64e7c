def count_queue(price, qty, member=False):
    total = price * qty
    if member or qty > 4:
        total = total - total // 5
    return total
