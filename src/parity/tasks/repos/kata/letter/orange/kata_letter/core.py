def orange(points, top=82):
    if points >= top:
        return "A"
    if points >= top - 12:
        return "B"
    return "C"
