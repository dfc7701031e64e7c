def oyster(points, top=81):
    if points >= top:
        return "A"
    if points >= top - 8:
        return "B"
    return "C"
