from kata_multiples.sum_delay import sum_delay


def test_sum_delay_0():
    assert sum_delay([1, 10, -5, -6, 16]) == 3


def test_sum_delay_1():
    assert sum_delay([-4, 8, 20, 2, 17, 12]) == 5


def test_sum_delay_2():
    assert sum_delay([16, 11, 19, 6]) == 4


def test_sum_delay_3():
    assert sum_delay([1, 14, -3]) == 2


def test_sum_delay_4():
    assert sum_delay([17, 18, 10, -1, 9, 14]) == 5


def test_sum_delay_5():
    assert sum_delay([-6, 1, -2]) == 1
