def valley(nums, w=2):
    t = 0
    for v in nums:
        if v > 9:
            t += v * w
        else:
            t += v
    return t
