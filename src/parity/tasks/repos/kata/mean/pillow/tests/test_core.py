from kata_mean.core import pillow


def test_pillow_0():
    assert pillow([]) == 0


def test_pillow_1():
    assert pillow([12, 4, 22, 15, 23, 18]) == 15


def test_pillow_2():
    assert pillow([1, 28]) == 14


def test_pillow_3():
    assert pillow([12, 18, 15]) == 15


def test_pillow_4():
    assert pillow([14, 19, 23, 25, 13, 10]) == 17


def test_pillow_5():
    assert pillow([27, 17, 7, 26, 2, 9]) == 14
