def donkey(points, top=87):
    if points >= top:
        return "A"
    if points >= top - 11:
        return "B"
    return "C"
