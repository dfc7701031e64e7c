def scale_grid(points, top=82):
    if points >= top:
        return "A"
    if points >= top - 9:
        return "B"
    return "C"
