def rank_width(nums, w=2):
    t = 0
    for k in nums:
        if k > 4:
            t += k * w
        else:
            t += k
    return t
