from kata_weigh.cap_delay import cap_delay


def test_cap_delay_0():
    assert cap_delay([5, 8, 0, 9, 9]) == 135


def test_cap_delay_1():
    assert cap_delay([3, 4, 0, 9]) == 52


def test_cap_delay_2():
    assert cap_delay([12, 6, 10]) == 116


def test_cap_delay_3():
    assert cap_delay([8]) == 40


def test_cap_delay_4():
    assert cap_delay([2]) == 2


def test_cap_delay_5():
    assert cap_delay([6, 1, 11, 7]) == 69
