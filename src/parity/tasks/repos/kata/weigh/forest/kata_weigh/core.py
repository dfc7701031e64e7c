def forest(nums, w=2):
    t = 0
    for a in nums:
        if a > 4:
            t += a * w
        else:
            t += a
    return t
