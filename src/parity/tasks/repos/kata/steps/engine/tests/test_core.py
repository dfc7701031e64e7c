from kata_steps.core import engine


def test_engine_0():
    assert engine(0, 1) == [0]


def test_engine_1():
    assert engine(3, 9) == [6, 10, 14]


def test_engine_2():
    assert engine(2, 10) == [4, 8, 12, 16]


def test_engine_3():
    assert engine(0, 4) == [0, 4]


def test_engine_4():
    assert engine(2, 7) == [4, 8, 12]


def test_engine_5():
    assert engine(4, 5) == [8]
