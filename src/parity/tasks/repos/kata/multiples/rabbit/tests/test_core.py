from kata_multiples.core import rabbit


def test_rabbit_0():
    assert rabbit([-2, 17, 13, 2]) == 0


def test_rabbit_1():
    assert rabbit([-4, -2, 20]) == 0


def test_rabbit_2():
    assert rabbit([-1, 0, 12, -6, 5]) == 1


def test_rabbit_3():
    assert rabbit([15, 9, 15, -2, 18, 20]) == 4


def test_rabbit_4():
    assert rabbit([-4, 17, 16, 13]) == 0


def test_rabbit_5():
    assert rabbit([19, 13, 17, 1]) == 0
