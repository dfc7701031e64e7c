from kata_wrap.core import engine


def test_engine_0():
    assert engine(-3) == 4


def test_engine_1():
    assert engine(27) == 4


def test_engine_2():
    assert engine(1) == 2


def test_engine_3():
    assert engine(-8) == 5


def test_engine_4():
    assert engine(18) == 1


def test_engine_5():
    assert engine(10, 4, 2) == 0
