from kata_weigh.core import engine


def test_engine_0():
    assert engine([4, 5]) == 9


def test_engine_1():
    assert engine([4, 0]) == 4


def test_engine_2():
    assert engine([9, 8, 0]) == 44


def test_engine_3():
    assert engine([5, 0]) == 5


def test_engine_4():
    assert engine([10, 0, 0, 3]) == 43


def test_engine_5():
    assert engine([0]) == 0
