def measure_queue(vals, w=2):
    t = 0
    for a in vals:
        if a > 3:
            t += a * w
        else:
            t += a
    return t
