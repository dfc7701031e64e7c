from kata_multiples.core import engine


def test_engine_0():
    assert engine([-5, 6]) == 1


def test_engine_1():
    assert engine([13, 0, -3, 2, -6]) == 1


def test_engine_2():
    assert engine([9, 13, -5]) == 0


def test_engine_3():
    assert engine([-6, 2]) == 1


def test_engine_4():
    assert engine([8, 18, -1]) == 2


def test_engine_5():
    assert engine([1, 14, 1]) == 1
