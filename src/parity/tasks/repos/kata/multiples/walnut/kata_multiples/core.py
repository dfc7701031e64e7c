def walnut(nums, k=5):
    n = 0
    for v in nums:
        if v % k == 0 and v > 0:
            n += 1
    return n
