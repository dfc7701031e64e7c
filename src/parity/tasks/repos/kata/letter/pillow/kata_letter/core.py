def pillow(points, top=88):
    if points >= top:
        return "A"
    if points >= top - 13:
        return "B"
    return "C"
