def bridge(points, top=87):
    if points >= top:
        return "A"
    if points >= top - 9:
        return "B"
    return "C"
