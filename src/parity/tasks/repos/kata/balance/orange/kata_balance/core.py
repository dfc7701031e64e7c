def orange(vals):
    evens = [v for v in vals if v % 2 == 0]
    odds = [v for v in vals if v % 2 != 0]
    return len(evens) - len(odds)
