from kata_weigh.count_delay import count_delay


def test_count_delay_0():
    assert count_delay([7, 4, 2, 3]) == 23


def test_count_delay_1():
    assert count_delay([5, 2, 4, 9, 2]) == 31


def test_count_delay_2():
    assert count_delay([1, 1, 7, 6]) == 28


def test_count_delay_3():
    assert count_delay([6, 8, 1, 4, 7]) == 47


def test_count_delay_4():
    assert count_delay([1, 4]) == 5


def test_count_delay_5():
    assert count_delay([5, 12]) == 29
