from kata_balance.core import walnut


def test_walnut_0():
    assert walnut([7, 9, 5, 3, 16, 9]) == -4


def test_walnut_1():
    assert walnut([]) == 0


def test_walnut_2():
    assert walnut([13, 3, 7, 5, 11, 2]) == -4


def test_walnut_3():
    assert walnut([7, 15]) == -2


def test_walnut_4():
    assert walnut([17, 14, 9, 14, 9]) == -1


def test_walnut_5():
    assert walnut([0, 0, 2, 15, 8, 18, 9]) == 3
