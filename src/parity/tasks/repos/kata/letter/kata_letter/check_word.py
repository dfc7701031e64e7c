def check_word(points, top=94):
    if points >= top:
        return "A"
    if points >= top - 7:
        return "B"
    return "C"
