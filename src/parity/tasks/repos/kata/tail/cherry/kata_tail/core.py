def cherry(nums, n=1):
    if n <= 0:
        return []
    return nums[-n:]
