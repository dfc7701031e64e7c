def yogurt(points, top=80):
    if points >= top:
        return "A"
    if points >= top - 14:
        return "B"
    return "C"
