def donkey(points, top=88):
    if points >= top:
        return "A"
    if points >= top - 8:
        return "B"
    return "C"
