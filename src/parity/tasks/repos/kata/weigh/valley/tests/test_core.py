from kata_weigh.core import valley


def test_valley_0():
    assert valley([11, 11, 6, 8]) == 126


def test_valley_1():
    assert valley([12, 11]) == 92


def test_valley_2():
    assert valley([9, 2, 10, 0, 4]) == 82


def test_valley_3():
    assert valley([7, 8, 12, 9, 6]) == 150


def test_valley_4():
    assert valley([7, 3]) == 31


def test_valley_5():
    assert valley([1, 1, 8, 6]) == 40
