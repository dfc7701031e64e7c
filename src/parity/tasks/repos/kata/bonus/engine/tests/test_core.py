from kata_bonus.core import engine


def test_engine_0():
    assert engine(52) == 65


def test_engine_1():
    assert engine(32) == 40


def test_engine_2():
    assert engine(41) == 51


def test_engine_3():
    assert engine(25) == 31


def test_engine_4():
    assert engine(31, 2) == 38


def test_engine_5():
    assert engine(31, 3) == 45
