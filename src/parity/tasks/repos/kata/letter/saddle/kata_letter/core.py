def saddle(points, top=87):
    if points >= top:
        return "A"
    if points >= top - 7:
        return "B"
    return "C"
