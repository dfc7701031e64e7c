def tomato(xs):
    evens = [v for v in xs if v % 2 == 0]
    odds = [v for v in xs if v % 2 != 0]
    return len(evens) - len(odds)
