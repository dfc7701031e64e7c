from kata_bonus.core import castle


def test_castle_0():
    assert castle(47) == 65


def test_castle_1():
    assert castle(53) == 73


def test_castle_2():
    assert castle(1) == 1


def test_castle_3():
    assert castle(15) == 21


def test_castle_4():
    assert castle(9, 2) == 10


def test_castle_5():
    assert castle(9, 3) == 11
