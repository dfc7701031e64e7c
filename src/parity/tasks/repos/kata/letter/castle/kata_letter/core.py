def castle(points, top=89):
    if points >= top:
        return "A"
    if points >= top - 11:
        return "B"
    return "C"
