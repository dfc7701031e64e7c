from kata_multiples.sum_range import sum_range


def test_sum_range_0():
    assert sum_range([-1, 6, 10, 6, 0]) == 3


def test_sum_range_1():
    assert sum_range([11, 10, 9, -3, -2]) == 1


def test_sum_range_2():
    assert sum_range([11, -6]) == 0


def test_sum_range_3():
    assert sum_range([-6, 17]) == 0


def test_sum_range_4():
    assert sum_range([17, 6, 8]) == 2


def test_sum_range_5():
    assert sum_range([7, 5, 15, 6]) == 1
