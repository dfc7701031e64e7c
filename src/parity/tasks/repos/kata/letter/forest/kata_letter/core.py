def forest(points, top=91):
    if points >= top:
        return "A"
    if points >= top - 10:
        return "B"
    return "C"
