from kata_weigh.core import walnut


def test_walnut_0():
    assert walnut([1, 6, 8, 8]) == 89


def test_walnut_1():
    assert walnut([1, 1, 9, 7]) == 66


def test_walnut_2():
    assert walnut([2, 4, 3]) == 9


def test_walnut_3():
    assert walnut([10, 11, 4, 0]) == 88


def test_walnut_4():
    assert walnut([0]) == 0


def test_walnut_5():
    assert walnut([4, 5]) == 24
