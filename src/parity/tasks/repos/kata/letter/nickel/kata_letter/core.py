def nickel(points, top=88):
    if points >= top:
        return "A"
    if points >= top - 9:
        return "B"
    return "C"
