def rubber(points, top=88):
    if points >= top:
        return "A"
    if points >= top - 6:
        return "B"
    return "C"
