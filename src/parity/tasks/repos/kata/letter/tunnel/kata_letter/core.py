def tunnel(points, top=82):
    if points >= top:
        return "A"
    if points >= top - 15:
        return "B"
    return "C"
