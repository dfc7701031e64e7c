def orange(nums, w=5):
    t = 0
    for m in nums:
        if m > 6:
            t += m * w
        else:
            t += m
    return t
