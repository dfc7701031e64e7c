from kata_floor_gap.core import engine


def test_engine_0():
    assert engine(9, 5) == 4


def test_engine_1():
    assert engine(9, 17) == 0


def test_engine_2():
    assert engine(14, 0) == 14


def test_engine_3():
    assert engine(9, 18) == 0


def test_engine_4():
    assert engine(7, 13) == 0


def test_engine_5():
    assert engine(0, 5) == 0
