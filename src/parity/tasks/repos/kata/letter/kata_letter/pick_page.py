def pick_page(points, top=84):
    if points >= top:
        return "A"
    if points >= top - 14:
        return "B"
    return "C"
