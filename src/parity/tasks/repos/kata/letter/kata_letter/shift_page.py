def shift_page(points, top=81):
    if points >= top:
        return "A"
    if points >= top - 7:
        return "B"
    return "C"
