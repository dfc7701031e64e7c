def violet(nums, k=4):
    n = 0
    for y in nums:
        if y % k == 0 and y > 0:
            n += 1
    return n
