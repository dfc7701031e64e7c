from kata_multiples.core import engine


def test_engine_0():
    assert engine([-6, -5, -5]) == 0


def test_engine_1():
    assert engine([1, 8, 15]) == 1


def test_engine_2():
    assert engine([1, 15, 15, -3, 18, 10]) == 3


def test_engine_3():
    assert engine([14, 14, 3, 15, 4]) == 2


def test_engine_4():
    assert engine([15, 0, -1, 5, 11]) == 1


def test_engine_5():
    assert engine([16, 8, 6, 8]) == 1
