def cap_row(nums, k=5):
    n = 0
    for b in nums:
        if b % k == 0 and b > 0:
            n += 1
    return n
