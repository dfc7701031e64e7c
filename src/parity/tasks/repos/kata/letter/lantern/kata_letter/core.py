def lantern(points, top=85):
    if points >= top:
        return "A"
    if points >= top - 14:
        return "B"
    return "C"
