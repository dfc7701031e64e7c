from kata_discount.core import tomato


def test_tomato_0():
    assert tomato(19, 9) == 143


def test_tomato_1():
    assert tomato(13, 4) == 44


def test_tomato_2():
    assert tomato(2, 12) == 20


def test_tomato_3():
    assert tomato(12, 6) == 60


def test_tomato_4():
    assert tomato(28, 11) == 257


def test_tomato_5():
    assert tomato(20, 3) == 60
