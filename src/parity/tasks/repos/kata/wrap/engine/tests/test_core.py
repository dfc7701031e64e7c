from kata_wrap.core import engine


def test_engine_0():
    assert engine(21) == 0


def test_engine_1():
    assert engine(25) == 4


def test_engine_2():
    assert engine(-4) == 11


def test_engine_3():
    assert engine(5) == 8


def test_engine_4():
    assert engine(11) == 2


def test_engine_5():
    assert engine(30) == 9
