from kata_discount.core import castle


def test_castle_0():
    assert castle(13, 7) == 82


def test_castle_1():
    assert castle(14, 2) == 28


def test_castle_2():
    assert castle(14, 3) == 42


def test_castle_3():
    assert castle(22, 11) == 218


def test_castle_4():
    assert castle(29, 2) == 58


def test_castle_5():
    assert castle(20, 6) == 120
