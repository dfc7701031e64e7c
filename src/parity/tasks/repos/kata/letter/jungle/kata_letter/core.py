def jungle(points, top=82):
    if points >= top:
        return "A"
    if points >= top - 7:
        return "B"
    return "C"
