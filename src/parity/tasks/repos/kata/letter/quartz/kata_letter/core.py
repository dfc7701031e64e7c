def quartz(points, top=93):
    if points >= top:
        return "A"
    if points >= top - 10:
        return "B"
    return "C"
