def falcon(points, top=89):
    if points >= top:
        return "A"
    if points >= top - 5:
        return "B"
    return "C"
