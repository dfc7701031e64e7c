def violet(nums, w=3):
    t = 0
    for k in nums:
        if k > 7:
            t += k * w
        else:
            t += k
    return t
