def fossil(points, top=83):
    if points >= top:
        return "A"
    if points >= top - 14:
        return "B"
    return "C"
