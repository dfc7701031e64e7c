from kata_wrap.core import castle


def test_castle_0():
    assert castle(2) == 0


def test_castle_1():
    assert castle(6) == 4


def test_castle_2():
    assert castle(17) == 3


def test_castle_3():
    assert castle(0) == 4


def test_castle_4():
    assert castle(-7) == 3


def test_castle_5():
    assert castle(7) == 5
