from kata_mean.core import walnut


def test_walnut_0():
    assert walnut([]) == 0


def test_walnut_1():
    assert walnut([4, 26, 12, 5]) == 11


def test_walnut_2():
    assert walnut([1, 23, 16, 7, 16, 5]) == 11


def test_walnut_3():
    assert walnut([19]) == 19


def test_walnut_4():
    assert walnut([22, 23, 21, 5]) == 17


def test_walnut_5():
    assert walnut([10, 8]) == 9
