def orange(points, top=93):
    if points >= top:
        return "A"
    if points >= top - 12:
        return "B"
    return "C"
