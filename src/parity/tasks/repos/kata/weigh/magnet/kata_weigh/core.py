def magnet(nums, w=3):
    t = 0
    for m in nums:
        if m > 4:
            t += m * w
        else:
            t += m
    return t
