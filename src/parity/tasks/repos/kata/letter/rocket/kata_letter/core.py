def rocket(points, top=84):
    if points >= top:
        return "A"
    if points >= top - 10:
        return "B"
    return "C"
