def fabric(points, top=83):
    if points >= top:
        return "A"
    if points >= top - 8:
        return "B"
    return "C"
