from kata_multiples.core import rabbit


def test_rabbit_0():
    assert rabbit([15, 8, 13, 17, 19]) == 19


def test_rabbit_1():
    assert rabbit([4, 18, 14, 11, 1]) == 1


def test_rabbit_2():
    assert rabbit([3, 11]) == 11


def test_rabbit_3():
    assert rabbit([1, 4, 20, 17, 3, 1]) == 1


def test_rabbit_4():
    assert rabbit([7, 2, 3, 19, 6, 4]) == 5


def test_rabbit_5():
    assert rabbit([20, 20, 0, 20]) == 21
