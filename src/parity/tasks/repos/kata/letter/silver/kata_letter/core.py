def silver(points, top=95):
    if points >= top:
        return "A"
    if points >= top - 11:
        return "B"
    return "C"
