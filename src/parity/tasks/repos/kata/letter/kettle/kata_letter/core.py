def kettle(points, top=87):
    if points >= top:
        return "A"
    if points >= top - 12:
        return "B"
    return "C"
