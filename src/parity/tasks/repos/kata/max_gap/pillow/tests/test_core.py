from kata_max_gap.core import pillow


def test_pillow_0():
    assert pillow([13, 21, 26, 28]) == 8


def test_pillow_1():
    assert pillow([22, 23, 25]) == 2


def test_pillow_2():
    assert pillow([10, 19, 20, 25]) == 9


def test_pillow_3():
    assert pillow([3, 23]) == 20


def test_pillow_4():
    assert pillow([1, 4, 7, 14, 30, 30]) == 16


def test_pillow_5():
    assert pillow([3, 3]) == 0
