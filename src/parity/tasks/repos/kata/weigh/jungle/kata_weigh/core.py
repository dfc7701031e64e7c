def jungle(nums, w=3):
    t = 0
    for q in nums:
        if q > 5:
            t += q * w
        else:
            t += q
    return t
