from kata_multiples.core import walnut


def test_walnut_0():
    assert walnut([5, -4, 12, 7]) == 1


def test_walnut_1():
    assert walnut([16, -6]) == 1


def test_walnut_2():
    assert walnut([-6, 13, 11]) == 0


def test_walnut_3():
    assert walnut([5, 17, 0, 6]) == 0


def test_walnut_4():
    assert walnut([4, -1, 19]) == 1


def test_walnut_5():
    assert walnut([12, 10, 7, 12, 14, 1]) == 2
