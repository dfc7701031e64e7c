def rank_slot(points, top=80):
    if points >= top:
        return "A"
    if points >= top - 7:
        return "B"
    return "C"
