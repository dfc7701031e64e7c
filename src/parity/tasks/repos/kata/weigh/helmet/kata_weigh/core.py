def helmet(nums, w=5):
    t = 0
    for v in nums:
        if v > 3:
            t += v * w
        else:
            t += v
    return t
