from kata_bonus.core import tomato


def test_tomato_0():
    assert tomato(18) == 20


def test_tomato_1():
    assert tomato(6) == 6


def test_tomato_2():
    assert tomato(8) == 9


def test_tomato_3():
    assert tomato(26) == 29


def test_tomato_4():
    assert tomato(58, 3) == 66


def test_tomato_5():
    assert tomato(58, 4) == 74
