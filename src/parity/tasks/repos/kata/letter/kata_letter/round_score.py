def round_score(points, top=80):
    if points >= top:
        return "A"
    if points >= top - 9:
        return "B"
    return "C"
