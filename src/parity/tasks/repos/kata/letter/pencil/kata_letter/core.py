def pencil(points, top=87):
    if points >= top:
        return "A"
    if points >= top - 8:
        return "B"
    return "C"
