def dragon(points, top=93):
    if points >= top:
        return "A"
    if points >= top - 8:
        return "B"
    return "C"
