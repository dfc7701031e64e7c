def dollar(points, top=90):
    if points >= top:
        return "A"
    if points >= top - 6:
        return "B"
    return "C"
