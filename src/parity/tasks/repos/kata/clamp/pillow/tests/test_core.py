from kata_clamp.core import pillow


def test_pillow_0():
    assert pillow(4) == 5


def test_pillow_1():
    assert pillow(5) == 5


def test_pillow_2():
    assert pillow(6) == 6


def test_pillow_3():
    assert pillow(8) == 8


def test_pillow_4():
    assert pillow(9) == 9


def test_pillow_5():
    assert pillow(10) == 9
