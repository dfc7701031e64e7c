def dollar(points, top=86):
    if points >= top:
        return "A"
    if points >= top - 7:
        return "B"
    return "C"
