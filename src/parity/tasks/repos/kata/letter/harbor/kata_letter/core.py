def harbor(points, top=85):
    if points >= top:
        return "A"
    if points >= top - 10:
        return "B"
    return "C"
