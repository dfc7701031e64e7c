def desert(points, top=91):
    if points >= top:
        return "A"
    if points >= top - 8:
        return "B"
    return "C"
