from kata_bonus.core import engine


def test_engine_0():
    assert engine(22) == 29


def test_engine_1():
    assert engine(23) == 30


def test_engine_2():
    assert engine(6) == 8


def test_engine_3():
    assert engine(29, 3) == 38


def test_engine_4():
    assert engine(29, 4) == 47


def test_engine_5():
    assert engine(36, 3) == 48
