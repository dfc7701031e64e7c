def thunder(points, top=82):
    if points >= top:
        return "A"
    if points >= top - 8:
        return "B"
    return "C"
