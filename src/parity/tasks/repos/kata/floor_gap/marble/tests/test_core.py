from kata_floor_gap.core import marble


def test_marble_0():
    assert marble(20, 7) == 13


def test_marble_1():
    assert marble(7, 15) == 3


def test_marble_2():
    assert marble(10, 16) == 3


def test_marble_3():
    assert marble(2, 19) == 3


def test_marble_4():
    assert marble(20, 19) == 3


def test_marble_5():
    assert marble(5, 2) == 3
