def pepper(points, top=88):
    if points >= top:
        return "A"
    if points >= top - 11:
        return "B"
    return "C"
