def badger(nums, k=2):
    n = 0
    for a in nums:
        if a % k == 0 and a > 0:
            n += 1
    return n
