def wagon(points, top=92):
    if points >= top:
        return "A"
    if points >= top - 12:
        return "B"
    return "C"
