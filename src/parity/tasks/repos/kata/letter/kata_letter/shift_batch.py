def shift_batch(points, top=89):
    if points >= top:
        return "A"
    if points >= top - 10:
        return "B"
    return "C"
