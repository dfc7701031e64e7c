def ladder(points, top=84):
    if points >= top:
        return "A"
    if points >= top - 13:
        return "B"
    return "C"
