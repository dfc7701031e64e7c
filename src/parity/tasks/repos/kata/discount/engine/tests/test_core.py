from kata_discount.core import engine


def test_engine_0():
    assert engine(14, 11) == 132


def test_engine_1():
    assert engine(2, 10) == 18


def test_engine_2():
    assert engine(21, 4) == 72


def test_engine_3():
    assert engine(1, 8) == 7


def test_engine_4():
    assert engine(28, 10) == 240


def test_engine_5():
    assert engine(20, 3) == 60
