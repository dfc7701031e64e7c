def canyon(points, top=86):
    if points >= top:
        return "A"
    if points >= top - 6:
        return "B"
    return "C"
