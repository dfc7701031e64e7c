from kata_weigh.core import pillow


def test_pillow_0():
    assert pillow([7]) == 35


def test_pillow_1():
    assert pillow([11, 1, 6, 5]) == 111


def test_pillow_2():
    assert pillow([0, 0, 4, 11]) == 75


def test_pillow_3():
    assert pillow([4]) == 20


def test_pillow_4():
    assert pillow([11, 12, 4, 10, 12]) == 245


def test_pillow_5():
    assert pillow([5, 6, 4, 3, 1]) == 79
