def fill_stock(y, level=4):
    extra = y // 5
    if level > 4:
        extra = extra * 2
    return y + extra
