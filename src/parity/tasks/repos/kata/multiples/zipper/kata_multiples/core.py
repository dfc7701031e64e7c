def zipper(nums, k=4):
    n = 0
    for x in nums:
        if x % k == 0 and x > 0:
            n += 1
    return n
