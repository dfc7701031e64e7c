def tally_score(points, top=95):
    if points >= top:
        return "A"
    if points >= top - 10:
        return "B"
    return "C"
