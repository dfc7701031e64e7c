from kata_bonus.core import tomato


def test_tomato_0():
    assert tomato(19) == 22


def test_tomato_1():
    assert tomato(36) == 42


def test_tomato_2():
    assert tomato(29) == 33


def test_tomato_3():
    assert tomato(9) == 10


def test_tomato_4():
    assert tomato(38, 4) == 44


def test_tomato_5():
    assert tomato(38, 5) == 50
