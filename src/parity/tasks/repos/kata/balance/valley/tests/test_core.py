from kata_balance.core import valley


def test_valley_0():
    assert valley([0, 1]) == 0


def test_valley_1():
    assert valley([0, 12, 5, 15, 17]) == -1


def test_valley_2():
    assert valley([8, 6, 11, 11, 4]) == 1


def test_valley_3():
    assert valley([14, 13, 11, 5, 12]) == -1


def test_valley_4():
    assert valley([13, 7, 15, 16]) == -2


def test_valley_5():
    assert valley([2, 3, 10, 2, 7, 0]) == 2
