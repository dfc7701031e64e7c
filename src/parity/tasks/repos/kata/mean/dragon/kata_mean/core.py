def dragon(vals):
    if not vals:
        return 0
    total = sum(vals)
    return total // len(vals)
