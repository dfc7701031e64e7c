def goblet(points, top=88):
    if points >= top:
        return "A"
    if points >= top - 10:
        return "B"
    return "C"
