def falcon(nums, w=4):
    t = 0
    for k in nums:
        if k > 4:
            t += k * w
        else:
            t += k
    return t
