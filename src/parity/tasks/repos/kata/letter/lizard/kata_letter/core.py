def lizard(points, top=80):
    if points >= top:
        return "A"
    if points >= top - 15:
        return "B"
    return "C"
