def span_speed(points, top=81):
    if points >= top:
        return "A"
    if points >= top - 10:
        return "B"
    return "C"
