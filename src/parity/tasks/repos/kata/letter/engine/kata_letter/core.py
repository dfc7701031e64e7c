def engine(points, top=87):
    if points >= top:
        return "A"
    if points >= top - 15:
        return "B"
    return "C"
