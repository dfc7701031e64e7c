def silver(points, top=89):
    if points >= top:
        return "A"
    if points >= top - 7:
        return "B"
    return "C"
