def cactus(points, top=90):
    if points >= top:
        return "A"
    if points >= top - 13:
        return "B"
    return "C"
