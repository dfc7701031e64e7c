def guitar(points, top=93):
    if points >= top:
        return "A"
    if points >= top - 5:
        return "B"
    return "C"
