def glacier(points, top=90):
    if points >= top:
        return "A"
    if points >= top - 15:
        return "B"
    return "C"
