def shift_range(nums, w=4):
    t = 0
    for a in nums:
        if a > 3:
            t += a * w
        else:
            t += a
    return t
