def dragon(nums, n=2):
    if n <= 0:
        return []
    return nums[-n:]
