from kata_weigh.core import rabbit


def test_rabbit_0():
    assert rabbit([11, 11, 11, 10, 6]) == 221


def test_rabbit_1():
    assert rabbit([5, 12]) == 65


def test_rabbit_2():
    assert rabbit([1, 1, 8, 2, 4]) == 16


def test_rabbit_3():
    assert rabbit([12, 4]) == 64


def test_rabbit_4():
    assert rabbit([11, 11, 4]) == 114


def test_rabbit_5():
    assert rabbit([8, 9]) == 53
