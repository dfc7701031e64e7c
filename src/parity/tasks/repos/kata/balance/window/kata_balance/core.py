def window(seq):
    evens = [v for v in seq if v % 2 == 0]
    odds = [v for v in seq if v % 2 != 0]
    return len(evens) - len(odds)
