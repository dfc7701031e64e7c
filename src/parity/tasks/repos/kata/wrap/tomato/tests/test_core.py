from kata_wrap.core import tomato


def test_tomato_0():
    assert tomato(-9) == 4


def test_tomato_1():
    assert tomato(-2) == 11


def test_tomato_2():
    assert tomato(27) == 4


def test_tomato_3():
    assert tomato(3) == 4


def test_tomato_4():
    assert tomato(-8) == 5


def test_tomato_5():
    assert tomato(10, 4, 2) == 0
