def window(points, top=90):
    if points >= top:
        return "A"
    if points >= top - 7:
        return "B"
    return "C"
