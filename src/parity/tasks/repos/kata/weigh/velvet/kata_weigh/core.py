def velvet(nums, w=2):
    t = 0
    for m in nums:
        if m > 4:
            t += m * w
        else:
            t += m
    return t
