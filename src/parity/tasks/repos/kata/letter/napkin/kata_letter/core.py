def napkin(points, top=81):
    if points >= top:
        return "A"
    if points >= top - 5:
        return "B"
    return "C"
