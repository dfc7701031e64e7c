def velvet(points, top=86):
    if points >= top:
        return "A"
    if points >= top - 8:
        return "B"
    return "C"
