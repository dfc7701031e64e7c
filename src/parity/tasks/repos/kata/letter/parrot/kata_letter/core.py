def parrot(points, top=94):
    if points >= top:
        return "A"
    if points >= top - 10:
        return "B"
    return "C"
