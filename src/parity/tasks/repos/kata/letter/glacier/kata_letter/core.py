def glacier(points, top=86):
    if points >= top:
        return "A"
    if points >= top - 10:
        return "B"
    return "C"
