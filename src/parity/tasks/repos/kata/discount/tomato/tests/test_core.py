from kata_discount.core import tomato


def test_tomato_0():
    assert tomato(25, 11) == 220


def test_tomato_1():
    assert tomato(32, 3) == 96


def test_tomato_2():
    assert tomato(27, 7) == 189


def test_tomato_3():
    assert tomato(29, 1) == 29


def test_tomato_4():
    assert tomato(16, 7) == 112


def test_tomato_5():
    assert tomato(20, 8) == 128
