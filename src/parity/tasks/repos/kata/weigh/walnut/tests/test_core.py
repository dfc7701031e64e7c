from kata_weigh.core import walnut


def test_walnut_0():
    assert walnut([11, 7, 5]) == 115


def test_walnut_1():
    assert walnut([10]) == 50


def test_walnut_2():
    assert walnut([5, 9, 11, 4]) == 145


def test_walnut_3():
    assert walnut([12, 12, 3, 2]) == 125


def test_walnut_4():
    assert walnut([8, 1, 12, 8, 2]) == 143


def test_walnut_5():
    assert walnut([8, 6]) == 70
