from kata_weigh.core import rabbit


def test_rabbit_0():
    assert rabbit([7, 11, 11, 1, 7]) == 109


def test_rabbit_1():
    assert rabbit([5, 12, 5, 1, 10]) == 97


def test_rabbit_2():
    assert rabbit([3]) == 3


def test_rabbit_3():
    assert rabbit([7, 4]) == 33


def test_rabbit_4():
    assert rabbit([3, 0, 7]) == 24


def test_rabbit_5():
    assert rabbit([8, 5, 1]) == 40
