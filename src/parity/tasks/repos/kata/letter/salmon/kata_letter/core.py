def salmon(points, top=83):
    if points >= top:
        return "A"
    if points >= top - 9:
        return "B"
    return "C"
