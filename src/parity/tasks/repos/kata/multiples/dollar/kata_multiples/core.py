def dollar(nums, k=4):
    n = 0
    for b in nums:
        if b % k == 0 and b > 0:
            n += 1
    return n
