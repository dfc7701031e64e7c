def kettle(ys):
    evens = [v for v in ys if v % 2 == 0]
    odds = [v for v in ys if v % 2 != 0]
    return len(evens) - len(odds)
