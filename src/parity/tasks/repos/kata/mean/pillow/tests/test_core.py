from kata_mean.core import pillow


def test_pillow_0():
    assert pillow([]) == 0


def test_pillow_1():
    assert pillow([14, 21, 9, 1, 12]) == 11


def test_pillow_2():
    assert pillow([0, 8, 29]) == 12


def test_pillow_3():
    assert pillow([6, 23]) == 14


def test_pillow_4():
    assert pillow([2, 29, 7, 4, 12, 25]) == 13


def test_pillow_5():
    assert pillow([14, 3, 2, 19, 25, 29]) == 15
