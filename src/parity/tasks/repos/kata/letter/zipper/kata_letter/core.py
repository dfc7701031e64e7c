def zipper(points, top=80):
    if points >= top:
        return "A"
    if points >= top - 12:
        return "B"
    return "C"
