def canyon(points, top=84):
    if points >= top:
        return "A"
    if points >= top - 9:
        return "B"
    return "C"
