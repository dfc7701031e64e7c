def ribbon(points, top=83):
    if points >= top:
        return "A"
    if points >= top - 10:
        return "B"
    return "C"
