def garden(points, top=92):
    if points >= top:
        return "A"
    if points >= top - 11:
        return "B"
    return "C"
