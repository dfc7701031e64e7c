def ribbon(points, top=93):
    if points >= top:
        return "A"
    if points >= top - 13:
        return "B"
    return "C"
