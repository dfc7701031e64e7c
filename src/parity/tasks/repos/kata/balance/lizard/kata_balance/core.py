def lizard(data):
    evens = [v for v in data if v % 2 == 0]
    odds = [v for v in data if v % 2 != 0]
    return len(evens) - len(odds)
