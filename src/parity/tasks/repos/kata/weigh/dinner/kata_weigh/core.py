def dinner(nums, w=5):
    t = 0
    for q in nums:
        if q > 5:
            t += q * w
        else:
            t += q
    return t
