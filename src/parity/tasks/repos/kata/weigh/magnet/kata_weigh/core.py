def magnet(nums, w=5):
    t = 0
    for y in nums:
        if y > 6:
            t += y * w
        else:
            t += y
    return t
