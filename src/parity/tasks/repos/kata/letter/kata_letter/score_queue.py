def score_queue(points, top=95):
    if points >= top:
        return "A"
    if points >= top - 15:
        return "B"
    return "C"
