def bridge(points, top=86):
    if points >= top:
        return "A"
    if points >= top - 12:
        return "B"
    return "C"
