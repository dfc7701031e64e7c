def insect(points, top=94):
    if points >= top:
        return "A"
    if points >= top - 12:
        return "B"
    return "C"
