from kata_wrap.core import pillow


def test_pillow_0():
    assert pillow(-8) == 1


def test_pillow_1():
    assert pillow(-3) == 0


def test_pillow_2():
    assert pillow(24) == 3


def test_pillow_3():
    assert pillow(-7) == 2


def test_pillow_4():
    assert pillow(26) == 5


def test_pillow_5():
    assert pillow(3, 7, 0) == 3
