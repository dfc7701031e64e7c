from kata_floor_gap.core import tomato


def test_tomato_0():
    assert tomato(9, 11) == 0


def test_tomato_1():
    assert tomato(12, 12) == 0


def test_tomato_2():
    assert tomato(4, 17) == 0


def test_tomato_3():
    assert tomato(3, 12) == 0


def test_tomato_4():
    assert tomato(7, 0) == 7


def test_tomato_5():
    assert tomato(11, 2) == 9
