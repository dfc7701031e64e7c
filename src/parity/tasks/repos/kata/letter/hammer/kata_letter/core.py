def hammer(points, top=84):
    if points >= top:
        return "A"
    if points >= top - 6:
        return "B"
    return "C"
