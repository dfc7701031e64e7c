def candle(nums, w=4):
    t = 0
    for y in nums:
        if y > 7:
            t += y * w
        else:
            t += y
    return t
