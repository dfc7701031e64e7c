from kata_bonus.core import pillow


def test_pillow_0():
    assert pillow(48) == 54


def test_pillow_1():
    assert pillow(5) == 5


def test_pillow_2():
    assert pillow(3) == 3


def test_pillow_3():
    assert pillow(6) == 6


def test_pillow_4():
    assert pillow(25, 3) == 28


def test_pillow_5():
    assert pillow(25, 4) == 31
