def bucket(points, top=95):
    if points >= top:
        return "A"
    if points >= top - 13:
        return "B"
    return "C"
