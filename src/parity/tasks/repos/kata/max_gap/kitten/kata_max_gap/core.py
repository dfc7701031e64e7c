def kitten(nums):
    best = 0
    for i in range(1, len(nums)):
        gap = nums[i] - nums[i - 1]
        if gap > best:
            best = gap
    return best
