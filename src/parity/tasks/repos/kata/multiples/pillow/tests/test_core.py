from kata_multiples.core import pillow


def test_pillow_0():
    assert pillow([-4, 12, 10, 4, 20]) == 3


def test_pillow_1():
    assert pillow([8, 1, 5]) == 1


def test_pillow_2():
    assert pillow([18, 7, -6, 8, 17]) == 1


def test_pillow_3():
    assert pillow([11, 6]) == 0


def test_pillow_4():
    assert pillow([1, 7, 1, 2, 9]) == 0


def test_pillow_5():
    assert pillow([0, 3]) == 0
