def fold_bonus(points, top=88):
    if points >= top:
        return "A"
    if points >= top - 7:
        return "B"
    return "C"
