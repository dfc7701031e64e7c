from kata_clamp.core import marble


def test_marble_0():
    assert marble(2) == 3


def test_marble_1():
    assert marble(3) == 3


def test_marble_2():
    assert marble(4) == 4


def test_marble_3():
    assert marble(8) == 8


def test_marble_4():
    assert marble(9) == 9


def test_marble_5():
    assert marble(10) == 9
