def rabbit(points, top=83):
    if points >= top:
        return "A"
    if points >= top - 6:
        return "B"
    return "C"
