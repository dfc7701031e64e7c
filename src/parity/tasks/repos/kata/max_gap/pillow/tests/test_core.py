from kata_max_gap.core import pillow


def test_pillow_0():
    assert pillow([8, 11, 12, 17, 27, 30]) == 10


def test_pillow_1():
    assert pillow([14, 18]) == 4


def test_pillow_2():
    assert pillow([8, 11, 16, 24]) == 8


def test_pillow_3():
    assert pillow([25, 27, 30]) == 3


def test_pillow_4():
    assert pillow([7, 17, 28]) == 11


def test_pillow_5():
    assert pillow([3, 3]) == 0
