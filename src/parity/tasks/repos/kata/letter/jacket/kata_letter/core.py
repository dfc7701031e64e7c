def jacket(points, top=83):
    if points >= top:
        return "A"
    if points >= top - 12:
        return "B"
    return "C"
