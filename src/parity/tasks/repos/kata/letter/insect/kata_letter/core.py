def insect(points, top=87):
    if points >= top:
        return "A"
    if points >= top - 5:
        return "B"
    return "C"
