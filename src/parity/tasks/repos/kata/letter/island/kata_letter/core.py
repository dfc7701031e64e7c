def island(points, top=94):
    if points >= top:
        return "A"
    if points >= top - 9:
        return "B"
    return "C"
