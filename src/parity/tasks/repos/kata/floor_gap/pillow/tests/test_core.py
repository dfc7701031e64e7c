from kata_floor_gap.core import pillow


def test_pillow_0():
    assert pillow(6, 2) == 4


def test_pillow_1():
    assert pillow(3, 2) == 2


def test_pillow_2():
    assert pillow(5, 1) == 4


def test_pillow_3():
    assert pillow(6, 5) == 2


def test_pillow_4():
    assert pillow(15, 16) == 2


def test_pillow_5():
    assert pillow(8, 12) == 2
