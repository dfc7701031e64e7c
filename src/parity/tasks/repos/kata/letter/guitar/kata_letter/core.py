def guitar(points, top=83):
    if points >= top:
        return "A"
    if points >= top - 11:
        return "B"
    return "C"
