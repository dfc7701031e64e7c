def napkin(nums, n=3):
    if n <= 0:
        return []
    return nums[-n:]
