def velvet(points, top=93):
    if points >= top:
        return "A"
    if points >= top - 11:
        return "B"
    return "C"
