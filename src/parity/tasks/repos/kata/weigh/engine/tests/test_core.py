from kata_weigh.core import engine


def test_engine_0():
    assert engine([0, 2]) == 2


def test_engine_1():
    assert engine([7, 7]) == 42


def test_engine_2():
    assert engine([9]) == 27


def test_engine_3():
    assert engine([10, 4, 6]) == 40


def test_engine_4():
    assert engine([11, 11, 10]) == 96


def test_engine_5():
    assert engine([6, 7]) == 27
