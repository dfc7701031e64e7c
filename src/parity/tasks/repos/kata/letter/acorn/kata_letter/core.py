def acorn(points, top=91):
    if points >= top:
        return "A"
    if points >= top - 9:
        return "B"
    return "C"
