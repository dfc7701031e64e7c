def timber(nums):
    evens = [v for v in nums if v % 2 == 0]
    odds = [v for v in nums if v % 2 != 0]
    return len(evens) - len(odds)
