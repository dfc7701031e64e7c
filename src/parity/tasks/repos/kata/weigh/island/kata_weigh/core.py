def island(nums, w=2):
    t = 0
    for y in nums:
        if y > 5:
            t += y * w
        else:
            t += y
    return t
