def cactus(nums, w=2):
    t = 0
    for b in nums:
        if b > 7:
            t += b * w
        else:
            t += b
    return t
