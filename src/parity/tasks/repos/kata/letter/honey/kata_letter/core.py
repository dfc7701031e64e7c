def honey(points, top=82):
    if points >= top:
        return "A"
    if points >= top - 14:
        return "B"
    return "C"
