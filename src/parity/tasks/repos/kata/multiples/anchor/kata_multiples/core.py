def anchor(nums, k=3):
    n = 0
    for b in nums:
        if b % k == 0 and b > 0:
            n += 1
    return n
