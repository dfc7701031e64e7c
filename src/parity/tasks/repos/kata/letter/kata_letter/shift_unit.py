def shift_unit(points, top=80):
    if points >= top:
        return "A"
    if points >= top - 11:
        return "B"
    return "C"
