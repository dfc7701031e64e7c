def timber(points, top=91):
    if points >= top:
        return "A"
    if points >= top - 15:
        return "B"
    return "C"
