from kata_multiples.core import pillow


def test_pillow_0():
    assert pillow([5, 20, 15, 9, 13]) == 2


def test_pillow_1():
    assert pillow([-6, 17, 13]) == 0


def test_pillow_2():
    assert pillow([15, 20, 7, 5, 3]) == 2


def test_pillow_3():
    assert pillow([3, 9, 2]) == 2


def test_pillow_4():
    assert pillow([16, 13, 1, 19, 20]) == 0


def test_pillow_5():
    assert pillow([19, 0, 16, -1, 9]) == 1
