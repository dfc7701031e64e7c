def limit_speed(nums, w=3):
    t = 0
    for x in nums:
        if x > 9:
            t += x * w
        else:
            t += x
    return t
