def oyster(points, top=80):
    if points >= top:
        return "A"
    if points >= top - 5:
        return "B"
    return "C"
