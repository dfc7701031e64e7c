def badger(points, top=95):
    if points >= top:
        return "A"
    if points >= top - 14:
        return "B"
    return "C"
