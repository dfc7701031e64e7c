def desert(points, top=87):
    if points >= top:
        return "A"
    if points >= top - 6:
        return "B"
    return "C"
