def apple(nums, n=4):
    if n <= 0:
        return []
    return nums[-n:]
