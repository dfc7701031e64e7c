def check_batch(points, top=84):
    if points >= top:
        return "A"
    if points >= top - 7:
        return "B"
    return "C"
