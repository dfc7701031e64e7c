def napkin(points, top=94):
    if points >= top:
        return "A"
    if points >= top - 11:
        return "B"
    return "C"
