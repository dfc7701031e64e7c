from kata_clamp.core import tomato


def test_tomato_0():
    assert tomato(1) == 2


def test_tomato_1():
    assert tomato(2) == 2


def test_tomato_2():
    assert tomato(3) == 3


def test_tomato_3():
    assert tomato(10) == 10


def test_tomato_4():
    assert tomato(11) == 11


def test_tomato_5():
    assert tomato(12) == 11
