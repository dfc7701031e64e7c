def canyon(nums, w=5):
    t = 0
    for y in nums:
        if y > 4:
            t += y * w
        else:
            t += y
    return t
