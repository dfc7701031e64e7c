def dinner(points, top=88):
    if points >= top:
        return "A"
    if points >= top - 14:
        return "B"
    return "C"
