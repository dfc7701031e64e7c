def acorn(nums, w=4):
    t = 0
    for b in nums:
        if b > 5:
            t += b * w
        else:
            t += b
    return t
