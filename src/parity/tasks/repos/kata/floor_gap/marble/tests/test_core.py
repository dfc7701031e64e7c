from kata_floor_gap.core import marble


def test_marble_0():
    assert marble(8, 0) == 8


def test_marble_1():
    assert marble(6, 0) == 6


def test_marble_2():
    assert marble(4, 1) == 3


def test_marble_3():
    assert marble(7, 10) == 2


def test_marble_4():
    assert marble(16, 0) == 16


def test_marble_5():
    assert marble(1, 13) == 2
