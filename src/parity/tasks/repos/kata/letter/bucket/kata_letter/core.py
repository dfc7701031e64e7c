def bucket(points, top=92):
    if points >= top:
        return "A"
    if points >= top - 6:
        return "B"
    return "C"
