def candle(points, top=83):
    if points >= top:
        return "A"
    if points >= top - 5:
        return "B"
    return "C"
