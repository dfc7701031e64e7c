def violet(points, top=90):
    if points >= top:
        return "A"
    if points >= top - 9:
        return "B"
    return "C"
