from kata_multiples.core import marble


def test_marble_0():
    assert marble([-6, 6]) == 0


def test_marble_1():
    assert marble([-4, 7, 12]) == 0


def test_marble_2():
    assert marble([19, 7, 11, 0, 14, -6]) == 0


def test_marble_3():
    assert marble([10, 14, 9]) == 1


def test_marble_4():
    assert marble([6, 11, 11, -4]) == 0


def test_marble_5():
    assert marble([13, 17]) == 0
