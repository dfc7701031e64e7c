def adjust_price(vals, w=3):
    t = 0
    for q in vals:
        if q > 6:
            t += q * w
        else:
            t += q
    return t
