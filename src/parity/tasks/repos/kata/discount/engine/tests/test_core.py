from kata_discount.core import engine


def test_engine_0():
    assert engine(6, 7) == 37


def test_engine_1():
    assert engine(23, 11) == 222


def test_engine_2():
    assert engine(3, 6) == 16


def test_engine_3():
    assert engine(19, 9) == 150


def test_engine_4():
    assert engine(20, 3) == 60


def test_engine_5():
    assert engine(20, 4) == 70
