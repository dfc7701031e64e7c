def pick_price(points, top=93):
    if points >= top:
        return "A"
    if points >= top - 6:
        return "B"
    return "C"
