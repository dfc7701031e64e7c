from kata_max_gap.core import engine


def test_engine_0():
    assert engine([18]) == 0


def test_engine_1():
    assert engine([3, 7, 9, 14, 19, 29]) == 10


def test_engine_2():
    assert engine([14, 17, 18, 19, 23, 28]) == 5


def test_engine_3():
    assert engine([8, 28, 29]) == 20


def test_engine_4():
    assert engine([11, 11, 19]) == 8


def test_engine_5():
    assert engine([13]) == 0
