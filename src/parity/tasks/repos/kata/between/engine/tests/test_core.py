from kata_between.core import engine


def test_engine_0():
    assert engine(2, 3, 9) == False


def test_engine_1():
    assert engine(3, 3, 9) == True


def test_engine_2():
    assert engine(4, 3, 9) == True


def test_engine_3():
    assert engine(8, 3, 9) == True


def test_engine_4():
    assert engine(9, 3, 9) == False


def test_engine_5():
    assert engine(10, 3, 9) == False
