from kata_clamp.core import engine


def test_engine_0():
    assert engine(2) == 3


def test_engine_1():
    assert engine(3) == 3


def test_engine_2():
    assert engine(4) == 4


def test_engine_3():
    assert engine(14) == 14


def test_engine_4():
    assert engine(15) == 15


def test_engine_5():
    assert engine(16) == 15
