from kata_max_gap.core import marble


def test_marble_0():
    assert marble([5, 12, 12, 18, 23, 30]) == 7


def test_marble_1():
    assert marble([12, 13]) == 1


def test_marble_2():
    assert marble([7, 12, 15, 17, 17, 23]) == 6


def test_marble_3():
    assert marble([15, 26]) == 11


def test_marble_4():
    assert marble([0, 4, 8, 9, 21, 30]) == 12


def test_marble_5():
    assert marble([6, 6]) == 0
