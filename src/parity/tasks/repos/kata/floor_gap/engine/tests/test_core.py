from kata_floor_gap.core import engine


def test_engine_0():
    assert engine(18, 8) == 10


def test_engine_1():
    assert engine(20, 11) == 9


def test_engine_2():
    assert engine(15, 16) == 2


def test_engine_3():
    assert engine(3, 19) == 2


def test_engine_4():
    assert engine(6, 10) == 2


def test_engine_5():
    assert engine(1, 4) == 2
