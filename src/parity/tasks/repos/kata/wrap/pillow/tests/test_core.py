from kata_wrap.core import pillow


def test_pillow_0():
    assert pillow(21) == 2


def test_pillow_1():
    assert pillow(7) == 10


def test_pillow_2():
    assert pillow(17) == 9


def test_pillow_3():
    assert pillow(11) == 3


def test_pillow_4():
    assert pillow(-8) == 6


def test_pillow_5():
    assert pillow(10, 4, 2) == 0
