def castle(nums, k=5):
    n = 0
    for q in nums:
        if q % k == 0 and q > 0:
            n += 1
    return n
