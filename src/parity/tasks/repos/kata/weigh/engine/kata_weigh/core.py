def engine(nums, w=4):
    t = 0
    for y in nums:
        if y > 8:
            t += y * w
        else:
            t += y
    return t
