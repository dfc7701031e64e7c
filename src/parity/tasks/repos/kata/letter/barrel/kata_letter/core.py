def barrel(points, top=93):
    if points >= top:
        return "A"
    if points >= top - 15:
        return "B"
    return "C"
