from kata_max_gap.core import rabbit


def test_rabbit_0():
    assert rabbit([13, 23, 25]) == 10


def test_rabbit_1():
    assert rabbit([3, 6, 9, 13, 21, 30]) == 9


def test_rabbit_2():
    assert rabbit([6, 13, 20, 25, 25, 27]) == 7


def test_rabbit_3():
    assert rabbit([29]) == 0


def test_rabbit_4():
    assert rabbit([25, 26]) == 1


def test_rabbit_5():
    assert rabbit([0]) == 0
