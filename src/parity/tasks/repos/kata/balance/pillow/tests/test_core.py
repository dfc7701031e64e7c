from kata_balance.core import pillow


def test_pillow_0():
    assert pillow([9, 9, 17, 17, 15, 3, 20]) == -5


def test_pillow_1():
    assert pillow([]) == 0


def test_pillow_2():
    assert pillow([19, 11, 1]) == -3


def test_pillow_3():
    assert pillow([16, 18]) == 2


def test_pillow_4():
    assert pillow([19, 2, 16, 10, 10, 16, 11]) == 3


def test_pillow_5():
    assert pillow([8, 19, 11, 14, 17]) == -1
