from kata_floor_gap.core import tomato


def test_tomato_0():
    assert tomato(1, 13) == 3


def test_tomato_1():
    assert tomato(8, 16) == 3


def test_tomato_2():
    assert tomato(14, 2) == 12


def test_tomato_3():
    assert tomato(11, 13) == 3


def test_tomato_4():
    assert tomato(20, 15) == 5


def test_tomato_5():
    assert tomato(9, 9) == 3
