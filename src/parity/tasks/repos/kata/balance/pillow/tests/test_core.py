from kata_balance.core import pillow


def test_pillow_0():
    assert pillow([6, 4, 15, 10, 0, 13, 14]) == 3


def test_pillow_1():
    assert pillow([6, 3, 6, 19, 18, 10, 11]) == 1


def test_pillow_2():
    assert pillow([16, 11]) == 0


def test_pillow_3():
    assert pillow([9, 19, 4, 18]) == 0


def test_pillow_4():
    assert pillow([1, 0, 18, 11, 7, 14, 8]) == 1


def test_pillow_5():
    assert pillow([10, 1, 12, 12, 8]) == 3
