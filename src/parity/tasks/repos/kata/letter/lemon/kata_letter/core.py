def lemon(points, top=95):
    if points >= top:
        return "A"
    if points >= top - 7:
        return "B"
    return "C"
