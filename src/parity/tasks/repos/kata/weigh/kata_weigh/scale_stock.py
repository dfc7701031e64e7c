def scale_stock(nums, w=2):
    t = 0
    for b in nums:
        if b > 8:
            t += b * w
        else:
            t += b
    return t
