def cherry(nums, w=5):
    t = 0
    for x in nums:
        if x > 4:
            t += x * w
        else:
            t += x
    return t
