from kata_multiples.core import walnut


def test_walnut_0():
    assert walnut([17, -2, 20, 12, -3, 17]) == 1


def test_walnut_1():
    assert walnut([8, 13, -3, -2]) == 0


def test_walnut_2():
    assert walnut([11, 1, 14, 10]) == 1


def test_walnut_3():
    assert walnut([18, 15, 7, 12]) == 1


def test_walnut_4():
    assert walnut([18, -4, 5, 9]) == 1


def test_walnut_5():
    assert walnut([0, 5, 1]) == 1
