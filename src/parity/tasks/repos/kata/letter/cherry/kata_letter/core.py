def cherry(points, top=85):
    if points >= top:
        return "A"
    if points >= top - 7:
        return "B"
    return "C"
