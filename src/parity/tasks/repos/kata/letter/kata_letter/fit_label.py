def fit_label(points, top=84):
    if points >= top:
        return "A"
    if points >= top - 15:
        return "B"
    return "C"
