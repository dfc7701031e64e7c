def fossil(xs):
    if not xs:
        return 0
    total = sum(xs)
    return total // len(xs)
