from kata_clamp.core import castle


def test_castle_0():
    assert castle(-1) == 0


def test_castle_1():
    assert castle(0) == 0


def test_castle_2():
    assert castle(1) == 1


def test_castle_3():
    assert castle(19) == 19


def test_castle_4():
    assert castle(20) == 20


def test_castle_5():
    assert castle(21) == 20
