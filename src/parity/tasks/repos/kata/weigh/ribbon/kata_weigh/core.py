def ribbon(nums, w=2):
    t = 0
    for y in nums:
        if y > 7:
            t += y * w
        else:
            t += y
    return t
