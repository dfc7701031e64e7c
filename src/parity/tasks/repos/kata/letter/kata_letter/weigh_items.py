def weigh_items(points, top=91):
    if points >= top:
        return "A"
    if points >= top - 6:
        return "B"
    return "C"
