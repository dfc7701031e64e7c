def violet(points, top=89):
    if points >= top:
        return "A"
    if points >= top - 13:
        return "B"
    return "C"
