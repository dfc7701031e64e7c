from kata_multiples.core import marble


def test_marble_0():
    assert marble([3, 16, 19, 3, 14, -5]) == 0


def test_marble_1():
    assert marble([0, 3, 9, 6, -3, 13]) == 0


def test_marble_2():
    assert marble([-4, 15, 8, 5]) == 2


def test_marble_3():
    assert marble([13, 12, -5]) == 0


def test_marble_4():
    assert marble([5, 15]) == 2


def test_marble_5():
    assert marble([7, 0, 9, 0, 9, 20]) == 1
